/**
 * GET /public/links/{token} for an 'inspection' link (issue 17): one report as a person outside the
 * product sees it. No ids, no reporter, no links into the app; every photo and voice note is a
 * path under the link itself (/public/links/{token}/media/{name}), so it stops with the link.
 */
import { z } from 'zod/mini';
import { isoDateSchema, nameSchema, textSchema } from './common';
import { inspectionMediaSchema, inspectionParameterSchema } from './inspection';
import { urgencyLevelSchema } from './issue-detail';
import { lazySchema } from './lazy-schema';

/** A photo or voice note; its url is '/public/links/{token}/media/{name}' (pass through assetUrl). */
export const publicInspectionMediaSchema = lazySchema(() => z.omit(inspectionMediaSchema, { owner: true }));
export type PublicInspectionMedia = z.infer<typeof publicInspectionMediaSchema>;

export const publicInspectionSchema = lazySchema(() =>
  z.object({
    facilityName: nameSchema,
    locationName: z.nullable(nameSchema),
    reportingType: textSchema,
    date: textSchema,
    time: textSchema,
    createdAt: isoDateSchema,
    parameters: z.array(z.pick(inspectionParameterSchema, { label: true, ok: true, quantity: true })),
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
  }),
);
export type PublicInspection = z.infer<typeof publicInspectionSchema>;
