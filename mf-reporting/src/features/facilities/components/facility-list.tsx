import { memo, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { type Facility } from 'shared-contracts';
import { sortFacilities } from '../rules/sort-facilities';
import { FacilityCard } from './facility-card';

interface FacilityListProps {
  facilities: readonly Facility[];
  now: number;
  drafts: ReadonlyMap<string, string>;
  onSync: () => void;
}

/**
 * The facility cards, overdue first, then by name. Memoised: the page re-renders on every outbox,
 * connectivity and loading change, and a shift's list is a few hundred components.
 */
export const FacilityList = memo(function FacilityList({ facilities, now, drafts, onSync }: FacilityListProps) {
  const { t } = useTranslation('mf-reporting');
  const sorted = useMemo(() => sortFacilities(facilities, now), [facilities, now]);
  return (
    <ul
      aria-label={t('facilities.title')}
      style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 12, gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 340px), 1fr))' }}
    >
      {sorted.map((facility) => (
        <li key={facility._id}>
          <FacilityCard facility={facility} now={now} resumePath={drafts.get(facility._id)} onSync={onSync} />
        </li>
      ))}
    </ul>
  );
});
