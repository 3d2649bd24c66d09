/** Spec 001 §9: the mini drawer is 80 px wide. */
export const MINI_DRAWER_WIDTH = 80;
export const DRAWER_WIDTH = 240;
export const BOTTOM_BAR_HEIGHT = 56;
/** The quick-scan button: 52 px wide, 16 px from the edge and from what is below it. */
export const QUICK_SCAN_SIZE = 52;
export const QUICK_SCAN_MARGIN = 16;
