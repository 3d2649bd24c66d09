import Checkbox from 'antd/es/checkbox';
import DatePicker from 'antd/es/date-picker';
import Flex from 'antd/es/flex';
import Select from 'antd/es/select';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useFilterOptions } from '../hooks/use-filter-options';
import type { ListFilters } from '../rules/list-params';

/** Spec 001 §9: dates in pickers read YYYY/MM/DD. */
export const PICKER_FORMAT = 'YYYY/MM/DD';
const REPORT_TYPES = ['scheduled', 'adhoc', 'adhoc-desk'];

interface Props {
  filters: ListFilters;
  onChange: (change: Partial<ListFilters>) => void;
}

/** Date range, facility, location, reporter, type and "with issues only": each change reloads page 1. */
export function InspectionFilters({ filters, onChange }: Props) {
  const { t } = useTranslation('mf-reporting');
  const options = useFilterOptions();
  const choices = options.data;
  const select = (key: 'facility' | 'location' | 'reporter' | 'type', list: { value: string; label: string }[] | undefined) => (
    <Select
      allowClear
      showSearch={{ optionFilterProp: 'label' }}
      aria-label={t(`inspections.filters.${key}`)}
      placeholder={t(`inspections.filters.${key}`)}
      value={filters[key]}
      options={list}
      loading={options.loading}
      onChange={(value: string | undefined) => onChange({ [key]: value || undefined })}
      style={{ minWidth: 160, flex: '1 1 160px' }}
    />
  );
  return (
    <Flex wrap gap="small" align="center" role="search" aria-label={t('inspections.filters.label')}>
      <DatePicker.RangePicker
        aria-label={t('inspections.filters.range')}
        format={PICKER_FORMAT}
        allowClear={false}
        value={[dayjs(filters.from), dayjs(filters.to)]}
        onChange={(range) => {
          const [from, to] = range ?? [];
          if (from && to) onChange({ from: from.format('YYYY-MM-DD'), to: to.format('YYYY-MM-DD') });
        }}
        style={{ flex: '1 1 240px' }}
      />
      {select('facility', choices?.facilities)}
      {select('location', choices?.locations)}
      {/* Shown while the options load (most organisations have reporters): appearing later pushed the list down. */}
      {(!choices || choices.reporters.length > 0) && select('reporter', choices?.reporters)}
      {select(
        'type',
        REPORT_TYPES.map((value) => ({ value, label: t(`inspections.types.${value}`) })),
      )}
      <Checkbox checked={filters.withIssues} onChange={(event) => onChange({ withIssues: event.target.checked })}>
        {t('inspections.filters.withIssues')}
      </Checkbox>
    </Flex>
  );
}
