/**
 * The 'inspection' share link (issue 17): a stored report for a person outside the product. Whoever
 * reads the organisation's reports may share one; the public view drops ids, the reporter and
 * links into the app, and names every photo and voice note by a path under the link itself, so
 * media stop working with the link (GET /public/links/{token}/media/{name}).
 */
import { and, eq } from 'drizzle-orm';
import type { InspectionMedia, PublicInspectionMedia } from 'shared-contracts/schemas';
import type { AuthContext } from '../auth/guard';
import type { AppContext } from '../context';
import { reports } from '../db/schema';
import { forbidden, notFound } from '../http/errors';
import { inspectionView, reportMedia } from './inspection-view';
import type { ShareKind } from './share-kinds';

/** Who reads any report of the organisation (as GET /inspections/{id}). */
const SHARERS = ['inspectionMenuView-read', 'dailyReportsMenuView-read', 'organization-read'];

async function reportOf(ctx: AppContext, organizationId: string, id: string) {
  const [row] = await ctx.db
    .select()
    .from(reports)
    .where(and(eq(reports.id, id), eq(reports.organizationId, organizationId)));
  return row;
}

const fileName = (path: string) => path.split('/').pop() ?? path;

export const inspectionShareKind: ShareKind = {
  async requireSharable(ctx: AppContext, auth: AuthContext, targetId: string) {
    if (!(await reportOf(ctx, auth.organizationId, targetId))) throw notFound('Report not found.');
    if (!SHARERS.some((permission) => auth.permissions.has(permission))) throw forbidden('Only someone who reads the reports can share one.');
  },
  async publicView(ctx, organizationId, targetId, token) {
    const report = await reportOf(ctx, organizationId, targetId);
    if (!report) return null;
    const view = await inspectionView(ctx.db, report);
    const media = (item: InspectionMedia): PublicInspectionMedia => ({
      name: item.name,
      url: `/public/links/${token}/media/${encodeURIComponent(fileName(item.url))}`,
      type: item.type,
      kind: item.kind,
    });
    return {
      kind: 'inspection',
      inspection: {
        facilityName: view.facility.name,
        locationName: view.location?.name ?? null,
        reportingType: view.reportingType,
        date: view.date,
        time: view.time,
        createdAt: view.createdAt,
        parameters: view.parameters.map(({ label, ok, quantity }) => ({ label, ok, quantity })),
        issues: view.issues.map((issue) => ({
          label: issue.label,
          description: issue.description,
          quantity: issue.quantity,
          urgency: issue.urgency,
          status: issue.status,
          media: issue.media.map(media),
        })),
        overall: { description: view.overall.description, media: view.overall.media.map(media) },
      },
    };
  },
  async media(ctx, organizationId, targetId, name) {
    const report = await reportOf(ctx, organizationId, targetId);
    const found = report ? reportMedia(report).find((item) => item.url.startsWith('/uploads/') && fileName(item.url) === name) : undefined;
    return found ? { path: found.url, type: found.type } : null;
  },
};
