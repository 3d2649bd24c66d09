import { z } from 'zod/mini';
import { idSchema } from './common';

/** A person as other entities nest them: enough to show a name and a picture. */
export const userRefSchema = z.object({
  _id: idSchema,
  name: z.nullish(z.string()),
  firstName: z.nullish(z.string()),
  lastName: z.nullish(z.string()),
  img: z.nullish(z.string()),
});
export type UserRef = z.infer<typeof userRefSchema>;
