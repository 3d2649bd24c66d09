import { z } from 'zod/mini';
import { idSchema, nameSchema } from './common';
import { parameterSchema } from './parameter';
import { paramPropsSchema } from './param-props';
import { lazySchema } from './lazy-schema';

/** 0 default checklist, 1 deep (wizard), 2 idetails. */
export const inspectionModeSchema = lazySchema(() => z.union([z.literal(0), z.literal(1), z.literal(2)]));
export type InspectionMode = z.infer<typeof inspectionModeSchema>;

/** A facility's checklist (GET /facilities/checklist answers all of them). */
export const checklistSchema = lazySchema(() =>
  z.object({
    _id: idSchema,
    name: z.nullish(nameSchema),
    facility: idSchema,
    parameters: z._default(z.array(parameterSchema), []),
    paramProps: z._default(z.array(paramPropsSchema), []),
    overallImgCount: z.nullish(z.int().check(z.nonnegative())),
    mandatoryOverallImg: z.nullish(z.boolean()),
    inspectionMode: z._default(inspectionModeSchema, 0),
    appendixChecklistTemplate: z._default(z.boolean(), false),
    /** Whether the checklist's facility is active (our addition: a scan of an inactive one says 'No such facility.'). */
    facilityActive: z.optional(z.boolean()),
  }),
);
export type Checklist = z.infer<typeof checklistSchema>;

export const checklistListSchema = lazySchema(() => z.array(checklistSchema));

/** A checklist template of the organisation (GET/PUT /organizations/{id}/checklistTemplates). */
export const checklistTemplateSchema = lazySchema(() =>
  z.object({
    _id: z.optional(idSchema),
    name: nameSchema,
    facilityType: z.nullish(idSchema),
    parameters: z._default(z.array(idSchema), []),
    inspectionMode: z._default(inspectionModeSchema, 0),
    appendixChecklistTemplate: z._default(z.boolean(), false),
  }),
);
export type ChecklistTemplate = z.infer<typeof checklistTemplateSchema>;
export const checklistTemplateListSchema = lazySchema(() => z.array(checklistTemplateSchema));
