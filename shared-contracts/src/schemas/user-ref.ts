import { z } from 'zod/mini';
import { idSchema, nameSchema, textSchema } from './common';

/** A person as other entities nest them: enough to show a name and a picture. */
export const userRefSchema = z.object({
  _id: idSchema,
  name: z.nullish(nameSchema),
  firstName: z.nullish(nameSchema),
  lastName: z.nullish(nameSchema),
  img: z.nullish(textSchema),
});
export type UserRef = z.infer<typeof userRefSchema>;
