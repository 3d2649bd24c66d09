/** The daily chart's height: the chart draws at it, and its loading placeholder keeps it (no jump when the library arrives). */
export const DAILY_CHART_HEIGHT = 280;
