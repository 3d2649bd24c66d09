import { z } from 'zod/mini';
import { shiftSchema } from './shift';
import { userRefSchema } from './user-ref';
import { lazySchema } from './lazy-schema';

/** GET /shifts/shiftReporterDetail?facilityId=: who reports the facility now, in which shift. */
export const shiftReporterDetailSchema = lazySchema(() =>
  z.object({
    user: z.nullable(userRefSchema),
    shift: z.nullable(shiftSchema),
  }),
);
export type ShiftReporterDetail = z.infer<typeof shiftReporterDetailSchema>;
