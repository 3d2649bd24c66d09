import Button from 'antd/es/button';
import Flex from 'antd/es/flex';
import Input from 'antd/es/input';
import Select from 'antd/es/select';
import Switch from 'antd/es/switch';
import { useTranslation } from 'react-i18next';
import { type FacilityFilters } from '../hooks/use-facility-filters';
import { type PlaceOptions } from '../hooks/use-place-options';

const REPORTING_TYPES = ['scheduled', 'adhoc', 'adhoc-desk', 'feedback-request'] as const;
const CHECKED = ['today', 'week', 'older', 'never'] as const;

/** Search, type, location, status, reporting type, last checked and due now: each one search param. */
export function FacilityFiltersBar({ filters, options }: { filters: FacilityFilters; options: PlaceOptions }) {
  const { t } = useTranslation('mf-org-admin');
  const { values, setFilter } = filters;
  const select = (key: 'type' | 'location' | 'active' | 'reportingType' | 'checked', label: string, items: { value: string; label: string }[]) => (
    <Select
      allowClear
      aria-label={label}
      placeholder={label}
      value={values[key]}
      options={items}
      onChange={(value?: string) => setFilter(key, value)}
      style={{ minWidth: 150, flex: '1 1 150px' }}
    />
  );
  return (
    <Flex wrap gap={8} align="center" role="search" style={{ marginBottom: 12 }}>
      <Input.Search
        allowClear
        aria-label={t('facilities.filters.search')}
        placeholder={t('facilities.filters.search')}
        defaultValue={values.q}
        onSearch={(value) => setFilter('q', value.trim() || undefined)}
        style={{ flex: '2 1 220px' }}
      />
      {select(
        'type',
        t('facilities.filters.type'),
        options.types.map((type) => ({ value: type._id, label: type.name })),
      )}
      {select(
        'location',
        t('facilities.filters.location'),
        options.locations.map((location) => ({ value: location._id, label: location.name })),
      )}
      {select('active', t('facilities.filters.active'), [
        { value: 'true', label: t('facilities.active.true') },
        { value: 'false', label: t('facilities.active.false') },
      ])}
      {select(
        'reportingType',
        t('facilities.filters.reportingType'),
        REPORTING_TYPES.map((value) => ({ value, label: t(`facilities.reportingType.${value}`) })),
      )}
      {select(
        'checked',
        t('facilities.filters.checked'),
        CHECKED.map((value) => ({ value, label: t(`facilities.checked.${value}`) })),
      )}
      <Flex gap={6} align="center">
        <Switch aria-label={t('facilities.filters.due')} checked={values.due === 'true'} onChange={(on) => setFilter('due', on ? 'true' : undefined)} />
        <span>{t('facilities.filters.due')}</span>
      </Flex>
      {filters.filtered ? <Button onClick={filters.clear}>{t('facilities.filters.clear')}</Button> : null}
    </Flex>
  );
}
