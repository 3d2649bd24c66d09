import { z } from 'zod/mini';
import { ISSUE_ACTIONS, ISSUE_STATUSES } from '../rules/issue-lifecycle';
import { idSchema, isoDateSchema, nameSchema, textSchema } from './common';
import { shareLinkContactSchema } from './contact-targets';
import { mediaItemSchema } from './media-item';
import { urgencyLevelSchema } from './issue-detail';
import { publicInspectionSchema } from './public-inspection';
import { lazySchema } from './lazy-schema';

/** Issue 16: the issue life cycle as the api sends and takes it. */
export const issueStatusSchema = lazySchema(() => z.enum(ISSUE_STATUSES));
export const issueActionSchema = lazySchema(() => z.enum(ISSUE_ACTIONS));

/** An idempotency key: the outbox sends the same one on every retry. */
export const idempotencyKeySchema = lazySchema(() => z.string().check(z.minLength(8), z.maxLength(100), z.regex(/^[A-Za-z0-9._:-]+$/, 'is not a valid key')));

/** POST /issues/{id}/actions. */
export const issueActionBodySchema = lazySchema(() =>
  z.object({
    key: idempotencyKeySchema,
    action: issueActionSchema,
    note: z.optional(textSchema),
    media: z._default(z.array(mediaItemSchema).check(z.maxLength(10)), []),
    teamId: z.optional(idSchema),
    assigneeId: z.optional(z.nullable(idSchema)),
  }),
);
export type IssueActionBody = z.infer<typeof issueActionBodySchema>;

/** POST /issues/{id}/comments; PUT /issues/{id}/comments/{commentId} takes text (and media) only. */
export const issueCommentBodySchema = lazySchema(() =>
  z.object({
    key: idempotencyKeySchema,
    text: z.string().check(z.minLength(1), z.maxLength(2000)),
    media: z._default(z.array(mediaItemSchema).check(z.maxLength(10)), []),
  }),
);
export type IssueCommentBody = z.infer<typeof issueCommentBodySchema>;
export const issueCommentEditSchema = lazySchema(() => z.object({ text: z.string().check(z.minLength(1), z.maxLength(2000)) }));

export const issueScopeSchema = lazySchema(() => z.enum(['mine', 'team', 'all']));
export type IssueScope = z.infer<typeof issueScopeSchema>;

export const personSchema = lazySchema(() => z.object({ _id: idSchema, name: nameSchema }));
export type Person = z.infer<typeof personSchema>;

/** One issue in a list (issues, tickets, tasks, escalations). */
export const issueSummarySchema = lazySchema(() =>
  z.object({
    _id: idSchema,
    label: nameSchema,
    img: z.nullish(textSchema),
    status: issueStatusSchema,
    urgencyLevel: urgencyLevelSchema,
    facility: z.object({ _id: idSchema, name: nameSchema }),
    team: z.nullable(z.object({ _id: idSchema, name: nameSchema })),
    assignee: z.nullable(personSchema),
    raisedBy: z.nullable(personSchema),
    createdAt: isoDateSchema,
    dueAt: z.nullable(isoDateSchema),
    lateMinutes: z.int().check(z.nonnegative()),
    escalatedAt: z.nullable(isoDateSchema),
  }),
);
export type IssueSummary = z.infer<typeof issueSummarySchema>;

export const issueCountsSchema = lazySchema(() => z.record(z.string(), z.int()));
export type IssueCounts = z.infer<typeof issueCountsSchema>;

/** GET /issues/list answer. */
export const issuePageSchema = lazySchema(() =>
  z.object({
    items: z.array(issueSummarySchema),
    total: z.int(),
    page: z.int(),
    limit: z.int(),
    /** Per status, over the same filters except status. */
    counts: issueCountsSchema,
  }),
);
export type IssuePage = z.infer<typeof issuePageSchema>;

export interface IssueListQuery {
  scope?: IssueScope;
  status?: string;
  urgency?: string;
  facility?: string;
  team?: string;
  from?: string;
  to?: string;
  q?: string;
  sort?: 'due' | 'newest';
  page?: number;
  limit?: number;
}

export const issueEventSchema = lazySchema(() =>
  z.object({
    _id: idSchema,
    action: z.string(),
    from: z.nullable(z.string()),
    to: z.nullable(z.string()),
    note: z.nullable(textSchema),
    media: z.array(mediaItemSchema),
    by: z.nullable(personSchema),
    at: isoDateSchema,
  }),
);
export type IssueEvent = z.infer<typeof issueEventSchema>;

export const issueCommentSchema = lazySchema(() =>
  z.object({
    _id: idSchema,
    text: textSchema,
    media: z.array(mediaItemSchema),
    by: z.nullable(personSchema),
    at: isoDateSchema,
    editedAt: z.nullable(isoDateSchema),
    mine: z.boolean(),
  }),
);
export type IssueComment = z.infer<typeof issueCommentSchema>;

/** A photo or voice note of an issue, and where it came from. */
export const issueMediaSchema = lazySchema(() =>
  z.object({
    path: textSchema,
    name: nameSchema,
    type: textSchema,
    source: z.enum(['report', 'action', 'comment']),
    at: isoDateSchema,
  }),
);
export type IssueMedia = z.infer<typeof issueMediaSchema>;
export const issueMediaListSchema = lazySchema(() => z.array(issueMediaSchema));

/** GET /issues/{id}: the issue, its report's detail, history, comments and what the caller may do. */
export const issueViewSchema = lazySchema(() =>
  z.object({
    ...issueSummarySchema.shape,
    reportId: z.nullable(idSchema),
    parameter: idSchema,
    description: textSchema,
    quantity: z.int(),
    tags: z.array(textSchema),
    media: z.array(issueMediaSchema),
    events: z.array(issueEventSchema),
    comments: z.array(issueCommentSchema),
    allowedActions: z.array(issueActionSchema),
    mayComment: z.boolean(),
  }),
);
export type IssueView = z.infer<typeof issueViewSchema>;

/** What an action or comment answers: the issue after it. */
export const issueActionAnswerSchema = lazySchema(() =>
  z.object({ status: issueStatusSchema, eventId: z.optional(idSchema), commentId: z.optional(idSchema) }),
);
export type IssueActionAnswer = z.infer<typeof issueActionAnswerSchema>;

/** GET /escalations answer. */
export const escalationListSchema = lazySchema(() => z.array(issueSummarySchema));

/** POST /share-links: a link to one record for people outside the product. */
export const shareLinkKindSchema = lazySchema(() => z.enum(['issue', 'inspection']));
export type ShareLinkKind = z.infer<typeof shareLinkKindSchema>;
/** contactId (issue 20): the link is made for one of the organisation's contacts and recorded against them. */
export const createShareLinkBodySchema = lazySchema(() => z.object({ kind: shareLinkKindSchema, targetId: idSchema, contactId: z.optional(idSchema) }));
export type CreateShareLinkBody = z.infer<typeof createShareLinkBodySchema>;
export const shareLinkSchema = lazySchema(() =>
  z.object({
    _id: idSchema,
    kind: shareLinkKindSchema,
    targetId: idSchema,
    createdAt: isoDateSchema,
    revokedAt: z.nullable(isoDateSchema),
    /** Issue 20: the contact it was made for; null for a link to copy. */
    contact: z.optional(z.nullable(shareLinkContactSchema)),
    /** Issue 20: made by the escalation of an overdue issue (its token is given by POST /share-links/{id}/token). */
    escalation: z.optional(z.boolean()),
    /** Only in the answer that created it: the token is stored hashed and cannot be shown again. */
    token: z.optional(z.string()),
  }),
);
export type ShareLink = z.infer<typeof shareLinkSchema>;
export const shareLinkListSchema = lazySchema(() => z.array(shareLinkSchema));

/** GET /public/issues/{token}: what a share link shows, and nothing else. */
export const publicIssueSchema = lazySchema(() =>
  z.object({
    label: nameSchema,
    status: issueStatusSchema,
    facilityName: nameSchema,
    photos: z.array(z.object({ path: textSchema, name: nameSchema })),
    history: z.array(z.object({ action: z.string(), to: z.nullable(z.string()), at: isoDateSchema })),
  }),
);
export type PublicIssue = z.infer<typeof publicIssueSchema>;

/** GET /public/links/{token}: the record a share link opens; one field per kind (a new kind adds its own). */
export const publicShareSchema = lazySchema(() =>
  z.object({ kind: shareLinkKindSchema, issue: z.optional(publicIssueSchema), inspection: z.optional(publicInspectionSchema) }),
);
export type PublicShare = z.infer<typeof publicShareSchema>;
