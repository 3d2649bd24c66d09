/**
 * Issue 20's demo data: a janitor with a shift of their own (a temporary mapping today, a regular
 * one tomorrow) and a reporter with no mapping yet, for an admin to put into a new shift. Nobody
 * in it supervises, so the manager's reportees and today's expected report counts stay as they were.
 */
import type { ShiftMapping } from 'shared-contracts/schemas';
import { hashPassword } from '../auth/password';
import { rolePermissions } from '../auth/roles';
import type { Database } from './client';
import { DEMO_PASSWORD } from './demo-logins';
import * as t from './schema';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

export const scheduleSeedIds = {
  /** Jaya Janitor (fixer-internal), janitor of the housekeeping shifts. */
  janitor: 'usr-janitor',
  /** Ravi Rounds (reporter-internal), in no shift at seeding. */
  rounds: 'usr-rounds',
  /** Today's housekeeping shift, whose only mapping is a temporary one (today only). */
  housekeepingToday: 'shf-acme-housekeeping',
  housekeepingTomorrow: 'shf-acme-housekeeping-next',
} as const;

/** Facilities 21 and 22 of Acme: in no reporter's mapping. */
const JANITOR_FACILITIES = ['fac-acme-21', 'fac-acme-22'];

export async function seedSchedules(database: Database, organizationId: string, shiftIn: Date, shiftOut: Date): Promise<void> {
  const { db } = database;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const person = (id: string, email: string, firstName: string, lastName: string, group: 'fixer-internal' | 'reporter-internal') => ({
    user: { id, email, passwordHash, firstName, lastName, userGroupNames: [group], currentOrganization: organizationId, homePage: '/home' },
    member: { userId: id, organizationId, role: group, assignedRoles: [group], permissions: [...rolePermissions[group]] },
  });
  const people = [
    person(scheduleSeedIds.janitor, 'janitor@facilityops.test', 'Jaya', 'Janitor', 'fixer-internal'),
    person(scheduleSeedIds.rounds, 'rounds@facilityops.test', 'Ravi', 'Rounds', 'reporter-internal'),
  ];
  await db.insert(t.users).values(people.map((p) => p.user));
  await db.insert(t.memberships).values(people.map((p) => p.member));

  const janitorMapping: ShiftMapping = {
    reporter: null,
    supervisor: null,
    janitor: scheduleSeedIds.janitor,
    interval: 4,
    facilities: JANITOR_FACILITIES,
    preferredChecklists: [],
  };
  await db.insert(t.shifts).values([
    {
      id: scheduleSeedIds.housekeepingToday,
      organizationId,
      shift: 'Housekeeping',
      shiftName: 'Housekeeping',
      expectedInTime: shiftIn,
      expectedOutTime: shiftOut,
      mappings: [],
      temporaryMappings: [janitorMapping],
    },
    {
      id: scheduleSeedIds.housekeepingTomorrow,
      organizationId,
      shift: 'Housekeeping',
      shiftName: 'Housekeeping',
      expectedInTime: new Date(shiftIn.getTime() + DAY),
      expectedOutTime: new Date(shiftOut.getTime() + DAY),
      mappings: [janitorMapping],
    },
  ]);
}
