import { type CSSProperties, memo, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { type Facility } from 'shared-contracts';
import { useRevealInSteps } from 'ui-kit';
import { sortFacilities } from '../rules/sort-facilities';
import { FacilityCard } from './facility-card';

interface FacilityListProps {
  facilities: readonly Facility[];
  now: number;
  drafts: ReadonlyMap<string, string>;
  onSync: () => void;
}

/** Cards drawn in one step (useRevealInSteps). */
const CARDS_AT_ONCE = 6;

/**
 * A card below the screen is not styled, laid out or painted until it nears the screen (issue 15:
 * the list's first layout was one task of ~90 ms on a phone, most of it for cards nobody sees yet);
 * its place is kept at its last drawn height, 240 px before it was ever drawn.
 */
const offscreenSkipped: CSSProperties = { contentVisibility: 'auto', containIntrinsicSize: 'auto 240px' };

/**
 * The facility cards, overdue first, then by name. Memoised: the page re-renders on every outbox,
 * connectivity and loading change, and a shift's list is a few hundred components.
 */
export const FacilityList = memo(function FacilityList({ facilities, now, drafts, onSync }: FacilityListProps) {
  const { t } = useTranslation('mf-reporting');
  const sorted = useMemo(() => sortFacilities(facilities, now), [facilities, now]);
  // A phone's screen holds two or three cards, a desktop's a few rows: the rest follow in steps.
  const shown = useRevealInSteps(sorted.length, CARDS_AT_ONCE, CARDS_AT_ONCE);
  return (
    <ul
      aria-label={t('facilities.title')}
      style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 12, gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 340px), 1fr))' }}
    >
      {sorted.slice(0, shown).map((facility) => (
        <li key={facility._id} style={offscreenSkipped}>
          <FacilityCard facility={facility} now={now} resumePath={drafts.get(facility._id)} onSync={onSync} />
        </li>
      ))}
    </ul>
  );
});
