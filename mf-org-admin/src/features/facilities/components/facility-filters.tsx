import FilterOutlined from '@ant-design/icons/es/icons/FilterOutlined';
import Button from 'antd/es/button';
import Flex from 'antd/es/flex';
import Input from 'antd/es/input';
import { Suspense, lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FILTER_KEYS, type FacilityFilters } from '../hooks/use-facility-filters';
import { type PlaceOptions } from '../hooks/use-place-options';

// The fields (six antd selects and a switch) load apart from the page: a phone needs them only
// when its drawer opens, and the list draws without waiting for them (issue 15).
const loadFields = () => import('./facility-filter-fields');
const FacilityFilterFields = lazy(() => loadFields().then((module) => ({ default: module.FacilityFilterFields })));
const FacilityFilterDrawer = lazy(() => loadFields().then((module) => ({ default: module.FacilityFilterDrawer })));

/**
 * Search by name, then the filters: in a row on a wider screen, behind a Filters button (with how
 * many apply) on a phone. Clear filters shows whenever one applies.
 */
export function FacilityFiltersBar({ filters, options, phone }: { filters: FacilityFilters; options: PlaceOptions; phone: boolean }) {
  const { t } = useTranslation('mf-org-admin');
  const [drawer, setDrawer] = useState(false);
  const active = FILTER_KEYS.filter((key) => key !== 'q' && filters.values[key]).length;
  return (
    <Flex wrap gap={8} align="center" role="search" style={{ marginBottom: 12 }}>
      <Input.Search
        allowClear
        aria-label={t('facilities.filters.search')}
        placeholder={t('facilities.filters.search')}
        defaultValue={filters.values.q}
        onSearch={(value) => filters.setFilter('q', value.trim() || undefined)}
        style={{ flex: '2 1 220px' }}
      />
      {phone ? (
        <Button icon={<FilterOutlined />} type={active ? 'primary' : 'default'} onClick={() => setDrawer(true)}>
          {active ? t('facilities.filters.count', { count: active }) : t('facilities.filters.title')}
        </Button>
      ) : (
        <Suspense fallback={null}>
          <FacilityFilterFields filters={filters} options={options} />
        </Suspense>
      )}
      {filters.filtered ? <Button onClick={filters.clear}>{t('facilities.filters.clear')}</Button> : null}
      {phone && drawer ? (
        <Suspense fallback={null}>
          <FacilityFilterDrawer filters={filters} options={options} onClose={() => setDrawer(false)} />
        </Suspense>
      ) : null}
    </Flex>
  );
}
