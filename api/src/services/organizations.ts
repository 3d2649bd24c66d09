/** Organisation answers: the full view and the switchable summaries. */
import { and, count, eq, inArray } from 'drizzle-orm';
import type { Organization, OrganizationSummary } from 'shared-contracts/schemas';
import type { Db } from '../db/client';
import { facilities, feedbacks, issues, memberships, organizations } from '../db/schema';

export type OrganizationRow = typeof organizations.$inferSelect;

export function toOrganizationView(row: OrganizationRow): Organization {
  return {
    _id: row.id,
    name: row.name,
    owner: row.ownerName ? { name: row.ownerName } : null,
    logoURL: row.logoUrl,
    city: row.city ? { name: row.city } : null,
    theme: row.theme,
    settings: { enableFeedback: row.enableFeedback, issueDueHours: row.issueDueHours },
    setup: row.setup,
  };
}

/** An organisation the user belongs to, or undefined (unknown and foreign ids look the same). */
export async function findMemberOrganization(db: Db, userId: string, organizationId: string): Promise<OrganizationRow | undefined> {
  const [row] = await db
    .select({ organization: organizations })
    .from(organizations)
    .innerJoin(memberships, and(eq(memberships.organizationId, organizations.id), eq(memberships.userId, userId)))
    .where(eq(organizations.id, organizationId));
  return row?.organization;
}

/** The organisations a switchable user may switch to (none for a user who is not switchable). */
export async function switchableOrganizations(db: Db, userId: string, isSwitchable: boolean): Promise<OrganizationSummary[]> {
  if (!isSwitchable) return [];
  const rows = await db
    .select({ organization: organizations })
    .from(organizations)
    .innerJoin(memberships, and(eq(memberships.organizationId, organizations.id), eq(memberships.userId, userId)))
    .orderBy(organizations.name);
  const ids = rows.map((row) => row.organization.id);
  if (ids.length === 0) return [];
  const staff = await db
    .select({ id: memberships.organizationId, total: count() })
    .from(memberships)
    .where(inArray(memberships.organizationId, ids))
    .groupBy(memberships.organizationId);
  const facilityTotals = await db
    .select({ id: facilities.organizationId, total: count() })
    .from(facilities)
    .where(and(inArray(facilities.organizationId, ids), eq(facilities.kind, 'facility')))
    .groupBy(facilities.organizationId);
  const staffOf = new Map(staff.map((row) => [row.id, row.total]));
  const facilitiesOf = new Map(facilityTotals.map((row) => [row.id, row.total]));
  return rows.map(({ organization }) => ({
    _id: organization.id,
    name: organization.name,
    owner: organization.ownerName ? { name: organization.ownerName } : null,
    logoURL: organization.logoUrl,
    city: organization.city ? { name: organization.city } : null,
    staffCount: staffOf.get(organization.id) ?? 0,
    facilityCount: facilitiesOf.get(organization.id) ?? 0,
  }));
}

/**
 * orgDetailsList of GET /organizations/{id} (the old app read it from a staging address; shape not
 * shown): the tiles of the details popup, each `{ key, label, value }`.
 */
export async function organizationDetails(db: Db, organizationId: string): Promise<{ key: string; label: string; value: number }[]> {
  const total = async (query: Promise<{ n: number }[]>) => (await query)[0]?.n ?? 0;
  return [
    {
      key: 'users',
      label: 'Total Users',
      value: await total(db.select({ n: count() }).from(memberships).where(eq(memberships.organizationId, organizationId))),
    },
    {
      key: 'facilities',
      label: 'Total Facilities',
      value: await total(
        db
          .select({ n: count() })
          .from(facilities)
          .where(and(eq(facilities.organizationId, organizationId), eq(facilities.kind, 'facility'))),
      ),
    },
    {
      key: 'activeIssues',
      label: 'All Active Issues',
      value: await total(
        db
          .select({ n: count() })
          .from(issues)
          .where(and(eq(issues.organizationId, organizationId), eq(issues.statusResolved, false))),
      ),
    },
    {
      key: 'feedbacks',
      label: 'All Feedbacks',
      value: await total(db.select({ n: count() }).from(feedbacks).where(eq(feedbacks.organizationId, organizationId))),
    },
  ];
}
