import Table from 'antd/es/table';
import type { ColumnsType } from 'antd/es/table/interface';
import Tag from 'antd/es/tag';
import Typography from 'antd/es/typography';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { type DailyReportAnswer, type DailyReportFacility, formatDate } from 'shared-contracts';
import { type FacilityDay, facilityDays } from '../rules/facility-days';
import { DayShifts } from './day-shifts';

/** A Kolkata day 'YYYY-MM-DD' as the report date format (spec 001 §9: 'DD MMM YYYY'). */
export const dayLabel = (day: string) => formatDate(`${day}T12:00:00+05:30`);

type Counts = Pick<FacilityDay, 'expectedCount' | 'actualCount' | 'missedCount' | 'compliance'>;

/** Expected, actual, missed (highlighted) and compliance: the columns a facility and each of its days share. */
function countColumns<R extends Counts>(t: TFunction<'mf-reporting'>): ColumnsType<R> {
  return [
    { key: 'expected', title: t('daily.expected'), dataIndex: 'expectedCount', align: 'right' },
    { key: 'actual', title: t('daily.actual'), dataIndex: 'actualCount', align: 'right' },
    {
      key: 'missed',
      title: t('daily.missed'),
      align: 'right',
      render: (_, row) => (row.missedCount > 0 ? <Tag color="error">{row.missedCount}</Tag> : <Typography.Text type="secondary">0</Typography.Text>),
    },
    {
      key: 'compliance',
      title: t('daily.compliance'),
      align: 'right',
      render: (_, row) => (row.compliance === null ? t('daily.notExpected') : `${row.compliance}%`),
    },
  ];
}

/** One facility's days (opened from its row): newest first, missed checks highlighted. */
function FacilityDaysTable({ facility, days }: { facility: DailyReportFacility; days: DailyReportAnswer['days'] }) {
  const { t } = useTranslation('mf-reporting');
  const columns: ColumnsType<FacilityDay> = [{ key: 'date', title: t('daily.date'), render: (_, row) => dayLabel(row.date) }, ...countColumns<FacilityDay>(t)];
  return (
    <section aria-label={t('daily.daysOf', { facility: facility.facilityName })}>
      <Table<FacilityDay>
        rowKey="date"
        size="small"
        columns={columns}
        dataSource={facilityDays(facility, days)}
        scroll={{ x: 'max-content' }}
        pagination={false}
        rowClassName={(row) => (row.missedCount > 0 ? 'daily-missed' : '')}
        // A day opens to its shifts, fetched only then (GET /inspections/daily/shifts).
        expandable={{
          expandedRowRender: (row) => (
            <DayShifts facility={facility.facility} facilityName={facility.facilityName} date={row.date} dateLabel={dayLabel(row.date)} />
          ),
        }}
      />
    </section>
  );
}

/** Per facility over the range: expected, actual, missed (highlighted) and compliance; a row opens its days. */
export function DailyTable({ answer }: { answer: Pick<DailyReportAnswer, 'facilities' | 'days'> }) {
  const { t } = useTranslation('mf-reporting');
  const columns: ColumnsType<DailyReportFacility> = [
    { key: 'facility', title: t('daily.facility'), dataIndex: 'facilityName' },
    ...countColumns<DailyReportFacility>(t),
  ];
  return (
    <Table<DailyReportFacility>
      rowKey="facility"
      size="small"
      columns={columns}
      dataSource={answer.facilities}
      scroll={{ x: 'max-content' }}
      pagination={{ pageSize: 24, showSizeChanger: false }}
      rowClassName={(row) => (row.missedCount > 0 ? 'daily-missed' : '')}
      expandable={{ expandedRowRender: (row) => <FacilityDaysTable facility={row} days={answer.days} /> }}
    />
  );
}

/** The chart's numbers as a table (for screen readers, and for anyone who prefers numbers). */
export function DailyTotalsTable({ days }: { days: { date: string; expectedCount: number; actualCount: number }[] }) {
  const { t } = useTranslation('mf-reporting');
  return (
    <table style={{ borderCollapse: 'collapse', width: '100%' }}>
      <caption style={{ textAlign: 'start' }}>{t('daily.chartTable')}</caption>
      <thead>
        <tr>
          <th scope="col" style={{ textAlign: 'start' }}>
            {t('daily.date')}
          </th>
          <th scope="col" style={{ textAlign: 'end' }}>
            {t('daily.expected')}
          </th>
          <th scope="col" style={{ textAlign: 'end' }}>
            {t('daily.actual')}
          </th>
        </tr>
      </thead>
      <tbody>
        {days.map((day) => (
          <tr key={day.date}>
            <th scope="row" style={{ textAlign: 'start', fontWeight: 'normal' }}>
              {dayLabel(day.date)}
            </th>
            <td style={{ textAlign: 'end' }}>{day.expectedCount}</td>
            <td style={{ textAlign: 'end' }}>{day.actualCount}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
