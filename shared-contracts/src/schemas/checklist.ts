import { z } from 'zod';
import { idSchema } from './common';
import { parameterSchema } from './parameter';
import { paramPropsSchema } from './param-props';

/** 0 default checklist, 1 deep (wizard), 2 idetails. */
export const inspectionModeSchema = z.union([z.literal(0), z.literal(1), z.literal(2)]);
export type InspectionMode = z.infer<typeof inspectionModeSchema>;

/** A facility's checklist (GET /facilities/checklist answers all of them). */
export const checklistSchema = z.object({
  _id: idSchema,
  name: z.string().nullish(),
  facility: idSchema,
  parameters: z.array(parameterSchema).default([]),
  paramProps: z.array(paramPropsSchema).default([]),
  overallImgCount: z.number().int().nonnegative().nullish(),
  mandatoryOverallImg: z.boolean().nullish(),
  inspectionMode: inspectionModeSchema.default(0),
  appendixChecklistTemplate: z.boolean().default(false),
  /** Whether the checklist's facility is active (our addition: a scan of an inactive one says 'No such facility.'). */
  facilityActive: z.boolean().optional(),
});
export type Checklist = z.infer<typeof checklistSchema>;

export const checklistListSchema = z.array(checklistSchema);

/** A checklist template of the organisation (GET/PUT /organizations/{id}/checklistTemplates). */
export const checklistTemplateSchema = z.object({
  _id: idSchema.optional(),
  name: z.string(),
  facilityType: idSchema.nullish(),
  parameters: z.array(idSchema).default([]),
  inspectionMode: inspectionModeSchema.default(0),
  appendixChecklistTemplate: z.boolean().default(false),
});
export type ChecklistTemplate = z.infer<typeof checklistTemplateSchema>;
export const checklistTemplateListSchema = z.array(checklistTemplateSchema);
