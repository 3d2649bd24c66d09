/**
 * What the team calls share (issue 20): who may be a member (spec 001 §6 group matching: fixer-manager
 * or fixer-internal by membership role, assigned roles, user groups or system roles), open issue
 * counts per team, and the one rule for default parameters: a parameter is the default of at most one
 * team, and the teams' lists are the one source of a parameter's default team.
 */
import { and, count, eq, inArray, isNull, notInArray } from 'drizzle-orm';
import type { TeamMemberCandidate } from 'shared-contracts/schemas';
import { schemas } from '../contracts';
import type { Db } from '../db/client';
import { issues, locations, memberships, teams, users } from '../db/schema';
import { conflict, notFound } from '../http/errors';

const FIXER_GROUPS = new Set<string>(schemas.TEAM_MEMBER_GROUPS);
/** Issue states that are no longer open. */
export const CLOSED_ISSUE_STATES = ['resolved', 'verified'];

export async function teamMemberCandidates(db: Db, organizationId: string): Promise<TeamMemberCandidate[]> {
  const rows = await db
    .select({ user: users, membership: memberships })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(eq(memberships.organizationId, organizationId));
  return rows
    .map(({ user, membership }) => {
      const groups = [membership.role, ...membership.assignedRoles, ...user.userGroupNames, ...user.systemRoles];
      const group = groups.find((name) => FIXER_GROUPS.has(name));
      return group ? { _id: user.id, name: `${user.firstName} ${user.lastName}`.trim(), email: user.email, group } : null;
    })
    .filter((candidate): candidate is TeamMemberCandidate => candidate !== null)
    .sort((a, b) => a.name.localeCompare(b.name));
}

/** Open issues assigned to each team of the organisation. */
export async function openIssueCounts(db: Db, organizationId: string, teamIds?: readonly string[]): Promise<Map<string, number>> {
  const rows = await db
    .select({ teamId: issues.teamId, n: count() })
    .from(issues)
    .where(
      and(
        eq(issues.organizationId, organizationId),
        notInArray(issues.status, CLOSED_ISSUE_STATES),
        teamIds ? inArray(issues.teamId, teamIds.length > 0 ? [...teamIds] : ['']) : undefined,
      ),
    )
    .groupBy(issues.teamId);
  return new Map(rows.flatMap((row) => (row.teamId ? [[row.teamId, row.n] as const] : [])));
}

/** The teams in use (not retired). */
export function liveTeams(db: Db, organizationId: string) {
  return db
    .select()
    .from(teams)
    .where(and(eq(teams.organizationId, organizationId), isNull(teams.retiredAt)))
    .orderBy(teams.name);
}

/** parameter id → the id of the team whose default parameters include it. */
export async function defaultTeamByParameter(db: Db, organizationId: string): Promise<Map<string, string>> {
  const map = new Map<string, string>();
  for (const team of await liveTeams(db, organizationId)) for (const parameter of team.defaultParameters) if (!map.has(parameter)) map.set(parameter, team.id);
  return map;
}

type SaveTeamBody = ReturnType<typeof schemas.saveTeamBodySchema.parse>;

/**
 * The rules a saved team must keep (409): members only from the fixer groups, buildings only
 * locations of kind building, a retired team is not edited, names are unique among live teams.
 */
export async function requireTeamRules(db: Db, organizationId: string, body: SaveTeamBody): Promise<void> {
  if (body._id) {
    const [current] = await db
      .select({ retiredAt: teams.retiredAt })
      .from(teams)
      .where(and(eq(teams.id, body._id), eq(teams.organizationId, organizationId)));
    if (!current) throw notFound('No such team.');
    if (current.retiredAt) throw conflict('This team is retired.');
  }
  const clash = (await liveTeams(db, organizationId)).find((team) => team.id !== body._id && team.name.toLowerCase() === body.name.toLowerCase());
  if (clash) throw conflict(`A team named ${clash.name} already exists.`);
  if (body.members && body.members.length > 0) {
    const allowed = new Set((await teamMemberCandidates(db, organizationId)).map((candidate) => candidate._id));
    const refused = body.members.find((member) => !allowed.has(member));
    if (refused) throw conflict(`Only fixer-manager or fixer-internal users can be team members: ${refused}.`);
  }
  if (body.buildings && body.buildings.length > 0) {
    const rows = await db
      .select({ id: locations.id, kind: locations.kind })
      .from(locations)
      .where(and(eq(locations.organizationId, organizationId), inArray(locations.id, body.buildings)));
    const notBuilding = rows.find((row) => row.kind !== 'building');
    if (notBuilding) throw conflict(`A team looks after buildings only: ${notBuilding.id} is a ${notBuilding.kind}.`);
  }
}

/** A parameter is the default of one team: saving a team's defaults takes them from any other team. */
export async function takeDefaultParameters(db: Db, organizationId: string, teamId: string, parameterIds: readonly string[]): Promise<void> {
  if (parameterIds.length === 0) return;
  const taken = new Set(parameterIds);
  for (const other of await liveTeams(db, organizationId)) {
    if (other.id === teamId || !other.defaultParameters.some((p) => taken.has(p))) continue;
    await db
      .update(teams)
      .set({ defaultParameters: other.defaultParameters.filter((p) => !taken.has(p)) })
      .where(eq(teams.id, other.id));
  }
}
