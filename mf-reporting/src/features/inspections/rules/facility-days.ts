/** The days of one facility of the daily report's matrix, as rows: newest first, only days with a check expected or made. */
import type { DailyReportAnswer, DailyReportFacility } from 'shared-contracts';

export interface FacilityDay {
  date: string;
  expectedCount: number;
  actualCount: number;
  /** Expected checks not made (never below zero). */
  missedCount: number;
  /** actual / expected in percent, at most 100; null when nothing was expected. */
  compliance: number | null;
}

export function facilityDays(facility: Pick<DailyReportFacility, 'expected' | 'actual'>, days: DailyReportAnswer['days']): FacilityDay[] {
  const rows: FacilityDay[] = [];
  for (let d = days.length - 1; d >= 0; d -= 1) {
    const date = days[d]?.date;
    const expectedCount = facility.expected[d] ?? 0;
    const actualCount = facility.actual[d] ?? 0;
    if (!date || (expectedCount === 0 && actualCount === 0)) continue;
    rows.push({
      date,
      expectedCount,
      actualCount,
      missedCount: Math.max(0, expectedCount - actualCount),
      compliance: expectedCount > 0 ? Math.min(100, Math.round((actualCount / expectedCount) * 1000) / 10) : null,
    });
  }
  return rows;
}
