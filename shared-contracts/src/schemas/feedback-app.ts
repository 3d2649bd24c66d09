/**
 * Customer feedback (issue 21): the public page a visitor opens from a facility's feedback QR code
 * (GET and POST /public/feedback/{token}), the dashboard (GET /feedbacks/dashboard), the feedback
 * asking for immediate service (GET /feedbackRequests) and a facility's feedback link
 * (GET and POST /facilities/{id}/feedback-link). Days are Kolkata calendar days 'YYYY-MM-DD'.
 */
import { z } from 'zod/mini';
import { idSchema, isoDateSchema, isPlainText, nameSchema } from './common';
import { reviewTypeSchema } from './feedback';
import { calendarDaySchema } from './inspection';
import { issueStatusSchema } from './issue-work';
import { lazySchema } from './lazy-schema';

/** A public feedback token: 43 base64url characters (32 random-looking bytes). */
export const feedbackTokenSchema = lazySchema(() => z.string().check(z.minLength(20), z.maxLength(100), z.regex(/^[A-Za-z0-9_-]+$/, 'is not a valid link')));

/** Longest visitor comment. */
export const FEEDBACK_COMMENT_MAX = 1000;
/** Largest visitor photo (JPEG), bytes, before base64. */
export const FEEDBACK_PHOTO_MAX_BYTES = 1024 * 1024;

const visitorText = (max: number) => z.string().check(z.maxLength(max), z.refine(isPlainText, 'contains characters that are not allowed'));

/** GET /public/feedback/{token}: only what the form needs; nothing else of the organisation. */
export const publicFeedbackFormSchema = lazySchema(() =>
  z.object({
    facilityName: nameSchema,
    parameters: z.array(z.object({ _id: idSchema, label: nameSchema })),
  }),
);
export type PublicFeedbackForm = z.infer<typeof publicFeedbackFormSchema>;

/** One parameter rated happy (true) or unhappy (false). */
export const feedbackRatingSchema = lazySchema(() => z.object({ parameter: idSchema, happy: z.boolean() }));
export type FeedbackRating = z.infer<typeof feedbackRatingSchema>;

/** POST /public/feedback/{token}. The photo is a JPEG as base64 (the capture kit compresses it first). */
export const publicFeedbackBodySchema = lazySchema(() =>
  z.object({
    reviewType: reviewTypeSchema,
    ratings: z._default(z.array(feedbackRatingSchema).check(z.maxLength(20)), []),
    comment: z._default(visitorText(FEEDBACK_COMMENT_MAX), ''),
    needsImmediateService: z._default(z.boolean(), false),
    photo: z.optional(z.string().check(z.maxLength(Math.ceil((FEEDBACK_PHOTO_MAX_BYTES * 4) / 3) + 4), z.regex(/^[A-Za-z0-9+/]+=*$/, 'is not base64'))),
  }),
);
export type PublicFeedbackBody = z.input<typeof publicFeedbackBodySchema>;

export const publicFeedbackAnswerSchema = lazySchema(() => z.object({ status: z.boolean(), serviceRequested: z.boolean() }));
export type PublicFeedbackAnswer = z.infer<typeof publicFeedbackAnswerSchema>;

/** Filters of the dashboard and the requests list; from/to default to the last 30 days. */
export const feedbackDashboardQuerySchema = lazySchema(() =>
  z.object({
    from: z.optional(calendarDaySchema),
    to: z.optional(calendarDaySchema),
    facility: z.optional(idSchema),
  }),
);
export type FeedbackDashboardQuery = z.infer<typeof feedbackDashboardQuerySchema>;

export const feedbackCountsSchema = lazySchema(() => z.object({ positive: z.int(), negative: z.int() }));

/** One feedback as the dashboard and the requests list show it. */
export const feedbackEntrySchema = lazySchema(() =>
  z.object({
    _id: idSchema,
    createdAt: isoDateSchema,
    reviewType: reviewTypeSchema,
    needsImmediateService: z.boolean(),
    facility: z.object({ _id: idSchema, name: nameSchema }),
    comment: z.string(),
    photo: z.nullable(z.string()),
    unhappyWith: z.array(nameSchema),
    issue: z.nullable(z.object({ _id: idSchema, status: issueStatusSchema })),
  }),
);
export type FeedbackEntry = z.infer<typeof feedbackEntrySchema>;

/** GET /feedbacks/dashboard. */
export const feedbackDashboardSchema = lazySchema(() =>
  z.object({
    from: calendarDaySchema,
    to: calendarDaySchema,
    totals: feedbackCountsSchema,
    byDay: z.array(z.object({ date: calendarDaySchema, positive: z.int(), negative: z.int() })),
    byFacility: z.array(z.object({ _id: idSchema, name: nameSchema, positive: z.int(), negative: z.int() })),
    byParameter: z.array(z.object({ _id: idSchema, label: nameSchema, happy: z.int(), unhappy: z.int() })),
    latest: z.array(feedbackEntrySchema),
  }),
);
export type FeedbackDashboard = z.infer<typeof feedbackDashboardSchema>;

/** GET /feedbackRequests: filters plus the issue's state and paging. */
export const feedbackRequestQuerySchema = lazySchema(() =>
  z.object({
    from: z.optional(calendarDaySchema),
    to: z.optional(calendarDaySchema),
    facility: z.optional(idSchema),
    state: z._default(z.enum(['all', 'open', 'closed']), 'all'),
    page: z._default(z.coerce.number().check(z.refine(Number.isInteger, 'expected a whole number'), z.minimum(1), z.maximum(100_000)), 1),
    limit: z._default(z.coerce.number().check(z.refine(Number.isInteger, 'expected a whole number'), z.minimum(1), z.maximum(100)), 20),
  }),
);
export type FeedbackRequestQuery = z.input<typeof feedbackRequestQuerySchema>;

export const feedbackRequestPageSchema = lazySchema(() => z.object({ items: z.array(feedbackEntrySchema), total: z.int(), page: z.int(), limit: z.int() }));
export type FeedbackRequestPage = z.infer<typeof feedbackRequestPageSchema>;

/** GET /facilities/{id}/feedback-link (issued on first ask); POST replaces it (the old code stops working). */
export const feedbackLinkSchema = lazySchema(() => z.object({ facility: idSchema, token: feedbackTokenSchema, createdAt: isoDateSchema }));
export type FeedbackLink = z.infer<typeof feedbackLinkSchema>;

/** The public page's path in the app for a token. */
export const feedbackPagePath = (token: string): string => `/public/feedback/${token}`;
