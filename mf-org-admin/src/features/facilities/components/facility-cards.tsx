import Pagination from 'antd/es/pagination';
import { type CSSProperties, memo } from 'react';
import { useTranslation } from 'react-i18next';
import { LinkButton, PlainCard, PlainCheckbox, secondaryText, useRevealInSteps } from 'ui-kit';
import { FacilityStatus, LastChecked } from './facility-status';
import { type FacilityListProps } from './facility-table';

/** Cards drawn in one step (useRevealInSteps): a phone's screen holds four or five. */
const CARDS_AT_ONCE = 6;

/** A card below the screen is not styled, laid out or painted until it nears the screen (issue 15). */
const offscreenSkipped: CSSProperties = { contentVisibility: 'auto', containIntrinsicSize: 'auto 130px' };

/** A card's layout and text are plain elements (ui-kit's plain-parts.tsx): each is repeated 20 times a page. */
const cardRow: CSSProperties = { display: 'flex', gap: 10, alignItems: 'start' };
const cardText: CSSProperties = { display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0, flex: 1 };

/**
 * The phone list: a card per facility (its name opens it, the box selects it for the QR sheet).
 * Memoised: the screen re-renders on every session and filter-choice change, and a page of cards is
 * a few hundred antd components.
 */
export const FacilityCards = memo(function FacilityCards({ data, selected, onSelect, onOpen, onPage }: FacilityListProps) {
  const { t } = useTranslation('mf-org-admin');
  const shown = useRevealInSteps(data.items.length, CARDS_AT_ONCE, CARDS_AT_ONCE);
  const toggle = (id: string, on: boolean) => onSelect(on ? [...selected, id] : selected.filter((x) => x !== id));
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
      <ul style={{ listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: 8 }}>
        {data.items.slice(0, shown).map((row) => (
          <li key={row._id} style={offscreenSkipped}>
            <PlainCard>
              <div style={cardRow}>
                <PlainCheckbox
                  aria-label={t('facilities.actions.select', { name: row.name })}
                  checked={selected.includes(row._id)}
                  onChange={(on) => toggle(row._id, on)}
                />
                <div style={cardText}>
                  <LinkButton onClick={() => onOpen(row)}>
                    <strong>{row.name}</strong>
                  </LinkButton>
                  <span style={secondaryText}>{[row.location?.name, row.facilityType?.name].filter(Boolean).join(' · ')}</span>
                  <span style={secondaryText}>
                    <LastChecked at={row.lastChecked} />
                  </span>
                  <div>
                    <FacilityStatus row={row} />
                  </div>
                </div>
              </div>
            </PlainCard>
          </li>
        ))}
      </ul>
      <Pagination simple current={data.page} pageSize={data.pageSize} total={data.total} onChange={onPage} style={{ alignSelf: 'center' }} />
    </div>
  );
});
