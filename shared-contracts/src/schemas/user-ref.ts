import { z } from 'zod';
import { idSchema } from './common';

/** A person as other entities nest them: enough to show a name and a picture. */
export const userRefSchema = z.object({
  _id: idSchema,
  name: z.string().nullish(),
  firstName: z.string().nullish(),
  lastName: z.string().nullish(),
  img: z.string().nullish(),
});
export type UserRef = z.infer<typeof userRefSchema>;
