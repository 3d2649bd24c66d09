/**
 * The admin side of facilities and assets (issue 19): the paged, filtered list, one record with its
 * recent reports and open issues, the create/edit body, activate/retire, and the CSV import with
 * its per-row preview. An asset is a facility of kind 'asset' (a lift, a pump): same checks, same QR.
 */
import { z } from 'zod/mini';
import { MAX_NAME_LENGTH, idSchema, isSingleLine, isoDateSchema, namedRefSchema, nameSchema, textSchema } from './common';
import { inspectionModeSchema } from './checklist';
import { reportingTypeSchema } from './facility';
import { lazySchema } from './lazy-schema';

export const facilityKindSchema = lazySchema(() => z.enum(['facility', 'asset']));
export type FacilityKind = z.infer<typeof facilityKindSchema>;

/** A ticket id: one line, at most 200 characters. */
const ticketIdSchema = lazySchema(() =>
  z.string().check(z.trim(), z.maxLength(MAX_NAME_LENGTH), z.refine(isSingleLine, 'contains characters that are not allowed')),
);

/** The field a feedback-request facility cannot do without (its reports answer that ticket). */
export const FEEDBACK_REQUEST_NEEDS_TICKET = 'A feedback request needs the ticket id it answers.';

/** POST /admin/facilities (create) and PUT /admin/facilities/{id} (edit). */
export const saveFacilityBodySchema = lazySchema(() =>
  z
    .object({
      name: nameSchema.check(z.trim(), z.minLength(1, 'Enter a name.')),
      kind: z._default(facilityKindSchema, 'facility'),
      facilityType: z.nullish(idSchema),
      location: z.nullish(idSchema),
      reportingType: z._default(reportingTypeSchema, 'scheduled'),
      inspectionMode: z._default(inspectionModeSchema, 0),
      /** The checklist template its checklist is copied from (parameters and mode); none keeps the current checklist. */
      checklistTemplate: z.nullish(idSchema),
      fmsTicketId: z.nullish(ticketIdSchema),
    })
    .check(
      z.refine((body) => body.reportingType !== 'feedback-request' || Boolean(body.fmsTicketId), {
        message: FEEDBACK_REQUEST_NEEDS_TICKET,
        path: ['fmsTicketId'],
      }),
    ),
);
export type SaveFacilityBody = z.infer<typeof saveFacilityBodySchema>;

/** POST /admin/facilities/{id}/active: activate (true) or retire (false). */
export const setFacilityActiveBodySchema = lazySchema(() => z.object({ active: z.boolean() }));
export type SetFacilityActiveBody = z.infer<typeof setFacilityActiveBodySchema>;

/** One row of the admin list. `due`: never checked, or checked longer ago than the reporting interval. */
export const facilityAdminRowSchema = lazySchema(() =>
  z.object({
    _id: idSchema,
    name: nameSchema,
    kind: facilityKindSchema,
    active: z.boolean(),
    reportingType: z.string(),
    inspectionMode: inspectionModeSchema,
    lastChecked: z.nullable(isoDateSchema),
    due: z.boolean(),
    location: z.nullable(namedRefSchema),
    facilityType: z.nullable(namedRefSchema),
    checklist: z.nullable(namedRefSchema),
    fmsTicketId: z.nullable(z.string()),
    qrCode: z.string(),
  }),
);
export type FacilityAdminRow = z.infer<typeof facilityAdminRowSchema>;

/** GET /admin/facilities query (all optional; filters of the list, in the page's URL too). */
export const facilityAdminQuerySchema = lazySchema(() =>
  z.object({
    kind: z._default(facilityKindSchema, 'facility'),
    q: z.optional(z.string().check(z.maxLength(MAX_NAME_LENGTH))),
    type: z.optional(idSchema),
    location: z.optional(idSchema),
    active: z.optional(z.enum(['true', 'false'])),
    reportingType: z.optional(reportingTypeSchema),
    due: z.optional(z.enum(['true', 'false'])),
    checked: z.optional(z.enum(['today', 'week', 'never', 'older'])),
    page: z._default(z.coerce.number().check(z.refine(Number.isInteger, 'is not a whole number'), z.minimum(1), z.maximum(100_000)), 1),
    pageSize: z._default(z.coerce.number().check(z.refine(Number.isInteger, 'is not a whole number'), z.minimum(1), z.maximum(200)), 20),
  }),
);
/** What a client sends (every field optional; the server fills the defaults). */
export type FacilityAdminQuery = Partial<z.infer<typeof facilityAdminQuerySchema>>;

export const facilityAdminPageSchema = lazySchema(() =>
  z.object({
    items: z.array(facilityAdminRowSchema),
    total: z.int().check(z.nonnegative()),
    page: z.int(),
    pageSize: z.int(),
  }),
);
export type FacilityAdminPage = z.infer<typeof facilityAdminPageSchema>;

/** GET /admin/facilities/{id}: the record, then what happened to it. */
export const facilityAdminDetailSchema = lazySchema(() =>
  z.object({
    facility: facilityAdminRowSchema,
    recentReports: z.array(z.object({ _id: idSchema, createdAt: isoDateSchema, reportingType: z.string(), reporter: z.nullable(z.string()), issues: z.int() })),
    openIssues: z.array(z.object({ _id: idSchema, label: z.string(), urgencyLevel: z.string(), createdAt: isoDateSchema })),
  }),
);
export type FacilityAdminDetail = z.infer<typeof facilityAdminDetailSchema>;

/** The most rows one CSV import takes. */
export const MAX_IMPORT_ROWS = 1000;

/** POST /admin/facilities/import: the CSV text; commit false previews, true writes (only when no row has an error). */
export const importFacilitiesBodySchema = lazySchema(() =>
  z.object({
    kind: z._default(facilityKindSchema, 'facility'),
    csv: textSchema.check(z.maxLength(200_000)),
    commit: z._default(z.boolean(), false),
  }),
);
export type ImportFacilitiesBody = z.infer<typeof importFacilitiesBodySchema>;

export const importRowSchema = lazySchema(() =>
  z.object({
    /** The row's line in the file (the header is line 1). */
    line: z.int(),
    name: z.string(),
    facilityType: z.string(),
    location: z.string(),
    reportingType: z.string(),
    fmsTicketId: z.string(),
    errors: z.array(z.string()),
  }),
);
export type ImportRow = z.infer<typeof importRowSchema>;

export const importFacilitiesAnswerSchema = lazySchema(() =>
  z.object({
    rows: z.array(importRowSchema),
    /** Rows with errors; nothing was written while this is above 0. */
    invalid: z.int(),
    /** Facilities written (0 for a preview). */
    created: z.int(),
  }),
);
export type ImportFacilitiesAnswer = z.infer<typeof importFacilitiesAnswerSchema>;

/** POST /qr-sheet/pdf: the facilities to print (in this order). */
export const qrSheetPdfBodySchema = lazySchema(() =>
  z.object({ ids: z.array(idSchema).check(z.minLength(1, 'Choose at least one facility.'), z.maxLength(500)) }),
);
export type QrSheetPdfBody = z.infer<typeof qrSheetPdfBodySchema>;

/** The CSV columns of import and export, in order. */
export const FACILITY_CSV_COLUMNS = ['name', 'facilityType', 'location', 'reportingType', 'fmsTicketId'] as const;
