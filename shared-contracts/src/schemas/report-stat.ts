import { z } from 'zod';

/** One day of GET /reports/statistics/time: reports made and expected. */
export const reportStatSchema = z.object({
  /** 'YYYY-MM-DD' in Asia/Kolkata. */
  date: z.string(),
  actualCount: z.number().int().nonnegative(),
  expectedCount: z.number().int().nonnegative(),
});
export type ReportStat = z.infer<typeof reportStatSchema>;
export const reportStatListSchema = z.array(reportStatSchema);
