import { z } from 'zod/mini';
import { shiftSchema } from './shift';
import { userRefSchema } from './user-ref';

/** GET /shifts/shiftReporterDetail?facilityId=: who reports the facility now, in which shift. */
export const shiftReporterDetailSchema = z.object({
  user: z.nullable(userRefSchema),
  shift: z.nullable(shiftSchema),
});
export type ShiftReporterDetail = z.infer<typeof shiftReporterDetailSchema>;
