/**
 * Spec 000 §4, parameter: a bad parameter's default team is the parameter's own (defaultTeamName,
 * a team id or name) or else the team whose default parameters include it.
 */
import type { Parameter, Team } from 'shared-contracts';

export function defaultTeamFor(parameter: Pick<Parameter, '_id' | 'defaultTeamName'>, teams: readonly Team[]): string | null {
  const own = parameter.defaultTeamName;
  if (own) {
    const team = teams.find((candidate) => candidate._id === own || candidate.name === own);
    if (team) return team._id;
  }
  return teams.find((team) => team.defaultParameters.includes(parameter._id))?._id ?? null;
}
