import { z } from 'zod/mini';
import { idSchema, nameSchema, textSchema } from './common';
import { lazySchema } from './lazy-schema';

export const tagSchema = lazySchema(() => z.object({ _id: idSchema, name: nameSchema }));
export type Tag = z.infer<typeof tagSchema>;

/** One checklist parameter (spec 000 §3). statusOk and paramQuantity are client-side defaults. */
export const parameterSchema = lazySchema(() =>
  z.object({
    _id: idSchema,
    label: nameSchema,
    name: nameSchema,
    img: z.nullish(textSchema),
    tags: z._default(z.array(tagSchema), []),
    defaultTeamName: z.nullish(nameSchema),
    statusOk: z._default(z.boolean(), true),
    paramQuantity: z._default(z.int().check(z.positive()), 1),
    category: z.nullish(nameSchema),
    /** Issue 19: a bad answer to this parameter needs a photo (rules/required-photo.ts). */
    photoRequired: z._default(z.boolean(), false),
  }),
);
export type Parameter = z.infer<typeof parameterSchema>;

export const parameterListSchema = lazySchema(() => z.array(parameterSchema));

/** GET /parameters/categories. */
export const parameterCategorySchema = lazySchema(() => z.object({ _id: idSchema, name: nameSchema }));
export type ParameterCategory = z.infer<typeof parameterCategorySchema>;
export const parameterCategoryListSchema = lazySchema(() => z.array(parameterCategorySchema));

/** GET /parameters/grouped: parameters by category. */
export const groupedParametersSchema = lazySchema(() => z.array(z.object({ category: nameSchema, parameters: z.array(parameterSchema) })));
export type GroupedParameters = z.infer<typeof groupedParametersSchema>;

/** GET/POST /parameters/checklist-copies-*: shape not shown in the spec; kept open. */
export const checklistCopiesSchema = lazySchema(() => z.record(textSchema, z.unknown()));
export type ChecklistCopies = z.infer<typeof checklistCopiesSchema>;
