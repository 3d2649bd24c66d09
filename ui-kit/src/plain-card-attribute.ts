/**
 * The attribute that marks ui-kit's plain card (plain-parts.tsx), for what measures the page's
 * cards: the shell's first-screen.ts, in the start bundle. A module of its own, so that importing
 * it brings none of the parts.
 */
export const PLAIN_CARD_ATTRIBUTE = 'data-plain-card';
