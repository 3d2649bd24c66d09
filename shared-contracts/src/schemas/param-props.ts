import { z } from 'zod';
import { mediaItemSchema } from './media-item';

export const imageSettingsSchema = z.object({
  enabled: z.boolean().default(false),
  isMandatory: z.boolean().default(false),
  imageCount: z.number().int().nonnegative().default(0),
});
export type ImageSettings = z.infer<typeof imageSettingsSchema>;

export const paramFieldSchema = z.object({ label: z.string(), name: z.string(), value: z.string().default('') });
export type ParamField = z.infer<typeof paramFieldSchema>;

/**
 * Extra properties of one parameter in a checklist (spec 000 §3). `id` is the parameter id.
 * The derived fields (icon … imageCount) are filled on the client when an inspection starts.
 */
export const paramPropsSchema = z.object({
  id: z.string(),
  name: z.string(),
  isEnabled: z.boolean().default(false),
  imageSettings: imageSettingsSchema.default({ enabled: false, isMandatory: false, imageCount: 0 }),
  additionalParameters: z.array(z.string()).default([]),
  quantity: z.number().int().positive().optional(),
  icon: z.string().nullish(),
  images: z.array(z.object({ img: z.array(mediaItemSchema) })).optional(),
  fields: z.array(paramFieldSchema).optional(),
  isImageEnabled: z.boolean().optional(),
  isImageMandatory: z.boolean().optional(),
  imageCount: z.number().int().nonnegative().optional(),
});
export type ParamProps = z.infer<typeof paramPropsSchema>;
