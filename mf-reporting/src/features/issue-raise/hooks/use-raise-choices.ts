/** What the raise form offers, each only when the user may read it: facilities, checklist items, teams, people's names. */
import { useEffect, useState } from 'react';
import { type FacilitySummary, type Parameter, type Team, getFacilities, getParameters, getStaff, getTeams, notify } from 'shared-contracts';
import { useSession, useSessionUser } from 'ui-kit';

export interface RaiseChoices {
  facilities: FacilitySummary[];
  parameters: Parameter[];
  teams: Team[];
  names: Map<string, string>;
}

const shown = (error: unknown) => notify('negative', error instanceof Error ? error.message : String(error));

/** Who may raise by hand from a screen: the issues page's permissions and a facility list to choose from. */
export const mayRaiseIssues = (permissions: readonly string[]): boolean =>
  permissions.includes('issue-read') && permissions.includes('issueAck-read') && (permissions.includes('facility-read') || permissions.includes('adhoc-read'));

export function useRaiseChoices(open: boolean): RaiseChoices {
  const { permissions } = useSession();
  const organization = useSessionUser()?.organization;
  const readsTeams = permissions.includes('team-read');
  const readsPeople = permissions.includes('user-read');
  const [choices, setChoices] = useState<RaiseChoices>({ facilities: [], parameters: [], teams: [], names: new Map() });
  useEffect(() => {
    if (!open) return;
    let live = true;
    const set = (part: Partial<RaiseChoices>) => live && setChoices((last) => ({ ...last, ...part }));
    getFacilities().then((facilities) => set({ facilities: [...facilities].sort((a, b) => a.name.localeCompare(b.name)) }), shown);
    getParameters().then((parameters) => set({ parameters: [...parameters].sort((a, b) => a.label.localeCompare(b.label)) }), shown);
    if (readsTeams && organization) getTeams(organization).then((teams) => set({ teams }), shown);
    if (readsPeople) getStaff().then((staff) => set({ names: new Map(staff.map((person) => [person._id, person.name])) }), shown);
    return () => {
      live = false;
    };
  }, [open, organization, readsTeams, readsPeople]);
  return choices;
}
