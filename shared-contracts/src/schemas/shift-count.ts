import { z } from 'zod';

/** GET /shifts/count/{shiftId}: reports made over reports expected in the shift. */
export const shiftCountSchema = z.object({
  fraction: z.number(),
  actualReports: z.number().int().nonnegative(),
  expectedReports: z.number().int().nonnegative(),
});
export type ShiftCount = z.infer<typeof shiftCountSchema>;
