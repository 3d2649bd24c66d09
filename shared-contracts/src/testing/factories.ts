/** Test data with overrides: `createFacility({ checkStatus: 'todo' })`. Schema defaults fill the rest. */
import { type AdHocRequest } from '../schemas/adhoc-request';
import { type Checklist } from '../schemas/checklist';
import { type Parameter } from '../schemas/parameter';
import { type Team } from '../schemas/team';
import { type Facility } from '../schemas/facility';
import { type Organization, organizationSchema } from '../schemas/organization';
import { type Shift } from '../schemas/shift';
import { type TimelineEntry } from '../schemas/timeline-entry';
import { type User, userSchema } from '../schemas/user';

let seq = 0;
const next = () => (seq += 1);

export function createTimelineEntry(overrides: Partial<TimelineEntry> = {}): TimelineEntry {
  return { expectedTime: '2026-05-01T03:30:00.000Z', actualTime: null, status: 'todo', ...overrides };
}

export function createFacility(overrides: Partial<Facility> = {}): Facility {
  const n = next();
  return {
    _id: `facility-${n}`,
    name: `Facility ${n}`,
    timeline: [],
    offsetMinutes: 0,
    active: true,
    location: { name: 'Block A' },
    facilityType: { name: 'Toilet' },
    ...overrides,
  };
}

export function createShift(overrides: Partial<Shift> = {}): Shift {
  const n = next();
  return {
    _id: `shift-${n}`,
    shiftName: `Shift ${n}`,
    started: false,
    finished: false,
    missed: false,
    late: false,
    expectedInTime: '2026-05-01T03:30:00.000Z',
    expectedOutTime: '2026-05-01T11:30:00.000Z',
    checkIns: [],
    mappings: [],
    temporaryMappings: [],
    ...overrides,
  };
}

export function createAdhocRequest(overrides: Partial<AdHocRequest> = {}): AdHocRequest {
  const n = next();
  return {
    _id: `request-${n}`,
    facility: { _id: `facility-${n}`, name: `Facility ${n}`, location: { name: 'Block A' }, facilityType: { name: 'Toilet' } },
    status: 'unchecked',
    issueDetails: [],
    adHocReportType: 'inspect',
    description: '',
    probableIssues: [],
    ...overrides,
  };
}

/** A signed-in user as the shell puts it in the session. */
export function createUser(overrides: Partial<User> & { _id: string }): User {
  return userSchema.parse({ id: overrides._id, name: 'Test user', ...overrides });
}

/** An organisation as GET /organizations/{id} answers. */
export function createOrganization(overrides: Partial<Organization> & { _id: string }): Organization {
  return organizationSchema.parse({ name: 'Test organization', ...overrides });
}

export function createParameter(overrides: Partial<Parameter> = {}): Parameter {
  const n = next();
  return {
    _id: `param-${n}`,
    label: `Parameter ${n}`,
    name: `parameter-${n}`,
    img: null,
    tags: [],
    statusOk: true,
    paramQuantity: 1,
    photoRequired: false,
    ...overrides,
  };
}

export function createChecklist(overrides: Partial<Checklist> = {}): Checklist {
  const n = next();
  return {
    _id: `checklist-${n}`,
    name: `Checklist ${n}`,
    facility: `facility-${n}`,
    parameters: [],
    paramProps: [],
    overallImgCount: null,
    mandatoryOverallImg: null,
    inspectionMode: 0,
    appendixChecklistTemplate: false,
    ...overrides,
  };
}

export function createTeam(overrides: Partial<Team> = {}): Team {
  const n = next();
  return { _id: `team-${n}`, name: `Team ${n}`, label: null, defaultParameters: [], ...overrides };
}
