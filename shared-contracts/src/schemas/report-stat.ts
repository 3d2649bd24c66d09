import { z } from 'zod/mini';
import { textSchema } from './common';
import { lazySchema } from './lazy-schema';

/** One day of GET /reports/statistics/time: reports made and expected. */
export const reportStatSchema = lazySchema(() =>
  z.object({
    /** 'YYYY-MM-DD' in Asia/Kolkata. */
    date: textSchema,
    actualCount: z.int().check(z.nonnegative()),
    expectedCount: z.int().check(z.nonnegative()),
  }),
);
export type ReportStat = z.infer<typeof reportStatSchema>;
export const reportStatListSchema = lazySchema(() => z.array(reportStatSchema));
