import Calendar from 'antd/es/calendar';
import Flex from 'antd/es/flex';
import Select from 'antd/es/select';
import theme from 'antd/es/theme';
import Typography from 'antd/es/typography';
import dayjs, { type Dayjs } from 'dayjs';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { inKolkata } from 'shared-contracts';
import { AsyncContent, useAsync } from 'ui-kit';
import { loadDailyReport } from '../api/load-inspections';
import { useFilterOptions } from '../hooks/use-filter-options';
import { heatStep, monthRange } from '../rules/heat';

/** /monthly-reports: a month calendar, each day coloured by its compliance (for one facility or location, or all). */
export function MonthlyReportView() {
  const { t } = useTranslation('mf-reporting');
  const { token } = theme.useToken();
  const [month, setMonth] = useState(() => inKolkata().format('YYYY-MM-DD'));
  const [place, setPlace] = useState<{ facility?: string; location?: string }>({});
  const options = useFilterOptions();
  const load = useCallback(() => loadDailyReport({ ...monthRange(month), ...place }), [month, place]);
  const state = useAsync(load);
  const colours = [token.colorErrorBg, token.colorWarningBg, token.colorWarningBorder, token.colorSuccessBorder, token.colorSuccess];
  return (
    <Flex vertical gap="middle">
      <Typography.Title level={3} style={{ margin: 0 }}>
        {t('monthly.title')}
      </Typography.Title>
      <Flex wrap gap="small">
        <Select
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          aria-label={t('inspections.filters.facility')}
          placeholder={t('inspections.filters.facility')}
          options={options.data?.facilities}
          value={place.facility}
          onChange={(facility: string | undefined) => setPlace({ facility })}
          style={{ minWidth: 200 }}
        />
        <Select
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          aria-label={t('inspections.filters.location')}
          placeholder={t('inspections.filters.location')}
          options={options.data?.locations}
          value={place.location}
          onChange={(location: string | undefined) => setPlace({ location })}
          style={{ minWidth: 200 }}
        />
      </Flex>
      <AsyncContent state={state} errorTitle={t('daily.error')} emptyText={t('daily.empty')} isEmpty={() => false}>
        {(answer) => {
          const byDay = new Map(answer.data.days.map((day) => [day.date, day]));
          return (
            <Calendar
              fullscreen={false}
              value={dayjs(month)}
              onPanelChange={(value: Dayjs) => setMonth(value.format('YYYY-MM-DD'))}
              onSelect={(value: Dayjs) => setMonth(value.format('YYYY-MM-DD'))}
              fullCellRender={(value: Dayjs, info) => {
                if (info.type !== 'date') return info.originNode;
                const day = byDay.get(value.format('YYYY-MM-DD'));
                const step = day ? heatStep(day.expectedCount, day.actualCount) : 'none';
                const label = day
                  ? t('monthly.cell', { date: value.format('DD MMM YYYY'), actual: day.actualCount, expected: day.expectedCount })
                  : value.format('DD MMM YYYY');
                return (
                  <div
                    aria-label={label}
                    title={label}
                    style={{
                      margin: 2,
                      borderRadius: 4,
                      padding: '4px 0',
                      background: step === 'none' ? 'transparent' : colours[step],
                      // The theme keeps colorSuccess at 4.5:1 against the container in light and dark alike; white on it fails in dark.
                      color: step === 4 ? token.colorBgContainer : token.colorText,
                    }}
                  >
                    {value.date()}
                  </div>
                );
              }}
            />
          );
        }}
      </AsyncContent>
      <Flex gap="small" align="center" wrap aria-hidden>
        <Typography.Text type="secondary">{t('monthly.legend')}</Typography.Text>
        {['0–25 %', '25–50 %', '50–75 %', '75–95 %', '95–100 %'].map((label, i) => (
          <span key={label} style={{ background: colours[i], padding: '0 8px', borderRadius: 4, color: i === 4 ? token.colorBgContainer : token.colorText }}>
            {label}
          </span>
        ))}
      </Flex>
    </Flex>
  );
}
