/**
 * Shift schedules (issue 20). A schedule is laid out as one shift row per day (an occurrence), so
 * the status, start/end, facilitiesToReport and /shifts/count rules work on what admins create
 * unchanged, at once. Occurrences of one schedule share `seriesId`; editing one rewrites it and the
 * later occurrences nobody has started; temporary mappings stay on the one day they were saved on.
 */
import { and, eq, gt, inArray, isNull, lt, ne, notInArray } from 'drizzle-orm';
import type { FacilityOption, SaveShiftBody, ShiftCandidates, ShiftMappingInput } from 'shared-contracts/schemas';
import type { MappingRole } from 'shared-contracts/rules';
import type { Db } from '../db/client';
import { facilities, memberships, shifts, users } from '../db/schema';
import { badRequest, conflict } from '../http/errors';
import { rules, schemas } from '../contracts';
import { newId } from './ids';
import type { ShiftRow } from './user-shifts';

const DAY = 86_400_000;
/** Asia/Kolkata has had no daylight saving since 1945: a fixed offset is exact. */
const KOLKATA_OFFSET = '+05:30';

export interface Occurrence {
  expectedInTime: Date;
  expectedOutTime: Date;
}

/** The days a schedule covers (Kolkata calendar days), each with its in and out instants. */
export function layOutOccurrences(body: Pick<SaveShiftBody, 'date' | 'inTime' | 'outTime' | 'weekdays'>): Occurrence[] {
  const first = Date.parse(`${body.date}T00:00:00Z`);
  const days =
    body.weekdays.length === 0
      ? [body.date]
      : Array.from({ length: schemas.SHIFT_REPEAT_DAYS }, (_, i) => new Date(first + i * DAY))
          .filter((day) => body.weekdays.includes(day.getUTCDay()))
          .map((day) => day.toISOString().slice(0, 10));
  return days.map((day) => {
    const expectedInTime = new Date(`${day}T${body.inTime}:00${KOLKATA_OFFSET}`);
    let expectedOutTime = new Date(`${day}T${body.outTime}:00${KOLKATA_OFFSET}`);
    // An out-time at or before the in-time is the next morning (a night shift).
    if (expectedOutTime.getTime() <= expectedInTime.getTime()) expectedOutTime = new Date(expectedOutTime.getTime() + DAY);
    return { expectedInTime, expectedOutTime };
  });
}

interface Member {
  id: string;
  firstName: string;
  lastName: string;
  img: string | null;
  userGroupNames: string[];
  systemRoles: string[];
  assignedRoles: string[];
}

async function organizationMembers(db: Db, organizationId: string): Promise<Member[]> {
  const rows = await db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      img: users.img,
      userGroupNames: users.userGroupNames,
      systemRoles: users.systemRoles,
      assignedRoles: memberships.assignedRoles,
      role: memberships.role,
    })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(eq(memberships.organizationId, organizationId))
    .orderBy(users.firstName, users.lastName);
  return rows.map(({ role, ...row }) => ({ ...row, assignedRoles: [...new Set([role, ...row.assignedRoles])] }));
}

const nameOf = (m: Pick<Member, 'firstName' | 'lastName'>) => `${m.firstName} ${m.lastName}`.trim();
const refOf = (m: Member) => ({ _id: m.id, name: nameOf(m), firstName: m.firstName, lastName: m.lastName, img: m.img });

export async function shiftCandidates(db: Db, organizationId: string): Promise<ShiftCandidates> {
  const members = await organizationMembers(db, organizationId);
  const of = (role: MappingRole) => members.filter((m) => rules.matchesMappingRole(m, role)).map(refOf);
  const places = await db
    .select({ _id: facilities.id, name: facilities.name, kind: facilities.kind })
    .from(facilities)
    .where(and(eq(facilities.organizationId, organizationId), eq(facilities.active, true)))
    .orderBy(facilities.name);
  return {
    reporters: of('reporter'),
    supervisors: of('supervisor'),
    janitors: of('janitor'),
    escalationTargets: of('escalateTo'),
    facilities: places.map(facilityOptionOf),
  };
}

/** A facility as the shift editor offers it, saying which are assets. */
export const facilityOptionOf = (place: { _id: string; name: string; kind: string }): FacilityOption => ({
  _id: place._id,
  name: place.name,
  kind: place.kind === 'asset' ? 'asset' : 'facility',
});

const ROLE_FIELDS: readonly MappingRole[] = ['reporter', 'supervisor', 'janitor', 'escalateTo'];
const ROLE_NAMES: Record<MappingRole, string> = { reporter: 'reporter', supervisor: 'supervisor', janitor: 'janitor', escalateTo: 'escalation target' };

/** 400 unless every person fits their role by group matching and every facility is an active one of the organisation. */
export async function checkMappings(db: Db, organizationId: string, mappings: readonly ShiftMappingInput[]): Promise<Map<string, Member>> {
  const members = new Map((await organizationMembers(db, organizationId)).map((m) => [m.id, m]));
  for (const mapping of mappings) {
    for (const role of ROLE_FIELDS) {
      const id = mapping[role];
      if (!id) continue;
      const member = members.get(id);
      if (!member || !rules.matchesMappingRole(member, role))
        throw badRequest(`This person cannot be the ${ROLE_NAMES[role]} of a mapping.`, { field: role, id });
    }
  }
  const wanted = [...new Set(mappings.flatMap((m) => m.facilities))];
  if (wanted.length) {
    const found = await db
      .select({ id: facilities.id })
      .from(facilities)
      .where(and(eq(facilities.organizationId, organizationId), eq(facilities.active, true), inArray(facilities.id, wanted)));
    if (found.length !== wanted.length) throw badRequest('No such facility.');
  }
  return members;
}

/**
 * 409 when a reporter of `mappings` is in another shift of the organisation (not retired, not one
 * of `excluding`) whose time overlaps the occurrence.
 */
export async function refuseReporterConflicts(
  db: Db,
  organizationId: string,
  occurrence: Occurrence,
  mappings: readonly ShiftMappingInput[],
  excluding: readonly string[],
  members: Map<string, Member>,
): Promise<void> {
  const reporters = new Set(mappings.map((m) => m.reporter).filter((id): id is string => Boolean(id)));
  if (reporters.size === 0) return;
  const overlapping = await db
    .select()
    .from(shifts)
    .where(
      and(
        eq(shifts.organizationId, organizationId),
        isNull(shifts.retiredAt),
        lt(shifts.expectedInTime, occurrence.expectedOutTime),
        gt(shifts.expectedOutTime, occurrence.expectedInTime),
        ...(excluding.length ? [notInArray(shifts.id, [...excluding])] : []),
      ),
    );
  for (const other of overlapping) {
    const clash = [...other.mappings, ...other.temporaryMappings].find((m) => m.reporter && reporters.has(m.reporter));
    if (clash?.reporter) {
      const who = members.get(clash.reporter);
      throw conflict(`${who ? nameOf(who) : 'This reporter'} is already in ${other.shiftName} at that time.`);
    }
  }
}

const toStored = (m: ShiftMappingInput) => ({
  _id: newId(),
  reporter: m.reporter ?? null,
  supervisor: m.supervisor ?? null,
  janitor: m.janitor ?? null,
  escalateTo: m.escalateTo ?? null,
  interval: m.interval,
  facilities: [...new Set(m.facilities)],
  preferredChecklists: m.preferredChecklists,
});

/**
 * Creates a schedule (no `existing`) or rewrites `existing` and the later occurrences of its
 * schedule that nobody started. Every check runs before the first write; the caller wraps it in a
 * transaction. Answers the occurrence ids, the edited (or first) one first.
 */
export async function saveSchedule(db: Db, organizationId: string, body: SaveShiftBody, existing?: ShiftRow): Promise<string[]> {
  const occurrences = layOutOccurrences(body);
  if (occurrences.length === 0) throw badRequest('The shift repeats on no day.', { field: 'weekdays' });
  const members = await checkMappings(db, organizationId, [...body.mappings, ...body.temporaryMappings]);
  const seriesId = existing?.seriesId ?? existing?.id ?? newId();
  const replaced = existing ? await laterUnstarted(db, organizationId, existing, seriesId) : [];
  const ids = [existing?.id ?? newId(), ...occurrences.slice(1).map(() => newId())];
  const excluding = [...ids, ...replaced];
  for (const [i, occurrence] of occurrences.entries()) {
    await refuseReporterConflicts(db, organizationId, occurrence, i === 0 ? [...body.mappings, ...body.temporaryMappings] : body.mappings, excluding, members);
  }
  const rows = occurrences.map((occurrence, i) => ({
    id: ids[i] ?? newId(),
    organizationId,
    shift: body.shiftName,
    shiftName: body.shiftName,
    ...occurrence,
    mappings: body.mappings.map(toStored),
    temporaryMappings: i === 0 ? body.temporaryMappings.map(toStored) : [],
    seriesId,
    weekdays: [...new Set(body.weekdays)].sort(),
  }));
  if (replaced.length) await db.delete(shifts).where(and(eq(shifts.organizationId, organizationId), inArray(shifts.id, replaced)));
  const [first, ...rest] = rows;
  if (!first) return [];
  if (existing) {
    const { id, organizationId: _org, ...changes } = first;
    await db.update(shifts).set(changes).where(eq(shifts.id, id));
  } else {
    await db.insert(shifts).values(first);
  }
  if (rest.length) await db.insert(shifts).values(rest);
  return rows.map((row) => row.id);
}

/** The ids of the occurrences after `row` in its schedule that are not retired and that nobody started. */
async function laterUnstarted(db: Db, organizationId: string, row: ShiftRow, seriesId: string): Promise<string[]> {
  const later = await db
    .select({ id: shifts.id, checkIns: shifts.checkIns })
    .from(shifts)
    .where(
      and(
        eq(shifts.organizationId, organizationId),
        eq(shifts.seriesId, seriesId),
        ne(shifts.id, row.id),
        isNull(shifts.retiredAt),
        gt(shifts.expectedInTime, row.expectedInTime),
      ),
    );
  return later.filter((r) => r.checkIns.length === 0).map((r) => r.id);
}

/** Retires `row` and the later unstarted occurrences of its schedule; 409 when started or retired already. */
export async function retireSchedule(db: Db, organizationId: string, row: ShiftRow, now: Date): Promise<void> {
  if (row.retiredAt) throw conflict('This shift is already retired.');
  if (row.checkIns.length > 0) throw conflict(schemas.SHIFT_STARTED_CANNOT_RETIRE);
  const later = row.seriesId ? await laterUnstarted(db, organizationId, row, row.seriesId) : [];
  await db
    .update(shifts)
    .set({ retiredAt: now })
    .where(and(eq(shifts.organizationId, organizationId), inArray(shifts.id, [row.id, ...later])));
}
