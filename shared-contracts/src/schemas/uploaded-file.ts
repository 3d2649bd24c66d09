import { z } from 'zod/mini';
import { mediaItemSchema } from './media-item';

/** One stored upload (POST /uploads answers a list of them; the first item's path is used). */
export const uploadedFileSchema = z.extend(mediaItemSchema, { size: z.optional(z.int().check(z.nonnegative())) });
export type UploadedFile = z.infer<typeof uploadedFileSchema>;

export const uploadAnswerSchema = z.array(uploadedFileSchema);
export type UploadAnswer = z.infer<typeof uploadAnswerSchema>;
