import { z } from 'zod/mini';
import { lazySchema } from './lazy-schema';

/** GET /shifts/count/{shiftId}: reports made over reports expected in the shift. */
export const shiftCountSchema = lazySchema(() =>
  z.object({
    fraction: z.number(),
    actualReports: z.int().check(z.nonnegative()),
    expectedReports: z.int().check(z.nonnegative()),
  }),
);
export type ShiftCount = z.infer<typeof shiftCountSchema>;
