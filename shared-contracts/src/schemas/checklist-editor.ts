/**
 * The checklist template editor (issue 19): one template per facility or asset type, its
 * parameters in order, and versioning. Every save makes a new version; a save that started from an
 * older version than the stored one is refused (409), so two admins never overwrite each other.
 * Reports keep the parameters they were filled with (they carry them), so a new version never
 * changes a submitted report.
 */
import { z } from 'zod/mini';
import { MAX_NAME_LENGTH, idSchema, isoDateSchema, isSingleLine, nameSchema } from './common';
import { inspectionModeSchema } from './checklist';
import { facilityKindSchema } from './facility-admin';
import { tagSchema } from './parameter';
import { lazySchema } from './lazy-schema';

/** Where a parameter's picture may come from: an upload (JPEG or PNG) or the app's own images. */
export const PARAMETER_IMAGE = /^(\/uploads\/[0-9a-f]{24}\.(jpg|png)|\/static\/[a-z]+\/[a-z0-9-]+\.(svg|png))$/;

/** The largest quantity a parameter may have. */
export const MAX_PARAMETER_QUANTITY = 1000;

/** Most parameters one checklist may have. */
export const MAX_CHECKLIST_PARAMETERS = 100;

/** The 409 of a save made from an older version than the stored one. */
export const STALE_CHECKLIST_MESSAGE = 'Someone saved a newer version of this checklist. Reload it to see their changes, then make yours again.';

const requiredName = (message: string) =>
  z.string().check(z.trim(), z.minLength(1, message), z.maxLength(MAX_NAME_LENGTH), z.refine(isSingleLine, 'contains characters that are not allowed'));

/** One parameter as the editor shows and saves it. A parameter without `_id` is new. */
export const editorParameterSchema = lazySchema(() =>
  z.object({
    _id: z.optional(idSchema),
    label: requiredName('Enter a parameter name.'),
    category: z.nullish(nameSchema),
    /** The team a bad answer's issue goes to unless the reporter picks another (a team name). */
    defaultTeamName: z.nullish(nameSchema),
    /** The issue tags a reporter can pick when the answer is bad. */
    tags: z._default(z.array(tagSchema).check(z.maxLength(30)), []),
    /** The picture the reporter sees on the card: an image uploaded to the organisation or one of the app's own. */
    img: z.nullish(z.string().check(z.maxLength(500), z.regex(PARAMETER_IMAGE, 'Use an image uploaded here.'))),
    /** How many of the thing the place has (taps, chairs): the most a bad answer can say are affected. */
    quantity: z._default(z.int().check(z.positive('At least 1.'), z.maximum(MAX_PARAMETER_QUANTITY, `At most ${MAX_PARAMETER_QUANTITY}.`)), 1),
    /** A bad answer needs a photo (rules/required-photo.ts). */
    photoRequired: z._default(z.boolean(), false),
  }),
);
export type EditorParameter = z.infer<typeof editorParameterSchema>;

/** PUT /admin/checklists/{typeId}: a new version of the type's template. */
export const saveChecklistBodySchema = lazySchema(() =>
  z
    .object({
      /** The version the editor loaded (0: the type had no template). */
      baseVersion: z.int().check(z.nonnegative()),
      name: requiredName('Enter a checklist name.'),
      inspectionMode: z._default(inspectionModeSchema, 0),
      parameters: z.array(editorParameterSchema).check(z.minLength(1, 'A checklist needs at least one parameter.'), z.maxLength(MAX_CHECKLIST_PARAMETERS)),
    })
    .check(
      z.refine((body) => new Set(body.parameters.map((parameter) => parameter.label.trim().toLowerCase())).size === body.parameters.length, {
        message: 'Two parameters have the same name.',
        path: ['parameters'],
      }),
      z.refine(
        (body) => new Set(body.parameters.flatMap((parameter) => (parameter._id ? [parameter._id] : []))).size === body.parameters.filter((p) => p._id).length,
        {
          message: 'A parameter is listed twice.',
          path: ['parameters'],
        },
      ),
    ),
);
export type SaveChecklistBody = z.infer<typeof saveChecklistBodySchema>;

/** One saved version in the template's history. */
export const checklistVersionSchema = lazySchema(() =>
  z.object({
    version: z.int().check(z.positive()),
    savedAt: isoDateSchema,
    savedBy: z.nullish(z.string()),
    parameters: z.array(z.object({ _id: idSchema, label: nameSchema })),
  }),
);
export type ChecklistVersion = z.infer<typeof checklistVersionSchema>;

/** A facility or asset type with its template, as the editor list shows it. */
export const checklistTypeRowSchema = lazySchema(() =>
  z.object({
    type: z.object({ _id: idSchema, name: nameSchema, kind: facilityKindSchema, active: z.boolean() }),
    template: z.nullable(
      z.object({
        _id: idSchema,
        name: nameSchema,
        version: z.int().check(z.nonnegative()),
        parameterCount: z.int().check(z.nonnegative()),
        inspectionMode: inspectionModeSchema,
      }),
    ),
    /** How many facilities (or assets) of the type get this checklist. */
    facilityCount: z.int().check(z.nonnegative()),
  }),
);
export type ChecklistTypeRow = z.infer<typeof checklistTypeRowSchema>;
export const checklistTypeListSchema = lazySchema(() => z.array(checklistTypeRowSchema));

/** GET /admin/checklists/{typeId} and the answer of a save. */
export const checklistEditorDocSchema = lazySchema(() =>
  z.object({
    type: checklistTypeRowSchema.shape.type,
    templateId: z.nullable(idSchema),
    name: nameSchema,
    version: z.int().check(z.nonnegative()),
    inspectionMode: inspectionModeSchema,
    parameters: z.array(z.object({ ...editorParameterSchema.shape, _id: idSchema, label: nameSchema })),
    history: z.array(checklistVersionSchema),
    /** The categories and teams the organisation has, for the pickers. */
    categories: z.array(nameSchema),
    teams: z.array(nameSchema),
  }),
);
export type ChecklistEditorDoc = z.infer<typeof checklistEditorDocSchema>;

/** GET /admin/checklists?kind=: the types of one kind (both when absent). */
export const checklistListQuerySchema = lazySchema(() => z.object({ kind: z.optional(facilityKindSchema) }));
export type ChecklistListQuery = z.infer<typeof checklistListQuerySchema>;
