/** The organisation's active facilities with a search box, for reporting ad hoc without scanning. */
import Input from 'antd/es/input';
import Typography from 'antd/es/typography';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { loadOrganizationFacilities } from 'shared-contracts';
import { AsyncContent, useAsync } from 'ui-kit';
import { matchFacilities } from '../rules/match-facilities';

export function FacilityPicker({ onPick }: { onPick: (facilityId: string) => void }) {
  const { t } = useTranslation('mf-adhoc');
  const [query, setQuery] = useState('');
  const load = useCallback(() => loadOrganizationFacilities(), []);
  const facilities = useAsync(load);
  return (
    <section aria-label={t('adhoc.pickTitle')}>
      <Typography.Title level={4}>{t('adhoc.pickTitle')}</Typography.Title>
      <Input.Search
        allowClear
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        placeholder={t('adhoc.search')}
        aria-label={t('adhoc.search')}
        style={{ marginBottom: 12 }}
      />
      <AsyncContent
        state={facilities}
        errorTitle={t('adhoc.facilitiesUnavailable')}
        emptyText={t('adhoc.noFacilities')}
        isEmpty={(answer) => matchFacilities(answer.data, query).length === 0}
      >
        {(answer) => (
          <ul aria-label={t('adhoc.facilities')} style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 8 }}>
            {matchFacilities(answer.data, query).map((facility) => (
              <li key={facility._id}>
                <button
                  type="button"
                  onClick={() => onPick(facility._id)}
                  style={{
                    width: '100%',
                    textAlign: 'start',
                    padding: '10px 12px',
                    borderRadius: 8,
                    border: '1px solid rgba(127,127,127,0.3)',
                    background: 'transparent',
                    color: 'inherit',
                    cursor: 'pointer',
                    font: 'inherit',
                  }}
                >
                  <Typography.Text strong>{facility.name}</Typography.Text>
                  <br />
                  <Typography.Text type="secondary">{[facility.location?.name, facility.facilityType?.name].filter(Boolean).join(' · ')}</Typography.Text>
                </button>
              </li>
            ))}
          </ul>
        )}
      </AsyncContent>
    </section>
  );
}
