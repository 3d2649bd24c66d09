import { z } from 'zod/mini';
import { idSchema, nameSchema, textSchema } from './common';
import { lazySchema } from './lazy-schema';

/** A person as other entities nest them: enough to show a name and a picture. */
export const userRefSchema = lazySchema(() =>
  z.object({
    _id: idSchema,
    name: z.nullish(nameSchema),
    firstName: z.nullish(nameSchema),
    lastName: z.nullish(nameSchema),
    img: z.nullish(textSchema),
  }),
);
export type UserRef = z.infer<typeof userRefSchema>;
