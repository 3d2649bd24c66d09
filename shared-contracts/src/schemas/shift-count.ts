import { z } from 'zod/mini';

/** GET /shifts/count/{shiftId}: reports made over reports expected in the shift. */
export const shiftCountSchema = z.object({
  fraction: z.number(),
  actualReports: z.int().check(z.nonnegative()),
  expectedReports: z.int().check(z.nonnegative()),
});
export type ShiftCount = z.infer<typeof shiftCountSchema>;
