import Table from 'antd/es/table';
import type { ColumnsType } from 'antd/es/table/interface';
import Tag from 'antd/es/tag';
import Typography from 'antd/es/typography';
import { useTranslation } from 'react-i18next';
import { type DailyReportRow, formatDate } from 'shared-contracts';

/** A Kolkata day 'YYYY-MM-DD' as the report date format (spec 001 §9: 'DD MMM YYYY'). */
export const dayLabel = (day: string) => formatDate(`${day}T12:00:00+05:30`);

/** Per day and facility: expected, actual, missed (highlighted) and compliance. */
export function DailyTable({ rows }: { rows: DailyReportRow[] }) {
  const { t } = useTranslation('mf-reporting');
  const columns: ColumnsType<DailyReportRow> = [
    { key: 'date', title: t('daily.date'), render: (_, row) => dayLabel(row.date) },
    { key: 'facility', title: t('daily.facility'), dataIndex: 'facilityName' },
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
  return (
    <Table<DailyReportRow>
      rowKey={(row) => `${row.date}-${row.facility}`}
      size="small"
      columns={columns}
      dataSource={rows}
      scroll={{ x: 'max-content' }}
      pagination={{ pageSize: 24, showSizeChanger: false }}
      rowClassName={(row) => (row.missedCount > 0 ? 'daily-missed' : '')}
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
