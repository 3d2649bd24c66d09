/**
 * What each kind of share link opens (issue 16). A kind says who may share a record of it and what
 * the public page shows of it; adding 'inspection' is one more entry here (and its field in
 * shared-contracts' publicShareSchema), nothing in routes/share-links.ts changes.
 */
import { and, asc, eq } from 'drizzle-orm';
import type { IssueStatus } from 'shared-contracts/rules';
import type { PublicShare, ShareLinkKind } from 'shared-contracts/schemas';
import type { AuthContext } from '../auth/guard';
import type { AppContext } from '../context';
import { facilities, issueEvents, issues } from '../db/schema';
import { forbidden, notFound } from '../http/errors';
import { inspectionShareKind } from './share-kind-inspection';

export interface ShareKind {
  /** Throws 404 when the record is not the organisation's, 403 when the caller may not share it. */
  requireSharable(ctx: AppContext, auth: AuthContext, targetId: string): Promise<void>;
  /** The public view: only what a person outside the product may see. Null when the record is gone. */
  publicView(ctx: AppContext, organizationId: string, targetId: string, token: string): Promise<PublicShare | null>;
  /** A photo or voice note of the record by its file name, for GET /public/links/{token}/media/{name}; null when it has none of that name. */
  media?(ctx: AppContext, organizationId: string, targetId: string, name: string): Promise<{ path: string; type: string } | null>;
}

const issueKind: ShareKind = {
  async requireSharable(ctx, auth, targetId) {
    const [row] = await ctx.db
      .select({ id: issues.id })
      .from(issues)
      .where(and(eq(issues.id, targetId), eq(issues.organizationId, auth.organizationId)));
    if (!row) throw notFound('Issue not found.');
    if (!auth.permissions.has('team-write')) throw forbidden('Only a manager can share an issue.');
  },
  async publicView(ctx, organizationId, targetId) {
    const [row] = await ctx.db
      .select({ issue: issues, facilityName: facilities.name })
      .from(issues)
      .innerJoin(facilities, eq(facilities.id, issues.facilityId))
      .where(and(eq(issues.id, targetId), eq(issues.organizationId, organizationId)));
    if (!row) return null;
    const events = await ctx.db.select().from(issueEvents).where(eq(issueEvents.issueId, targetId)).orderBy(asc(issueEvents.createdAt));
    const photos = [...row.issue.media, ...events.flatMap((event) => event.media)].filter((item) => item.type.startsWith('image/'));
    return {
      kind: 'issue',
      issue: {
        label: row.issue.label,
        status: row.issue.status as IssueStatus,
        facilityName: row.facilityName,
        photos: photos.map(({ path, name }) => ({ path, name })),
        history: [
          { action: 'raise', to: 'raised', at: row.issue.createdAt.toISOString() },
          ...events
            .filter((event) => event.action !== 'comment')
            .map((event) => ({ action: event.action, to: event.toStatus, at: event.createdAt.toISOString() })),
        ],
      },
    };
  },
};

/** The kinds that can be shared today. */
export const shareKinds: Partial<Record<ShareLinkKind, ShareKind>> = { issue: issueKind, inspection: inspectionShareKind };
