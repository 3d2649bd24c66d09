import { z } from 'zod/mini';
import { nameSchema, textSchema } from './common';
import { mediaItemSchema } from './media-item';
import { lazySchema } from './lazy-schema';

export const imageSettingsSchema = lazySchema(() =>
  z.object({
    enabled: z._default(z.boolean(), false),
    isMandatory: z._default(z.boolean(), false),
    imageCount: z._default(z.int().check(z.nonnegative()), 0),
  }),
);
export type ImageSettings = z.infer<typeof imageSettingsSchema>;

export const paramFieldSchema = lazySchema(() => z.object({ label: nameSchema, name: nameSchema, value: z._default(textSchema, '') }));
export type ParamField = z.infer<typeof paramFieldSchema>;

/**
 * Extra properties of one parameter in a checklist (spec 000 §3). `id` is the parameter id.
 * The derived fields (icon … imageCount) are filled on the client when an inspection starts.
 */
export const paramPropsSchema = lazySchema(() =>
  z.object({
    id: textSchema,
    name: nameSchema,
    isEnabled: z._default(z.boolean(), false),
    imageSettings: z._default(imageSettingsSchema, { enabled: false, isMandatory: false, imageCount: 0 }),
    additionalParameters: z._default(z.array(textSchema), []),
    quantity: z.optional(z.int().check(z.positive())),
    icon: z.nullish(textSchema),
    images: z.optional(z.array(z.object({ img: z.array(mediaItemSchema) }))),
    fields: z.optional(z.array(paramFieldSchema)),
    isImageEnabled: z.optional(z.boolean()),
    isImageMandatory: z.optional(z.boolean()),
    imageCount: z.optional(z.int().check(z.nonnegative())),
  }),
);
export type ParamProps = z.infer<typeof paramPropsSchema>;
