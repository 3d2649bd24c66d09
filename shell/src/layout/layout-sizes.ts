/** Spec 001 §9: the mini drawer is 80 px wide. */
export const MINI_DRAWER_WIDTH = 80;
export const DRAWER_WIDTH = 240;
export const BOTTOM_BAR_HEIGHT = 56;
