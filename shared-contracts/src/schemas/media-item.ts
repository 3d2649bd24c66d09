import { z } from 'zod/mini';

/** image/jpeg for photos, audio/ogg for voice, image/png for logos. */
export const mediaTypeSchema = z.string();

/** A photo or voice note attached to an issue or the overall note; also what POST /uploads answers. */
export const mediaItemSchema = z.object({
  path: z.string(),
  name: z.string(),
  type: mediaTypeSchema,
});
export type MediaItem = z.infer<typeof mediaItemSchema>;
