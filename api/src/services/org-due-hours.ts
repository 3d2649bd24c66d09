/** The organisation's issue due hours (settings.issueDueHours, issue 18), for the shared due rule. */
import { eq } from 'drizzle-orm';
import type { UrgencyHours } from 'shared-contracts/rules';
import { rules } from '../contracts';
import type { Db } from '../db/client';
import { organizations } from '../db/schema';

/** Its hours by urgency, the defaults filled in (rules.urgencyHoursOf). */
export async function organizationDueHours(db: Db, organizationId: string): Promise<UrgencyHours> {
  const [row] = await db.select({ hours: organizations.issueDueHours }).from(organizations).where(eq(organizations.id, organizationId));
  return rules.urgencyHoursOf({ issueDueHours: row?.hours ?? null });
}
