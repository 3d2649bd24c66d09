/**
 * A large organisation for measuring: `org-scale` with 200 active facilities in 10 locations, one
 * checklist each (the three inspection modes in turn), a reporter (`scale@facilityops.test`) whose
 * shift runs now and maps all 200 facilities every 2 hours, and 30 days of report history. Used by
 * `pnpm --filter api bench` and by `seed --scale`. Idempotent: a second call changes nothing.
 */
import { eq } from 'drizzle-orm';
import { hashPassword } from '../auth/password';
import { rolePermissions } from '../auth/roles';
import type { Database } from './client';
import { DEMO_PASSWORD } from './demo-logins';
import * as t from './schema';
import { storeReports } from '../services/report-store';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
export const SCALE_FACILITIES = 200;
export const scaleIds = {
  organization: 'org-scale',
  reporter: 'usr-scale-reporter',
  email: 'scale@facilityops.test',
  /** Reads the inspections list and the daily report (issue 17's bench rows). */
  manager: 'usr-scale-manager',
  managerEmail: 'scale-manager@facilityops.test',
  shift: 'shf-scale-now',
  facility: (n: number) => `fac-scale-${String(n).padStart(3, '0')}`,
} as const;

export async function seedScaleOrganization(database: Database, now: Date = new Date()): Promise<void> {
  const { db } = database;
  const [existing] = await db.select({ id: t.organizations.id }).from(t.organizations).where(eq(t.organizations.id, scaleIds.organization));
  if (existing) return;
  const org = scaleIds.organization;
  const hourStart = Math.floor(now.getTime() / HOUR) * HOUR;
  const shiftIn = new Date(hourStart - 2 * HOUR);

  await db.insert(t.organizations).values({
    id: org,
    name: 'Metro Rail Stations',
    ownerName: 'Asha Admin',
    city: 'Mumbai',
    theme: { colors: { primary: '#6a1b9a', secondary: '#f9a825', background: '#faf7fc' }, branding: { image: null, display_name: 'Metro Clean' } },
    setup: { activated: true, facilitiesGenerated: true, templatesGenerated: true, configured: true, progress: 1 },
  });
  await db.insert(t.users).values({
    id: scaleIds.reporter,
    email: scaleIds.email,
    passwordHash: await hashPassword(DEMO_PASSWORD),
    firstName: 'Sunil',
    lastName: 'Scale',
    userGroupNames: ['reporter-internal'],
    currentOrganization: org,
    homePage: '/home',
  });
  await db.insert(t.memberships).values({
    userId: scaleIds.reporter,
    organizationId: org,
    role: 'reporter-internal',
    assignedRoles: ['reporter-internal'],
    permissions: [...rolePermissions['reporter-internal']],
  });
  await db.insert(t.users).values({
    id: scaleIds.manager,
    email: scaleIds.managerEmail,
    passwordHash: await hashPassword(DEMO_PASSWORD),
    firstName: 'Meera',
    lastName: 'Scale',
    userGroupNames: ['manager'],
    currentOrganization: org,
    homePage: '/home',
  });
  await db
    .insert(t.memberships)
    .values({ userId: scaleIds.manager, organizationId: org, role: 'manager', assignedRoles: ['manager'], permissions: [...rolePermissions.manager] });
  await db.insert(t.locations).values(Array.from({ length: 10 }, (_, i) => ({ id: `loc-scale-${i + 1}`, organizationId: org, name: `Station ${i + 1}` })));
  await db
    .insert(t.facilityTypes)
    .values(['Washroom', 'Platform', 'Concourse', 'Lift'].map((name, i) => ({ id: `fty-scale-${i + 1}`, organizationId: org, name, label: name })));
  const ids = Array.from({ length: SCALE_FACILITIES }, (_, i) => scaleIds.facility(i + 1));
  await db.insert(t.facilities).values(
    ids.map((id, i) => ({
      id,
      organizationId: org,
      name: `Station ${(i % 10) + 1} facility ${i + 1}`,
      locationId: `loc-scale-${(i % 10) + 1}`,
      facilityTypeId: `fty-scale-${(i % 4) + 1}`,
    })),
  );
  const parameterNames = ['floor', 'mirror', 'wash-basin', 'dustbin', 'lights', 'signage'];
  await db.insert(t.parameters).values(
    parameterNames.map((name) => ({
      id: `par-scale-${name}`,
      organizationId: org,
      name,
      label: name.replace('-', ' '),
      img: `/static/parameters/${name}.svg`,
      tags: [{ _id: `tag-scale-${name}`, name: 'Dirty' }],
    })),
  );
  await db.insert(t.checklists).values(
    ids.map((id, i) => ({
      id: `chk-${id}`,
      organizationId: org,
      facilityId: id,
      name: `Checklist ${i + 1}`,
      parameterIds: parameterNames.map((name) => `par-scale-${name}`),
      paramProps: [
        {
          id: 'par-scale-floor',
          name: 'floor',
          isEnabled: true,
          imageSettings: { enabled: true, isMandatory: false, imageCount: 1 },
          additionalParameters: ['Area'],
        },
      ],
      inspectionMode: i % 3,
    })),
  );
  await db.insert(t.shifts).values({
    id: scaleIds.shift,
    organizationId: org,
    shift: 'General',
    shiftName: 'Station Rounds',
    expectedInTime: shiftIn,
    expectedOutTime: new Date(shiftIn.getTime() + 8 * HOUR),
    mappings: [{ reporter: scaleIds.reporter, supervisor: null, janitor: null, interval: 2, facilities: ids, preferredChecklists: [] }],
    checkIns: [{ user: scaleIds.reporter, facilities: ids, actualInTime: new Date(shiftIn.getTime() + 5 * 60_000).toISOString() }],
  });
  // Four checks a day per facility for 30 days, and the first window of today's shift.
  const history = Array.from({ length: 30 }, (_, d) =>
    ids.flatMap((facilityId, f) =>
      [0, 2, 4, 6].map((h) => ({
        id: `rep-scale-${d}-${f}-${h}`,
        organizationId: org,
        localId: `scale-${d}-${f}-${h}`,
        facilityId,
        reporterId: scaleIds.reporter,
        submittedBy: scaleIds.reporter,
        shiftId: null,
        reportingType: 'scheduled',
        date: '',
        time: '',
        payload: { seeded: true },
        createdAt: new Date(shiftIn.getTime() - (d + 1) * DAY + h * HOUR + 10 * 60_000),
      })),
    ),
  ).flat();
  const today = ids.map((facilityId, f) => ({
    id: `rep-scale-now-${f}`,
    organizationId: org,
    localId: `scale-now-${f}`,
    facilityId,
    reporterId: scaleIds.reporter,
    submittedBy: scaleIds.reporter,
    shiftId: scaleIds.shift,
    reportingType: 'scheduled',
    date: '',
    time: '',
    payload: { seeded: true },
    createdAt: new Date(shiftIn.getTime() + 20 * 60_000),
  }));
  await storeReports(db, [...history, ...today]);
  await database.exec(
    `UPDATE reports SET date = to_char(created_at AT TIME ZONE 'Asia/Kolkata', 'DD Mon YYYY'), time = to_char(created_at AT TIME ZONE 'Asia/Kolkata', 'FMHH12:MI AM') WHERE organization_id = '${org}' AND date = '';`,
  );
}
