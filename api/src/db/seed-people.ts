/**
 * Issue 20 (people): staff, a custom role and invitations so the staff pages show real data. Adds
 * only: Acme keeps its seven members (tests count them); Blue River gets a team of its own and a
 * custom role; Acme gets invitations in every state (their codes are random and never shown again).
 */
import { hashAccessCode, newAccessCode } from '../services/access-codes';
import { rolePermissions, type RoleName } from '../auth/roles';
import type { Db } from './client';
import * as t from './schema';

const HOUR = 3_600_000;

export async function seedPeople(db: Db, ids: { acme: string; blueRiver: string; admin: string }, passwordHash: string, now: Date): Promise<void> {
  const nightLead = ['homeMenuView-read', 'shift-read', 'reporting-read', 'user-read', 'issue-read', 'issueAck-read'];
  await db.insert(t.customRoles).values({ id: 'rol-blue-night-lead', organizationId: ids.blueRiver, name: 'night-lead', permissions: nightLead });
  const people: { id: string; first: string; last: string; role: RoleName | 'night-lead'; phone?: string; active?: boolean }[] = [
    { id: 'usr-blue-priya', first: 'Priya', last: 'Nair', role: 'reporter-internal', phone: '+91 98450 11223' },
    { id: 'usr-blue-kabir', first: 'Kabir', last: 'Shah', role: 'reporter-internal' },
    { id: 'usr-blue-meera', first: 'Meera', last: 'Iyer', role: 'manager', phone: '+91 98450 44556' },
    { id: 'usr-blue-arjun', first: 'Arjun', last: 'Rao', role: 'fixer-internal' },
    { id: 'usr-blue-divya', first: 'Divya', last: 'Menon', role: 'night-lead' },
    { id: 'usr-blue-vikram', first: 'Vikram', last: 'Das', role: 'reporter-internal', active: false },
  ];
  await db.insert(t.users).values(
    people.map((person) => ({
      id: person.id,
      email: `${person.first.toLowerCase()}.${person.last.toLowerCase()}@blueriver.test`,
      passwordHash,
      firstName: person.first,
      lastName: person.last,
      phone: person.phone ?? null,
      userGroupNames: [person.role],
      currentOrganization: ids.blueRiver,
      homePage: '/home',
    })),
  );
  await db.insert(t.memberships).values(
    people.map((person) => ({
      userId: person.id,
      organizationId: ids.blueRiver,
      role: person.role,
      assignedRoles: [person.role],
      permissions: person.role === 'night-lead' ? nightLead : [...rolePermissions[person.role]],
      active: person.active ?? true,
      ...(person.active === false ? { sessionsEndedAt: now } : {}),
    })),
  );
  // Issue 18: a switchable administrator who has never chosen an organisation: signing in opens the
  // organisation picker until they open one (no current organisation recorded).
  await db.insert(t.users).values({
    id: 'usr-regional',
    email: 'regional@facilityops.test',
    passwordHash,
    firstName: 'Rohan',
    lastName: 'Regional',
    userGroupNames: ['organization-admin'],
    currentOrganization: null,
    isSwitchable: true,
    homePage: '/home',
  });
  await db.insert(t.memberships).values({
    userId: 'usr-regional',
    organizationId: ids.blueRiver,
    role: 'organization-admin',
    assignedRoles: ['organization-admin'],
    permissions: [...rolePermissions['organization-admin']],
  });
  await db
    .insert(t.teams)
    .values({ id: 'team-blue-night', organizationId: ids.blueRiver, name: 'Night crew', label: 'Nights', defaultParameters: [], members: ['usr-blue-arjun'] });
  const invitation = (
    id: string,
    to: { email?: string; phone?: string },
    role: string,
    hours: number,
    extra: Partial<typeof t.invitations.$inferInsert> = {},
  ) => ({
    id,
    organizationId: ids.acme,
    codeHash: hashAccessCode(newAccessCode()),
    email: to.email ?? null,
    phone: to.phone ?? null,
    role,
    expiresAt: new Date(now.getTime() + hours * HOUR),
    createdBy: ids.admin,
    createdAt: new Date(now.getTime() - HOUR),
    ...extra,
  });
  await db
    .insert(t.invitations)
    .values([
      invitation('inv-acme-1', { email: 'new.reporter@facilityops.test' }, 'reporter-internal', 72),
      invitation('inv-acme-2', { phone: '+91 98765 43210' }, 'fixer-internal', 48),
      invitation('inv-acme-3', { email: 'late.auditor@facilityops.test' }, 'auditor', -2),
      invitation('inv-acme-4', { email: 'wrong.person@facilityops.test' }, 'manager', 24, { revokedAt: now }),
    ]);
}
