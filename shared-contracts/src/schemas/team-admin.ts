/**
 * The admin side of teams (issue 20): the list with counts, one team with its members, default
 * parameters and buildings named, the member candidates (spec 001 §6: fixer-manager or
 * fixer-internal), and which teams look after a building.
 */
import { z } from 'zod/mini';
import { idSchema, nameSchema, namedRefSchema } from './common';
import { lazySchema } from './lazy-schema';

/** The groups whose users may be team members (spec 001 §6, group matching). */
export const TEAM_MEMBER_GROUPS = ['fixer-manager', 'fixer-internal'] as const;

/** GET /organizations/{id}/teams/overview?search=: one row per team. */
export const teamSummarySchema = lazySchema(() =>
  z.object({
    _id: idSchema,
    name: nameSchema,
    label: z.nullable(nameSchema),
    memberCount: z.int().check(z.nonnegative()),
    openIssueCount: z.int().check(z.nonnegative()),
    defaultParameterCount: z.int().check(z.nonnegative()),
    buildings: z.array(namedRefSchema),
  }),
);
export type TeamSummary = z.infer<typeof teamSummarySchema>;
export const teamSummaryListSchema = lazySchema(() => z.array(teamSummarySchema));

export const teamOverviewQuerySchema = lazySchema(() => z.object({ search: z.optional(z.string().check(z.trim(), z.maxLength(200))) }));
export type TeamOverviewQuery = z.infer<typeof teamOverviewQuerySchema>;

/** A member candidate: a user of the organisation in a fixer group. */
export const teamMemberCandidateSchema = lazySchema(() => z.object({ _id: idSchema, name: z.string(), email: z.string(), group: z.string() }));
export type TeamMemberCandidate = z.infer<typeof teamMemberCandidateSchema>;

/**
 * GET /organizations/{id}/teams/options: what the team form offers, readable with team-read alone:
 * member candidates, parameters (with the live team that has each as a default) and buildings.
 */
export const teamOptionsSchema = lazySchema(() =>
  z.object({
    members: z.array(teamMemberCandidateSchema),
    parameters: z.array(z.object({ _id: idSchema, name: z.string(), category: z.nullable(z.string()), defaultTeam: z.nullable(namedRefSchema) })),
    buildings: z.array(namedRefSchema),
  }),
);
export type TeamOptions = z.infer<typeof teamOptionsSchema>;

/** GET /organizations/{id}/teams/{teamId}: the team with its references named. */
export const teamDetailSchema = lazySchema(() =>
  z.object({
    _id: idSchema,
    name: nameSchema,
    label: z.nullable(nameSchema),
    members: z.array(namedRefSchema),
    defaultParameters: z.array(namedRefSchema),
    buildings: z.array(namedRefSchema),
    openIssueCount: z.int().check(z.nonnegative()),
  }),
);
export type TeamDetail = z.infer<typeof teamDetailSchema>;

/** GET /organizations/{id}/buildings/{buildingId}/teams: the building and the teams that look after it. */
export const buildingTeamsSchema = lazySchema(() =>
  z.object({
    building: namedRefSchema,
    teams: z.array(z.object({ _id: idSchema, name: nameSchema, label: z.nullable(nameSchema), memberCount: z.int().check(z.nonnegative()) })),
  }),
);
export type BuildingTeams = z.infer<typeof buildingTeamsSchema>;

/** The 409 when a team with open issues is retired. */
export const teamHasOpenIssuesMessage = (count: number): string =>
  `This team has ${count} open issue${count === 1 ? '' : 's'} assigned: reassign or resolve them before retiring it.`;
