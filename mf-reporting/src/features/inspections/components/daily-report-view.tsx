import Alert from 'antd/es/alert';
import Collapse from 'antd/es/collapse';
import DatePicker from 'antd/es/date-picker';
import Flex from 'antd/es/flex';
import Select from 'antd/es/select';
import Statistic from 'antd/es/statistic';
import Typography from 'antd/es/typography';
import dayjs from 'dayjs';
import { Suspense, lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from 'shared-contracts';
import { AsyncContent, Spinner } from 'ui-kit';
import { useDailyReport } from '../hooks/use-daily-report';
import { useFilterOptions } from '../hooks/use-filter-options';
import { DAILY_CHART_HEIGHT } from './chart-size';
import { DailyTable, DailyTotalsTable } from './daily-table';
import { PICKER_FORMAT } from './inspection-filters';

// The charting library loads with this page only, never with the sign-in, home or facility list.
const DailyChart = lazy(() => import('./daily-chart'));

/** /daily-reports: expected versus actual checks per day and facility, a chart over the range. */
export function DailyReportView() {
  const { t } = useTranslation('mf-reporting');
  const { filters, update, state } = useDailyReport();
  const options = useFilterOptions();
  return (
    <Flex vertical gap="middle">
      <Typography.Title level={3} style={{ margin: 0 }}>
        {t('daily.title')}
      </Typography.Title>
      <Flex wrap gap="small" role="search" aria-label={t('inspections.filters.label')}>
        <DatePicker.RangePicker
          aria-label={t('inspections.filters.range')}
          format={PICKER_FORMAT}
          allowClear={false}
          value={[dayjs(filters.from), dayjs(filters.to)]}
          onChange={(range) => {
            const [from, to] = range ?? [];
            if (from && to) update({ from: from.format('YYYY-MM-DD'), to: to.format('YYYY-MM-DD') });
          }}
          style={{ flex: '1 1 240px' }}
        />
        {(['facility', 'location'] as const).map((key) => (
          <Select
            key={key}
            allowClear
            showSearch={{ optionFilterProp: 'label' }}
            aria-label={t(`inspections.filters.${key}`)}
            placeholder={t(`inspections.filters.${key}`)}
            value={filters[key]}
            options={key === 'facility' ? options.data?.facilities : options.data?.locations}
            onChange={(value: string | undefined) => update({ [key]: value || undefined })}
            style={{ minWidth: 160, flex: '1 1 160px' }}
          />
        ))}
      </Flex>
      <AsyncContent state={state} errorTitle={t('daily.error')} emptyText={t('daily.empty')} isEmpty={(answer) => answer.data.facilities.length === 0}>
        {(answer) => {
          const expected = answer.data.days.reduce((sum, day) => sum + day.expectedCount, 0);
          const actual = answer.data.days.reduce((sum, day) => sum + day.actualCount, 0);
          return (
            <Flex vertical gap="middle">
              {answer.fromCache && <Alert type="info" showIcon title={t('inspections.cached', { time: formatDateTime(answer.fetchedAt) })} />}
              <Flex wrap gap="large">
                <Statistic title={t('daily.expected')} value={expected} />
                <Statistic title={t('daily.actual')} value={actual} />
                <Statistic title={t('daily.missed')} value={Math.max(0, expected - actual)} />
                <Statistic title={t('daily.compliance')} value={expected > 0 ? Math.min(100, Math.round((1000 * actual) / expected) / 10) : 0} suffix="%" />
              </Flex>
              {/* The chart's own height while its library loads: the table below stays put. */}
              <Suspense fallback={<Spinner label={t('daily.chartLoading')} showLabel style={{ height: DAILY_CHART_HEIGHT }} />}>
                <DailyChart days={answer.data.days} />
              </Suspense>
              <Collapse size="small" items={[{ key: 'table', label: t('daily.chartTable'), children: <DailyTotalsTable days={answer.data.days} /> }]} />
              <DailyTable answer={answer.data} />
            </Flex>
          );
        }}
      </AsyncContent>
    </Flex>
  );
}
