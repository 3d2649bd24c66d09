import { z } from 'zod/mini';
import { MAX_NAME_LENGTH, idSchema, isPlainText, isSingleLine } from './common';
import { urgencyLevelSchema } from './issue-detail';
import { idempotencyKeySchema } from './issue-work';
import { mediaItemSchema } from './media-item';
import { lazySchema } from './lazy-schema';

/**
 * POST /issues (issue 16): an issue raised by hand. It names a checklist parameter of the facility or
 * a free title (or both: the title then replaces the parameter's label). Who raised it and when is the
 * server's to decide; the team defaults to the one whose default parameters hold the parameter.
 */
export const raiseIssueBodySchema = lazySchema(() =>
  z
    .object({
      key: idempotencyKeySchema,
      facilityId: idSchema,
      parameterId: z.optional(idSchema),
      title: z.optional(
        z
          .string()
          .check(z.trim(), z.minLength(1, 'Enter a title.'), z.maxLength(MAX_NAME_LENGTH), z.refine(isSingleLine, 'contains characters that are not allowed')),
      ),
      description: z
        .string()
        .check(z.trim(), z.minLength(1, 'Describe the issue.'), z.maxLength(2000), z.refine(isPlainText, 'contains characters that are not allowed')),
      urgencyLevel: urgencyLevelSchema,
      teamId: z.optional(idSchema),
      assigneeId: z.optional(idSchema),
      media: z._default(z.array(mediaItemSchema).check(z.maxLength(10)), []),
    })
    .check(
      z.refine((body) => Boolean(body.parameterId || body.title), { message: 'Choose what is wrong or enter a title.', path: ['title'] }),
      z.refine((body) => !body.assigneeId || Boolean(body.teamId), { message: 'Choose the team of the assignee.', path: ['teamId'] }),
    ),
);
export type RaiseIssueBody = z.infer<typeof raiseIssueBodySchema>;

/** What POST /issues answers: the issue (the same one for a retry with the same key). */
export const raiseIssueAnswerSchema = lazySchema(() => z.object({ _id: idSchema, status: z.enum(['raised', 'assigned']), duplicate: z.boolean() }));
export type RaiseIssueAnswer = z.infer<typeof raiseIssueAnswerSchema>;

/** POST /share-links/{id}/token: a new token for a link (the old one stops working), shown once. */
export const reissueShareLinkAnswerSchema = lazySchema(() => z.object({ _id: idSchema, token: z.string() }));
export type ReissueShareLinkAnswer = z.infer<typeof reissueShareLinkAnswerSchema>;
