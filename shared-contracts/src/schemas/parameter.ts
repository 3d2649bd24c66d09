import { z } from 'zod';
import { idSchema } from './common';

export const tagSchema = z.object({ _id: idSchema, name: z.string() });
export type Tag = z.infer<typeof tagSchema>;

/** One checklist parameter (spec 000 §3). statusOk and paramQuantity are client-side defaults. */
export const parameterSchema = z.object({
  _id: idSchema,
  label: z.string(),
  name: z.string(),
  img: z.string().nullish(),
  tags: z.array(tagSchema).default([]),
  defaultTeamName: z.string().nullish(),
  statusOk: z.boolean().default(true),
  paramQuantity: z.number().int().positive().default(1),
  category: z.string().nullish(),
});
export type Parameter = z.infer<typeof parameterSchema>;

export const parameterListSchema = z.array(parameterSchema);

/** GET /parameters/categories. */
export const parameterCategorySchema = z.object({ _id: idSchema, name: z.string() });
export type ParameterCategory = z.infer<typeof parameterCategorySchema>;
export const parameterCategoryListSchema = z.array(parameterCategorySchema);

/** GET /parameters/grouped: parameters by category. */
export const groupedParametersSchema = z.array(
  z.object({ category: z.string(), parameters: z.array(parameterSchema) }),
);
export type GroupedParameters = z.infer<typeof groupedParametersSchema>;

/** GET/POST /parameters/checklist-copies-*: shape not shown in the spec; kept open. */
export const checklistCopiesSchema = z.record(z.string(), z.unknown());
export type ChecklistCopies = z.infer<typeof checklistCopiesSchema>;
