import { z } from 'zod';
import { mediaItemSchema } from './media-item';

/** One stored upload (POST /uploads answers a list of them; the first item's path is used). */
export const uploadedFileSchema = mediaItemSchema.extend({ size: z.number().int().nonnegative().optional() });
export type UploadedFile = z.infer<typeof uploadedFileSchema>;

export const uploadAnswerSchema = z.array(uploadedFileSchema);
export type UploadAnswer = z.infer<typeof uploadAnswerSchema>;
