import { z } from 'zod/mini';
import { nameSchema, textSchema } from './common';
import { lazySchema } from './lazy-schema';

/** image/jpeg for photos, audio/ogg for voice, image/png for logos. */
export const mediaTypeSchema = textSchema;

/** A photo or voice note attached to an issue or the overall note; also what POST /uploads answers. */
export const mediaItemSchema = lazySchema(() =>
  z.object({
    path: textSchema,
    name: nameSchema,
    type: mediaTypeSchema,
  }),
);
export type MediaItem = z.infer<typeof mediaItemSchema>;
