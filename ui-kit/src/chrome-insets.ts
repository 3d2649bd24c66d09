/**
 * What the shell's fixed chrome covers on a phone: the bottom bar (its height) and the quick-scan
 * button (the width to keep clear at the right). The shell sets both on its layout as CSS custom
 * properties; a page's sticky bar uses `stickyBottomBar` so it sits above the bottom bar and its
 * buttons stay clear of the scan button. Nothing fixed may cover an actionable control (issue 15).
 */
export const CHROME_BOTTOM_VAR = '--fo-chrome-bottom';
export const CHROME_FAB_VAR = '--fo-chrome-fab';

/** Sticky at the bottom of what the page can show, its content clear of the scan button. */
export const stickyBottomBar = {
  position: 'sticky',
  bottom: `var(${CHROME_BOTTOM_VAR}, 0px)`,
  paddingInlineEnd: `var(${CHROME_FAB_VAR}, 0px)`,
} as const;
