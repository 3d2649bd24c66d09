/** The facilities and teams an issue filter offers, each only when the user may read them (a fixer may read neither). */
import { useEffect, useState } from 'react';
import { getFacilities, getTeams, notify } from 'shared-contracts';
import { useSession, useSessionUser } from 'ui-kit';

export interface Choice {
  value: string;
  label: string;
}

export interface FilterChoices {
  facilities?: Choice[];
  teams?: Choice[];
}

const shown = (error: unknown) => notify('negative', error instanceof Error ? error.message : String(error));
const byLabel = (a: Choice, b: Choice) => a.label.localeCompare(b.label);

export function useFilterChoices(): FilterChoices {
  const { permissions } = useSession();
  const organization = useSessionUser()?.organization;
  const readsFacilities = permissions.includes('facility-read') || permissions.includes('adhoc-read');
  const readsTeams = permissions.includes('team-read');
  const [choices, setChoices] = useState<FilterChoices>({});
  useEffect(() => {
    let live = true;
    if (readsFacilities)
      getFacilities().then(
        (rows) => live && setChoices((last) => ({ ...last, facilities: rows.map((f) => ({ value: f._id, label: f.name })).sort(byLabel) })),
        shown,
      );
    if (readsTeams && organization)
      getTeams(organization).then(
        (rows) => live && setChoices((last) => ({ ...last, teams: rows.map((t) => ({ value: t._id, label: t.name })).sort(byLabel) })),
        shown,
      );
    return () => {
      live = false;
    };
  }, [readsFacilities, readsTeams, organization]);
  return choices;
}
