/**
 * Demo data, relative to the moment of seeding and moved to now at every start (db/rebase.ts;
 * times are instants, the UI shows them in Asia/Kolkata): two organisations, their places, facilities with QR codes 'facility=<id>',
 * checklists in all three inspection modes, teams, a shift running now and one upcoming, ad-hoc
 * requests in every status, reports, issues and feedbacks. Ids are readable and stable so tests
 * and printed QR codes can name them.
 */
import type { IssueDetail, ParamProps, ShiftMapping } from 'shared-contracts/schemas';
import { hashPassword } from '../auth/password';
import { rolePermissions, type RoleName } from '../auth/roles';
import type { Database } from './client';
import { DEMO_PASSWORD } from './demo-logins';
import { resetOrder } from './migrations';
import { recordSeedAnchor } from './rebase';
import * as t from './schema';
import { seedFreshOrganization } from './seed-fresh-org';
import { seedReportHistory } from './seed-history';
import { seedNotifications } from './seed-notifications';
import { seedTeamsAndContacts } from './seed-teams';
import { schemas } from '../contracts';
import { seedIssueHistory } from './seed-issues';
import { seedNestedPlaces } from './seed-places';
import { seedFeedbackDetails } from './seed-feedback';
import { seedPeople } from './seed-people';
import { seedContactTargets } from './seed-contact-targets';
import { seedSchedules } from './seed-schedules';
import { seedAssets } from './seed-assets';
import { issueActivationKey, issueJoinCode } from '../services/access-codes';
import { storeReports } from '../services/report-store';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

export const seedIds = {
  acme: 'org-acme',
  blueRiver: 'org-blueriver',
  reporter: 'usr-reporter',
  desk: 'usr-desk',
  manager: 'usr-manager',
  fixer: 'usr-fixer',
  admin: 'usr-admin',
  sysadmin: 'usr-sysadmin',
  currentShift: 'shf-acme-now',
  upcomingShift: 'shf-acme-next',
  yesterdayShift: 'shf-acme-yesterday',
  missedShift: 'shf-acme-missed',
  /** The manager's supervision shift, started, ending 10 minutes after seeding: its End action is open. */
  handoverShift: 'shf-acme-handover',
  blueRiverShift: 'shf-blueriver-now',
  /** Acme's custom role 'auditor' (read-only overview and reports). */
  auditor: 'usr-auditor',
  /** Waiting for activation with the seed's key for admin@facilityops.test; nobody belongs to it yet. */
  newOrganization: 'org-sunrise',
  /** fac-acme-01 … fac-acme-24, fac-blue-01 … fac-blue-06. */
  facility: (org: 'acme' | 'blue', n: number) => `fac-${org}-${String(n).padStart(2, '0')}`,
} as const;

/** Reporter's facilities in the current shift: 1-12; desk reporter's: 13-18. */
const reporterFacilities = Array.from({ length: 12 }, (_, i) => seedIds.facility('acme', i + 1));
const deskFacilities = Array.from({ length: 6 }, (_, i) => seedIds.facility('acme', i + 13));

export async function isSeeded(database: Database): Promise<boolean> {
  const rows = await database.db.select({ id: t.organizations.id }).from(t.organizations).limit(1);
  return rows.length > 0;
}

export async function resetDatabase(database: Database): Promise<void> {
  await database.exec(`TRUNCATE ${resetOrder.join(', ')} CASCADE;`);
}

/**
 * The demo's join codes and activation key. Only their hashes are stored, so these are known only
 * to whoever seeded (the start and seed scripts print them; tests read them from createTestApp).
 */
export interface DemoSecrets {
  joinCodes: { acmeReporter: string; blueRiverManager: string };
  activationKeys: { sunrise: string };
}

export async function seedDatabase(database: Database, now: Date = new Date()): Promise<DemoSecrets> {
  const { db } = database;
  const hash = await hashPassword(DEMO_PASSWORD);
  const hourStart = new Date(Math.floor(now.getTime() / HOUR) * HOUR);
  const shiftIn = new Date(hourStart.getTime() - 2 * HOUR);
  const shiftOut = new Date(shiftIn.getTime() + 8 * HOUR);
  const iso = (date: Date) => date.toISOString();

  await db.insert(t.organizations).values([
    {
      id: seedIds.acme,
      name: 'Acme Facilities Pvt Ltd',
      ownerName: 'Asha Admin',
      city: 'Pune',
      logoUrl: '/static/branding/acme.png',
      theme: {
        colors: { primary: '#1565c0', secondary: '#ff8f00', background: '#f5f7fb' },
        branding: { image: '/static/branding/acme.png', display_name: 'Acme FacilityOps' },
      },
      enableFeedback: true,
      setup: { activated: true, facilitiesGenerated: true, templatesGenerated: true, configured: true, progress: 1 },
    },
    {
      id: seedIds.blueRiver,
      name: 'Blue River Hospital',
      ownerName: 'Sam Sysadmin',
      city: 'Bengaluru',
      logoUrl: '/static/branding/blueriver.png',
      theme: {
        colors: { primary: '#00796b', secondary: '#c2185b', background: '#f3faf9' },
        branding: { image: '/static/branding/blueriver.png', display_name: 'Blue River Care' },
      },
      enableFeedback: false,
      setup: { activated: true, facilitiesGenerated: true, templatesGenerated: false, configured: false, progress: 0.5 },
    },
  ]);

  const person = (id: string, email: string, firstName: string, lastName: string, groups: string[], extra: Partial<typeof t.users.$inferInsert> = {}) => ({
    id,
    email,
    passwordHash: hash,
    firstName,
    lastName,
    userGroupNames: groups,
    currentOrganization: seedIds.acme,
    homePage: '/home',
    ...extra,
  });
  await db
    .insert(t.users)
    .values([
      person(seedIds.reporter, 'reporter@facilityops.test', 'Rita', 'Reporter', ['reporter-internal']),
      person(seedIds.desk, 'desk@facilityops.test', 'Dev', 'Desk', ['reporter-internal']),
      person(seedIds.manager, 'manager@facilityops.test', 'Maya', 'Manager', ['manager']),
      person(seedIds.fixer, 'fixer@facilityops.test', 'Farhan', 'Fixer', ['fixer-internal']),
      person(seedIds.admin, 'admin@facilityops.test', 'Asha', 'Admin', ['organization-admin'], { isSwitchable: true }),
      person(seedIds.sysadmin, 'sysadmin@facilityops.test', 'Sam', 'Sysadmin', ['system-admin'], { isSwitchable: true, systemRoles: ['system-admin'] }),
    ]);
  const member = (userId: string, organizationId: string, role: RoleName) => ({
    userId,
    organizationId,
    role,
    assignedRoles: [role],
    permissions: [...rolePermissions[role]],
  });
  await db
    .insert(t.memberships)
    .values([
      member(seedIds.reporter, seedIds.acme, 'reporter-internal'),
      member(seedIds.desk, seedIds.acme, 'reporter-desk'),
      member(seedIds.manager, seedIds.acme, 'manager'),
      member(seedIds.fixer, seedIds.acme, 'fixer-internal'),
      member(seedIds.admin, seedIds.acme, 'organization-admin'),
      member(seedIds.admin, seedIds.blueRiver, 'organization-admin'),
      member(seedIds.sysadmin, seedIds.acme, 'system-admin'),
      member(seedIds.sysadmin, seedIds.blueRiver, 'system-admin'),
    ]);

  // Places and kinds.
  const acmeLocations = ['Tower A', 'Tower B', 'Food Court', 'Parking'];
  const blueLocations = ['Main Block', 'OPD Wing'];
  const kinds = ['Washroom', 'Pantry', 'Lift Lobby', 'Reception'];
  await db
    .insert(t.locations)
    .values([
      ...acmeLocations.map((name, i) => ({ id: `loc-acme-${i + 1}`, organizationId: seedIds.acme, name, address: `${name}, Hinjewadi Phase 1, Pune` })),
      ...blueLocations.map((name, i) => ({ id: `loc-blue-${i + 1}`, organizationId: seedIds.blueRiver, name, address: `${name}, Whitefield, Bengaluru` })),
    ]);
  await db
    .insert(t.facilityTypes)
    .values([
      ...kinds.map((name, i) => ({ id: `fty-acme-${i + 1}`, organizationId: seedIds.acme, name, label: name })),
      ...kinds.slice(0, 2).map((name, i) => ({ id: `fty-blue-${i + 1}`, organizationId: seedIds.blueRiver, name, label: name })),
    ]);

  const acmeFacilities = Array.from({ length: 24 }, (_, i) => {
    const location = i % acmeLocations.length;
    const kind = Math.floor(i / acmeLocations.length) % kinds.length;
    return {
      id: seedIds.facility('acme', i + 1),
      organizationId: seedIds.acme,
      name: `${acmeLocations[location]} ${kinds[kind]} ${Math.floor(i / 16) + 1}`,
      locationId: `loc-acme-${location + 1}`,
      facilityTypeId: `fty-acme-${kind + 1}`,
      active: i !== 23,
      reportingType: 'scheduled',
      offsetMinutes: 15,
      fmsTicketId: i === 11 ? 'FMS-1042' : null,
    };
  });
  const blueFacilities = Array.from({ length: 6 }, (_, i) => ({
    id: seedIds.facility('blue', i + 1),
    organizationId: seedIds.blueRiver,
    name: `${blueLocations[i % 2]} ${kinds[Math.floor(i / 2) % 2]} ${i + 1}`,
    locationId: `loc-blue-${(i % 2) + 1}`,
    facilityTypeId: `fty-blue-${(Math.floor(i / 2) % 2) + 1}`,
    active: true,
    reportingType: 'scheduled',
    offsetMinutes: 15,
    fmsTicketId: null,
  }));
  await db.insert(t.facilities).values([...acmeFacilities, ...blueFacilities]);

  // Teams and parameters.
  const parameterNames = [
    ['floor', 'Floor', 'Housekeeping', ['Wet', 'Stains', 'Litter']],
    ['mirror', 'Mirror', 'Housekeeping', ['Smudged', 'Broken']],
    ['wash-basin', 'Wash Basin', 'Plumbing', ['Clogged', 'Leaking', 'Dirty']],
    ['dustbin', 'Dustbin', 'Housekeeping', ['Overflowing', 'Missing liner']],
    ['soap-dispenser', 'Soap Dispenser', 'Plumbing', ['Empty', 'Broken']],
    ['odour', 'Odour', 'Housekeeping', ['Foul smell']],
    ['lights', 'Lights', 'Electrical', ['Flickering', 'Not working']],
    ['tissue', 'Tissue Roll', 'Housekeeping', ['Empty']],
  ] as const;
  const teamNames = ['Housekeeping', 'Plumbing', 'Electrical'] as const;
  for (const [org, short] of [
    [seedIds.acme, 'acme'],
    [seedIds.blueRiver, 'blue'],
  ] as const) {
    await db.insert(t.parameters).values(
      parameterNames.map(([name, label, team, tags]) => ({
        id: `par-${short}-${name}`,
        organizationId: org,
        name,
        label,
        img: `/static/parameters/${name}.svg`,
        category: kinds[0],
        tags: tags.map((tag, i) => ({ _id: `tag-${short}-${name}-${i + 1}`, name: tag })),
        defaultTeamName: team,
      })),
    );
    await db.insert(t.teams).values(
      teamNames.map((team) => ({
        id: `tea-${short}-${team.toLowerCase()}`,
        organizationId: org,
        name: team,
        label: `${team} team`,
        defaultParameters: parameterNames.filter(([, , owner]) => owner === team).map(([name]) => `par-${short}-${name}`),
        members: short === 'acme' ? [seedIds.fixer] : [],
      })),
    );
  }

  // Checklists: modes 0, 1, 2 in turn; the first four facilities also carry an appendix checklist.
  const paramPropsFor = (short: string, mode: number): ParamProps[] => [
    {
      id: `par-${short}-wash-basin`,
      name: 'wash-basin',
      isEnabled: true,
      imageSettings: { enabled: true, isMandatory: mode === 1, imageCount: mode === 1 ? 1 : 0 },
      additionalParameters: ['Water pressure'],
    },
    {
      id: `par-${short}-floor`,
      name: 'floor',
      isEnabled: true,
      imageSettings: { enabled: true, isMandatory: false, imageCount: 1 },
      additionalParameters: [],
      quantity: 2,
    },
  ];
  const checklistRows = [...acmeFacilities, ...blueFacilities].flatMap((facility, i) => {
    const short = facility.organizationId === seedIds.acme ? 'acme' : 'blue';
    const mode = i % 3;
    const main = {
      id: `chk-${facility.id}`,
      organizationId: facility.organizationId,
      facilityId: facility.id,
      name: `${facility.name} checklist`,
      parameterIds: parameterNames.slice(0, mode === 1 ? 5 : 8).map(([name]) => `par-${short}-${name}`),
      paramProps: paramPropsFor(short, mode),
      overallImgCount: mode === 2 ? 1 : 3,
      mandatoryOverallImg: mode !== 0 || i % 2 === 0,
      inspectionMode: mode,
      appendix: false,
    };
    if (i >= 4 || short !== 'acme') return [main];
    return [
      main,
      { ...main, id: `chk-${facility.id}-appendix`, name: `${facility.name} appendix`, parameterIds: main.parameterIds.slice(0, 2), appendix: true },
    ];
  });
  await db.insert(t.checklists).values(checklistRows);

  // Shifts: one running now (reporter checked in), one upcoming, one finished yesterday, one missed,
  // and the manager's handover shift about to end.
  const mapping = (reporter: string, facilities: string[], interval: number): ShiftMapping => ({
    reporter,
    supervisor: seedIds.manager,
    janitor: seedIds.fixer,
    interval,
    facilities,
    preferredChecklists: facilities[0] ? [{ facility: facilities[0], checklist: `chk-${facilities[0]}` }] : [],
  });
  const acmeMappings = [mapping(seedIds.reporter, reporterFacilities, 2), mapping(seedIds.desk, deskFacilities, 2)];
  const day = (offset: number) => new Date(shiftIn.getTime() + offset * DAY);
  const handoverOut = new Date(Math.floor(now.getTime() / 60_000) * 60_000 + 10 * 60_000);
  await db.insert(t.shifts).values([
    {
      id: seedIds.currentShift,
      organizationId: seedIds.acme,
      shift: 'General',
      shiftName: 'General Shift',
      expectedInTime: shiftIn,
      expectedOutTime: shiftOut,
      mappings: acmeMappings,
      checkIns: [{ user: seedIds.reporter, facilities: reporterFacilities, actualInTime: iso(new Date(shiftIn.getTime() + 5 * 60_000)) }],
    },
    {
      id: seedIds.upcomingShift,
      organizationId: seedIds.acme,
      shift: 'General',
      shiftName: 'General Shift',
      expectedInTime: day(1),
      expectedOutTime: new Date(day(1).getTime() + 8 * HOUR),
      mappings: acmeMappings,
    },
    {
      id: seedIds.yesterdayShift,
      organizationId: seedIds.acme,
      shift: 'General',
      shiftName: 'General Shift',
      expectedInTime: day(-1),
      expectedOutTime: new Date(day(-1).getTime() + 8 * HOUR),
      mappings: acmeMappings,
      checkIns: [
        { user: seedIds.reporter, facilities: reporterFacilities, actualInTime: iso(day(-1)), actualOutTime: iso(new Date(day(-1).getTime() + 8 * HOUR)) },
        { user: seedIds.desk, facilities: deskFacilities, actualInTime: iso(day(-1)), actualOutTime: iso(new Date(day(-1).getTime() + 8 * HOUR)) },
      ],
    },
    {
      id: seedIds.missedShift,
      organizationId: seedIds.acme,
      shift: 'Night',
      shiftName: 'Night Shift',
      expectedInTime: new Date(day(-2).getTime() + 12 * HOUR),
      expectedOutTime: new Date(day(-2).getTime() + 20 * HOUR),
      mappings: acmeMappings,
    },
    {
      id: seedIds.handoverShift,
      organizationId: seedIds.acme,
      shift: 'Handover',
      shiftName: 'Handover Shift',
      expectedInTime: new Date(handoverOut.getTime() - 8 * HOUR),
      expectedOutTime: handoverOut,
      mappings: [
        {
          reporter: null,
          supervisor: seedIds.manager,
          janitor: null,
          interval: 4,
          facilities: [seedIds.facility('acme', 19), seedIds.facility('acme', 20)],
          preferredChecklists: [],
        },
      ],
      checkIns: [{ user: seedIds.manager, facilities: [], actualInTime: iso(new Date(handoverOut.getTime() - 8 * HOUR + 3 * 60_000)) }],
    },
    {
      id: seedIds.blueRiverShift,
      organizationId: seedIds.blueRiver,
      shift: 'General',
      shiftName: 'Ward Rounds',
      expectedInTime: shiftIn,
      expectedOutTime: shiftOut,
      mappings: [
        mapping(
          seedIds.admin,
          blueFacilities.map((f) => f.id),
          4,
        ),
      ],
    },
  ]);

  // The daily General shift of the weeks before (days 4-30 back; the /users/shifts window keeps only
  // the four above), worked by both reporters: with the report history below, the statistics by
  // date have expected and actual counts.
  await db.insert(t.shifts).values(
    Array.from({ length: 27 }, (_, i) => {
      const back = i + 4;
      const checkIn = (user: string, facilities: string[]) => ({
        user,
        facilities,
        actualInTime: iso(day(-back)),
        actualOutTime: iso(new Date(day(-back).getTime() + 8 * HOUR)),
      });
      return {
        id: `shf-acme-past-${back}`,
        organizationId: seedIds.acme,
        shift: 'General',
        shiftName: 'General Shift',
        expectedInTime: day(-back),
        expectedOutTime: new Date(day(-back).getTime() + 8 * HOUR),
        mappings: acmeMappings,
        checkIns: [checkIn(seedIds.reporter, reporterFacilities), checkIn(seedIds.desk, deskFacilities)],
      };
    }),
  );

  // Reports: the first window of the current shift is done for half of the reporter's facilities.
  const reportRows = reporterFacilities.slice(0, 6).map((facilityId, i) => ({
    id: `rep-now-${i + 1}`,
    organizationId: seedIds.acme,
    localId: `seed-now-${i + 1}`,
    facilityId,
    reporterId: seedIds.reporter,
    submittedBy: seedIds.reporter,
    shiftId: seedIds.currentShift,
    reportingType: 'scheduled',
    date: '',
    time: '',
    payload: { seeded: true },
    createdAt: new Date(shiftIn.getTime() + (20 + i * 10) * 60_000),
  }));
  const history = Array.from({ length: 30 }, (_, d) =>
    [...reporterFacilities, ...deskFacilities].slice(0, 6 + (d % 7)).map((facilityId, i) => ({
      id: `rep-hist-${d}-${i}`,
      organizationId: seedIds.acme,
      localId: `seed-hist-${d}-${i}`,
      facilityId,
      reporterId: i % 2 === 0 ? seedIds.reporter : seedIds.desk,
      submittedBy: i % 2 === 0 ? seedIds.reporter : seedIds.desk,
      shiftId: null,
      reportingType: 'scheduled',
      date: '',
      time: '',
      payload: { seeded: true },
      createdAt: new Date(shiftIn.getTime() - (d + 1) * DAY + i * 20 * 60_000),
    })),
  ).flat();
  await storeReports(db, [...reportRows, ...history]);
  await database.exec(
    `UPDATE reports SET date = to_char(created_at AT TIME ZONE 'Asia/Kolkata', 'DD Mon YYYY'), time = to_char(created_at AT TIME ZONE 'Asia/Kolkata', 'FMHH12:MI AM') WHERE date = '';`,
  );
  await seedReportHistory(database, shiftIn, acmeMappings, seedIds.manager);

  // Ad-hoc requests in every status.
  const issue = (short: string, name: string, label: string, urgencyLevel: IssueDetail['urgencyLevel']): IssueDetail => ({
    parameter: `par-${short}-${name}`,
    label,
    img: `/static/parameters/${name}.svg`,
    media: [],
    description: `${label} needs attention`,
    tags: [],
    selectedTags: [],
    assignedTeamName: `tea-${short}-housekeeping`,
    defaultTeamId: `tea-${short}-housekeeping`,
    urgencyLevel,
    affectedParamsCount: 1,
    paramQuantity: 1,
  });
  const adhoc = (n: number, reporterId: string, facilityId: string, status: string, type: string, description: string, minutesAgo: number) => ({
    id: `adh-acme-${n}`,
    organizationId: seedIds.acme,
    facilityId,
    reporterId,
    shiftId: seedIds.currentShift,
    supervisorId: seedIds.manager,
    // The supervisor raised them for their reporters.
    createdBy: seedIds.manager,
    status,
    issueDetails: [issue('acme', 'floor', 'Floor', n % 2 === 0 ? 'high' : 'moderate')],
    adHocReportType: type,
    description,
    probableIssues: ['Wet floor', 'Litter'],
    createdAt: new Date(now.getTime() - minutesAgo * 60_000),
  });
  await db.insert(t.adhocRequests).values([
    adhoc(1, seedIds.reporter, reporterFacilities[2] ?? '', 'unchecked', 'inspect', 'Visitor complained about a wet floor.', 30),
    // On a facility whose checklist needs no photos: answering it end to end needs no camera.
    adhoc(2, seedIds.reporter, reporterFacilities[9] ?? '', 'unchecked', 'quick-inspect', 'Dustbin overflowing near the entrance.', 45),
    adhoc(3, seedIds.reporter, reporterFacilities[6] ?? '', 'checking', 'inspect', 'Lights flickering in the corridor.', 70),
    adhoc(4, seedIds.reporter, reporterFacilities[8] ?? '', 'checked', 'inspect', 'Soap dispenser empty.', 100),
    adhoc(5, seedIds.desk, deskFacilities[0] ?? '', 'unchecked', 'inspect', 'Bad odour reported by staff.', 20),
    adhoc(6, seedIds.desk, deskFacilities[1] ?? '', 'checked', 'quick-inspect', 'Mirror smudged.', 200),
  ]);

  // Issues and feedbacks over the last 30 days, for the overview popups.
  await db.insert(t.issues).values(
    Array.from({ length: 18 }, (_, i) => ({
      id: `iss-acme-${i + 1}`,
      organizationId: seedIds.acme,
      facilityId: seedIds.facility('acme', (i % 18) + 1),
      parameterId: `par-acme-${parameterNames[i % parameterNames.length]?.[0] ?? 'floor'}`,
      label: parameterNames[i % parameterNames.length]?.[1] ?? 'Floor',
      img: `/static/parameters/${parameterNames[i % parameterNames.length]?.[0] ?? 'floor'}.svg`,
      urgencyLevel: (['low', 'moderate', 'high'] as const)[i % 3],
      raisedBy: i % 2 === 0 ? seedIds.reporter : seedIds.desk,
      statusResolved: i % 3 === 0,
      createdAt: new Date(now.getTime() - (i + 1) * 1.5 * DAY),
    })),
  );
  await seedIssueHistory(db, seedIds.acme, now);
  await db.insert(t.feedbacks).values(
    Array.from({ length: 24 }, (_, i) => ({
      id: `fbk-acme-${i + 1}`,
      organizationId: seedIds.acme,
      facilityId: seedIds.facility('acme', (i % 24) + 1),
      reviewType: i % 4 === 0 ? 'negative' : 'positive',
      needsImmediateService: i % 8 === 0,
      createdAt: new Date(now.getTime() - (i + 1) * DAY),
    })),
  );
  await seedFeedbackDetails(database);
  const demoUsers = [seedIds.reporter, seedIds.desk, seedIds.manager, seedIds.fixer, seedIds.admin, seedIds.sysadmin];
  await seedNotifications(db, seedIds.acme, demoUsers, now);
  await seedSetupData(database);
  await seedTeamsAndContacts(db, seedIds, now);
  await seedContactTargets(db, { acme: seedIds.acme, admin: seedIds.admin }, now);
  await seedNestedPlaces(db, seedIds.blueRiver);
  await seedPeople(db, { acme: seedIds.acme, blueRiver: seedIds.blueRiver, admin: seedIds.admin }, hash, now);
  await seedSchedules(database, seedIds.acme, shiftIn, shiftOut);
  await seedAssets(db, [
    { org: seedIds.acme, short: 'acme', templates: false },
    { org: seedIds.blueRiver, short: 'blue', templates: true },
  ]);
  await seedFreshOrganization(db, hash);
  await recordSeedAnchor(database, now);
  return seedAccessCodes(database, now);
}

/**
 * Issued as the organisation's admins would (services/access-codes.ts), valid for 30 days; demo
 * times move with the demo (db/rebase.ts), so they stay valid in a demo database.
 */
async function seedAccessCodes(database: Database, now: Date): Promise<DemoSecrets> {
  const ctx = { db: database.db, now: () => now };
  const days30 = schemas.ACCESS_CODE_MAX_HOURS;
  const acmeReporter = await issueJoinCode(ctx, {
    organizationId: seedIds.acme,
    role: 'reporter-internal',
    maxUses: 100,
    expiresInHours: days30,
    createdBy: seedIds.admin,
  });
  const blueRiverManager = await issueJoinCode(ctx, {
    organizationId: seedIds.blueRiver,
    role: 'manager',
    maxUses: 100,
    expiresInHours: days30,
    createdBy: seedIds.admin,
  });
  const sunrise = await issueActivationKey(ctx, {
    organizationId: seedIds.newOrganization,
    email: 'admin@facilityops.test',
    expiresInHours: days30,
    createdBy: seedIds.sysadmin,
  });
  return { joinCodes: { acmeReporter: acmeReporter.code, blueRiverManager: blueRiverManager.code }, activationKeys: { sunrise: sunrise.activationKey } };
}

/** What the start and seed scripts print after seeding. */
export function describeDemoSecrets(secrets: DemoSecrets): string[] {
  return [
    `  join code, Acme reporter-internal (100 uses): ${secrets.joinCodes.acmeReporter}`,
    `  join code, Blue River manager (100 uses):     ${secrets.joinCodes.blueRiverManager}`,
    `  activation key of Sunrise Mall for admin@facilityops.test: ${secrets.activationKeys.sunrise}`,
  ];
}

/**
 * Organisation set-up data: an organisation waiting for activation (seedAccessCodes issues its key),
 * checklist templates per facility type, the feedback form and a custom role.
 */
async function seedSetupData(database: Database): Promise<void> {
  const { db } = database;
  await db.insert(t.organizations).values({
    id: seedIds.newOrganization,
    name: 'Sunrise Mall',
    ownerName: null,
    city: 'Hyderabad',
    theme: { colors: { primary: '#e65100', secondary: '#00838f', background: '#fff8f2' }, branding: { image: null, display_name: 'Sunrise Mall' } },
    enableFeedback: true,
    setup: { activated: false, facilitiesGenerated: false, templatesGenerated: false, configured: false, progress: 0 },
  });
  const names = ['floor', 'mirror', 'wash-basin', 'dustbin', 'soap-dispenser', 'odour', 'lights', 'tissue'];
  await db.insert(t.checklistTemplates).values(
    ['Washroom', 'Pantry', 'Lift Lobby', 'Reception'].map((type, i) => ({
      id: `ctp-acme-${i + 1}`,
      organizationId: seedIds.acme,
      name: `${type} checklist`,
      facilityTypeId: `fty-acme-${i + 1}`,
      parameterIds: names.slice(0, i % 2 === 0 ? 8 : 5).map((name) => `par-acme-${name}`),
      inspectionMode: i % 3,
    })),
  );
  await db.insert(t.feedbackParameters).values(
    [
      ['cleanliness', 'Cleanliness'],
      ['smell', 'Smell'],
      ['supplies', 'Supplies'],
      ['staff', 'Staff behaviour'],
    ].map(([name, label]) => ({ id: `fbp-acme-${name}`, organizationId: seedIds.acme, name: name ?? '', label })),
  );
  await db.insert(t.feedbackTemplates).values({
    id: 'fbt-acme-1',
    organizationId: seedIds.acme,
    name: 'Washroom feedback',
    parameterIds: ['fbp-acme-cleanliness', 'fbp-acme-smell', 'fbp-acme-supplies'],
  });
  const auditorPermissions = ['homeMenuView-read', 'facility-read', 'organization-read', 'dailyReportsMenuView-read'];
  await db.insert(t.customRoles).values({ id: 'rol-acme-auditor', organizationId: seedIds.acme, name: 'auditor', permissions: auditorPermissions });
  // Someone with the custom role, so every permission set has a user.
  await db.insert(t.users).values({
    id: seedIds.auditor,
    email: 'auditor@facilityops.test',
    passwordHash: await hashPassword(DEMO_PASSWORD),
    firstName: 'Anil',
    lastName: 'Auditor',
    userGroupNames: [],
    currentOrganization: seedIds.acme,
    homePage: '/home',
  });
  await db
    .insert(t.memberships)
    .values({ userId: seedIds.auditor, organizationId: seedIds.acme, role: 'auditor', assignedRoles: ['auditor'], permissions: auditorPermissions });
}
