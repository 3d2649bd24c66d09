import { z } from 'zod';
import { shiftSchema } from './shift';
import { userRefSchema } from './user-ref';

/** GET /shifts/shiftReporterDetail?facilityId=: who reports the facility now, in which shift. */
export const shiftReporterDetailSchema = z.object({
  user: userRefSchema.nullable(),
  shift: shiftSchema.nullable(),
});
export type ShiftReporterDetail = z.infer<typeof shiftReporterDetailSchema>;
