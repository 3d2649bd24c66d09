/**
 * GET /public/links/{token} for an 'inspection' link (issue 17): one report as a person outside the
 * product sees it. No ids, no reporter, no links into the app; every photo and voice note is a
 * path under the link itself (/public/links/{token}/media/{name}), so it stops with the link.
 */
import { z } from 'zod/mini';
import { isoDateSchema, nameSchema, textSchema } from './common';
import { urgencyLevelSchema } from './issue-detail';

export const publicInspectionMediaSchema = z.object({
  name: nameSchema,
  /** '/public/links/{token}/media/{name}': pass through assetUrl. */
  url: textSchema,
  type: textSchema,
  kind: z.enum(['photo', 'voice']),
});
export type PublicInspectionMedia = z.infer<typeof publicInspectionMediaSchema>;

export const publicInspectionSchema = z.object({
  facilityName: nameSchema,
  locationName: z.nullable(nameSchema),
  reportingType: textSchema,
  date: textSchema,
  time: textSchema,
  createdAt: isoDateSchema,
  parameters: z.array(z.object({ label: nameSchema, ok: z.boolean(), quantity: z.int().check(z.nonnegative()) })),
  issues: z.array(
    z.object({
      label: nameSchema,
      description: textSchema,
      quantity: z.int().check(z.nonnegative()),
      urgency: urgencyLevelSchema,
      status: nameSchema,
      media: z.array(publicInspectionMediaSchema),
    }),
  ),
  overall: z.object({ description: textSchema, media: z.array(publicInspectionMediaSchema) }),
});
export type PublicInspection = z.infer<typeof publicInspectionSchema>;
