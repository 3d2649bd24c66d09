/**
 * A facility's public feedback link (issue 21): a row of share_links (kind 'facility-feedback'), like
 * every other public link. Unlike a shared issue, the code is printed and must print the same again,
 * so the token is not random and shown once: it is an HMAC of the row's id under the server's
 * secret, and only its SHA-256 is stored and looked up. Unguessable without the secret; revoking the
 * row (a new link) stops the old printed code.
 */
import { createHash, createHmac, randomUUID } from 'node:crypto';
import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { AppContext } from '../context';
import { facilities, shareLinks } from '../db/schema';

export const FEEDBACK_LINK_KIND = 'facility-feedback';

type Db = AppContext['db'];
type Secret = Pick<AppContext, 'db' | 'jwtSecret' | 'now'>;

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');
export const feedbackTokenOf = (jwtSecret: string, linkId: string) =>
  createHmac('sha256', jwtSecret).update(`facilityops:feedback-link:${linkId}`).digest('base64url');

export interface FeedbackLinkRow {
  facility: string;
  token: string;
  createdAt: Date;
}

const current = (db: Db, organizationId: string, facilityIds: readonly string[]) =>
  db
    .select()
    .from(shareLinks)
    .where(
      and(
        eq(shareLinks.organizationId, organizationId),
        eq(shareLinks.kind, FEEDBACK_LINK_KIND),
        inArray(shareLinks.targetId, [...facilityIds]),
        isNull(shareLinks.revokedAt),
      ),
    )
    .orderBy(desc(shareLinks.createdAt));

async function issue(ctx: Secret, organizationId: string, facilityId: string, createdBy: string): Promise<FeedbackLinkRow> {
  const id = `shl-${randomUUID()}`;
  const token = feedbackTokenOf(ctx.jwtSecret, id);
  const createdAt = ctx.now();
  await ctx.db
    .insert(shareLinks)
    .values({ id, organizationId, kind: FEEDBACK_LINK_KIND, targetId: facilityId, tokenHash: hashOf(token), createdBy, createdAt });
  return { facility: facilityId, token, createdAt };
}

/** The current link of each facility (all of the caller's organisation), issuing one where there is none. */
export async function feedbackLinksOf(
  ctx: Secret,
  organizationId: string,
  facilityIds: readonly string[],
  createdBy: string,
): Promise<Map<string, FeedbackLinkRow>> {
  const found = new Map<string, FeedbackLinkRow>();
  if (facilityIds.length === 0) return found;
  for (const row of await current(ctx.db, organizationId, facilityIds)) {
    if (!found.has(row.targetId)) found.set(row.targetId, { facility: row.targetId, token: feedbackTokenOf(ctx.jwtSecret, row.id), createdAt: row.createdAt });
  }
  for (const facilityId of facilityIds) {
    if (!found.has(facilityId)) found.set(facilityId, await issue(ctx, organizationId, facilityId, createdBy));
  }
  return found;
}

/** Revokes the facility's links and issues a new one. */
export async function renewFeedbackLink(ctx: Secret, organizationId: string, facilityId: string, createdBy: string): Promise<FeedbackLinkRow> {
  await ctx.db
    .update(shareLinks)
    .set({ revokedAt: ctx.now() })
    .where(
      and(
        eq(shareLinks.organizationId, organizationId),
        eq(shareLinks.kind, FEEDBACK_LINK_KIND),
        eq(shareLinks.targetId, facilityId),
        isNull(shareLinks.revokedAt),
      ),
    );
  return issue(ctx, organizationId, facilityId, createdBy);
}

/** The active facility a token opens, or null (unknown, revoked, retired facility: all the same to a guesser). */
export async function facilityOfToken(db: Db, token: string): Promise<{ organizationId: string; facilityId: string; facilityName: string } | null> {
  const [row] = await db
    .select({ organizationId: shareLinks.organizationId, facilityId: facilities.id, facilityName: facilities.name, revokedAt: shareLinks.revokedAt })
    .from(shareLinks)
    .innerJoin(facilities, and(eq(facilities.id, shareLinks.targetId), eq(facilities.organizationId, shareLinks.organizationId)))
    .where(and(eq(shareLinks.tokenHash, hashOf(token)), eq(shareLinks.kind, FEEDBACK_LINK_KIND), eq(facilities.active, true)));
  if (!row || row.revokedAt) return null;
  return { organizationId: row.organizationId, facilityId: row.facilityId, facilityName: row.facilityName };
}

const ORIGIN = /^https?:\/\/[A-Za-z0-9.-]+(:\d{1,5})?$/;

/**
 * The facilities of a QR sheet with their feedback page's address (issue 21), when the organisation
 * takes feedback and the app that asked named its origin (the browser's Origin header); the address
 * is that app's public page, so a sheet printed from a deployment points at that deployment.
 */
export async function withFeedbackUrls<T extends { id: string }>(
  ctx: Secret,
  organization: { id: string; enableFeedback: boolean },
  createdBy: string,
  origin: string | undefined,
  rows: readonly T[],
): Promise<(T & { feedbackUrl?: string })[]> {
  if (!organization.enableFeedback || !origin || !ORIGIN.test(origin)) return [...rows];
  const links = await feedbackLinksOf(
    ctx,
    organization.id,
    rows.map((row) => row.id),
    createdBy,
  );
  return rows.map((row) => {
    const link = links.get(row.id);
    return link ? { ...row, feedbackUrl: `${origin}/public/feedback/${link.token}` } : row;
  });
}
