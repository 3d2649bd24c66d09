/** The raise-an-issue form's pure parts (issue 16): what is missing, the default team, the assignee choices, the body. */
import { type Parameter, type RaiseIssueBody, type Team, type UrgencyLevel, raiseIssueBodySchema } from 'shared-contracts';

export interface RaiseValues {
  facilityId?: string;
  parameterId?: string;
  title: string;
  description: string;
  urgencyLevel: UrgencyLevel;
  /** Chosen by the user; undefined takes the parameter's default team (the server decides the same). */
  teamId?: string;
  assigneeId?: string;
}

export const emptyRaise = (facilityId?: string): RaiseValues => ({ facilityId, title: '', description: '', urgencyLevel: 'moderate' });

/** The first thing the user still has to give, in the form's order; null when it can be sent. */
export function missingForRaise(values: RaiseValues): 'facility' | 'what' | 'description' | null {
  if (!values.facilityId) return 'facility';
  if (!values.parameterId && !values.title.trim()) return 'what';
  if (!values.description.trim()) return 'description';
  return null;
}

/** The team whose default parameters hold the parameter (by id, or by the parameter's default team name), as the server picks it. */
export function defaultTeamOf(parameterId: string | undefined, parameters: readonly Parameter[], teams: readonly Team[]): Team | undefined {
  if (!parameterId) return undefined;
  const byList = [...teams].sort((a, b) => a.name.localeCompare(b.name)).find((team) => team.defaultParameters.includes(parameterId));
  if (byList) return byList;
  const name = parameters.find((parameter) => parameter._id === parameterId)?.defaultTeamName;
  return name ? teams.find((team) => team.name === name) : undefined;
}

/** The members of the team the issue goes to, with their names when known (a team member may be missing from the staff list). */
export function assigneeChoices(team: Team | undefined, names: ReadonlyMap<string, string>): { value: string; label: string }[] {
  return (team?.members ?? []).map((id) => ({ value: id, label: names.get(id) ?? id })).sort((a, b) => a.label.localeCompare(b.label));
}

/** The body POST /issues takes, without its key (the outbox item's key is it); throws when the schema refuses it. */
export function raiseBodyOf(values: RaiseValues, media: RaiseIssueBody['media']): Omit<RaiseIssueBody, 'key'> {
  const body = {
    facilityId: values.facilityId ?? '',
    ...(values.parameterId ? { parameterId: values.parameterId } : {}),
    ...(values.title.trim() ? { title: values.title.trim() } : {}),
    description: values.description.trim(),
    urgencyLevel: values.urgencyLevel,
    ...(values.teamId ? { teamId: values.teamId } : {}),
    ...(values.teamId && values.assigneeId ? { assigneeId: values.assigneeId } : {}),
    media,
  };
  const { key: _key, ...checked } = raiseIssueBodySchema.parse({ ...body, key: 'check-only-key' });
  return checked;
}
