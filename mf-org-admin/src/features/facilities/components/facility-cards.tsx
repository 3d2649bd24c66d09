import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Checkbox from 'antd/es/checkbox';
import Flex from 'antd/es/flex';
import Pagination from 'antd/es/pagination';
import Typography from 'antd/es/typography';
import { type CSSProperties, memo } from 'react';
import { useTranslation } from 'react-i18next';
import { useRevealInSteps } from 'ui-kit';
import { FacilityStatus, LastChecked } from './facility-status';
import { type FacilityListProps } from './facility-table';

/** Cards drawn in one step (useRevealInSteps): a phone's screen holds four or five. */
const CARDS_AT_ONCE = 6;

/** A card below the screen is not styled, laid out or painted until it nears the screen (issue 15). */
const offscreenSkipped: CSSProperties = { contentVisibility: 'auto', containIntrinsicSize: 'auto 130px' };

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
    <Flex vertical gap={8}>
      <ul style={{ listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: 8 }}>
        {data.items.slice(0, shown).map((row) => (
          <li key={row._id} style={offscreenSkipped}>
            <Card size="small">
              <Flex gap={10} align="start">
                <Checkbox
                  aria-label={t('facilities.actions.select', { name: row.name })}
                  checked={selected.includes(row._id)}
                  onChange={(event) => toggle(row._id, event.target.checked)}
                  style={{ padding: 6 }}
                />
                <Flex vertical gap={2} style={{ minWidth: 0, flex: 1 }}>
                  <Button
                    type="link"
                    onClick={() => onOpen(row)}
                    style={{ padding: 0, height: 'auto', justifyContent: 'start', whiteSpace: 'normal', textAlign: 'start' }}
                  >
                    <strong>{row.name}</strong>
                  </Button>
                  <Typography.Text type="secondary">{[row.location?.name, row.facilityType?.name].filter(Boolean).join(' · ')}</Typography.Text>
                  <Typography.Text type="secondary">
                    <LastChecked at={row.lastChecked} />
                  </Typography.Text>
                  <div>
                    <FacilityStatus row={row} />
                  </div>
                </Flex>
              </Flex>
            </Card>
          </li>
        ))}
      </ul>
      <Pagination simple current={data.page} pageSize={data.pageSize} total={data.total} onChange={onPage} style={{ alignSelf: 'center' }} />
    </Flex>
  );
});
