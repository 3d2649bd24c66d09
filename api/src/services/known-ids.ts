/** Ids a request names inside a body (team members, template parameters…) must exist in the organisation. */
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { checklistTemplates, facilityTypes, feedbackParameters, locations, memberships, parameters } from '../db/schema';
import { notFound } from '../http/errors';

const tables = {
  parameter: { table: parameters, id: parameters.id, org: parameters.organizationId },
  'feedback parameter': { table: feedbackParameters, id: feedbackParameters.id, org: feedbackParameters.organizationId },
  location: { table: locations, id: locations.id, org: locations.organizationId },
  'facility type': { table: facilityTypes, id: facilityTypes.id, org: facilityTypes.organizationId },
  'checklist template': { table: checklistTemplates, id: checklistTemplates.id, org: checklistTemplates.organizationId },
  member: { table: memberships, id: memberships.userId, org: memberships.organizationId },
} as const;

/** 404 `No such <what>: <id>.` for the first id that is not one of the organisation's. */
export async function requireKnownIds(db: Db, organizationId: string, what: keyof typeof tables, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  const { table, id, org } = tables[what];
  const rows = await db
    .select({ id })
    .from(table)
    .where(and(eq(org, organizationId), inArray(id, [...ids])));
  const known = new Set(rows.map((row) => row.id));
  const unknown = ids.find((x) => !known.has(x));
  if (unknown !== undefined) throw notFound(`No such ${what}: ${unknown}.`);
}
