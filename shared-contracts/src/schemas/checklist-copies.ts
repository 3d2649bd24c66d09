/**
 * Issue 19: the checklist copies (spec 001 §7, /parameters/checklist-copies-*). Every facility or
 * asset has its own checklist, copied from its type's template; these calls tell which copies
 * differ from their template and copy the template onto them again.
 */
import { z } from 'zod/mini';
import { idSchema, nameSchema } from './common';
import { lazySchema } from './lazy-schema';

/** One template and the checklists copied from it. */
export const checklistCopiesRowSchema = lazySchema(() =>
  z.object({
    _id: idSchema,
    name: nameSchema,
    facilityType: z.nullable(idSchema),
    /** How many facilities (or assets) of the type have a checklist. */
    checklists: z.int().check(z.nonnegative()),
    /** The facilities whose checklist has other parameters than the template. */
    outdated: z.array(idSchema),
  }),
);
export type ChecklistCopiesRow = z.infer<typeof checklistCopiesRowSchema>;

/** GET /parameters/checklist-copies-get, and POST /parameters/checklist-copies-update (with `updated`). */
export const checklistCopiesAnswerSchema = lazySchema(() =>
  z.object({
    templates: z.array(checklistCopiesRowSchema),
    /** How many checklists the update changed. */
    updated: z.optional(z.int().check(z.nonnegative())),
  }),
);
export type ChecklistCopiesAnswer = z.infer<typeof checklistCopiesAnswerSchema>;

/** ?template= on the update: only that template's copies. */
export const checklistCopiesQuerySchema = lazySchema(() => z.object({ template: z.optional(idSchema) }));
export type ChecklistCopiesQuery = z.infer<typeof checklistCopiesQuerySchema>;
