/** Compliance of a day as a heat-map step: none (nothing expected), then five steps of 20 %. */
export function heatStep(expected: number, actual: number): 'none' | 0 | 1 | 2 | 3 | 4 {
  if (expected <= 0) return 'none';
  const percent = Math.min(100, (100 * actual) / expected);
  return percent >= 95 ? 4 : percent >= 75 ? 3 : percent >= 50 ? 2 : percent >= 25 ? 1 : 0;
}

/** The first and last Kolkata day ('YYYY-MM-DD') of the month of `day`. */
export function monthRange(day: string): { from: string; to: string } {
  const [year, month] = day.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const mm = String(month).padStart(2, '0');
  return { from: `${year}-${mm}-01`, to: `${year}-${mm}-${String(last).padStart(2, '0')}` };
}
