import { z } from 'zod/mini';
import { mediaItemSchema } from './media-item';
import { lazySchema } from './lazy-schema';

/** One stored upload (POST /uploads answers a list of them; the first item's path is used). */
export const uploadedFileSchema = lazySchema(() => z.extend(mediaItemSchema, { size: z.optional(z.int().check(z.nonnegative())) }));
export type UploadedFile = z.infer<typeof uploadedFileSchema>;

export const uploadAnswerSchema = lazySchema(() => z.array(uploadedFileSchema));
export type UploadAnswer = z.infer<typeof uploadAnswerSchema>;
