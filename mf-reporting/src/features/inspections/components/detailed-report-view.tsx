import DownloadOutlined from '@ant-design/icons/DownloadOutlined';
import Button from 'antd/es/button';
import DatePicker from 'antd/es/date-picker';
import Flex from 'antd/es/flex';
import Table from 'antd/es/table';
import type { ColumnsType } from 'antd/es/table/interface';
import Typography from 'antd/es/typography';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { AsyncContent, saveFile } from 'ui-kit';
import { useDailyReport } from '../hooks/use-daily-report';
import { type CrossRow, crossTable, crossTableCsv } from '../rules/cross-table';
import { dayLabel } from './daily-table';
import { PICKER_FORMAT } from './inspection-filters';

/** /detailed-reports (a wide page): every facility against every day of the range, with a CSV export. */
export function DetailedReportView() {
  const { t } = useTranslation('mf-reporting');
  const { filters, update, state } = useDailyReport();
  return (
    <Flex vertical gap="middle">
      <Typography.Title level={3} style={{ margin: 0 }}>
        {t('detailed.title')}
      </Typography.Title>
      <DatePicker.RangePicker
        aria-label={t('inspections.filters.range')}
        format={PICKER_FORMAT}
        allowClear={false}
        value={[dayjs(filters.from), dayjs(filters.to)]}
        onChange={(range) => {
          const [from, to] = range ?? [];
          if (from && to) update({ from: from.format('YYYY-MM-DD'), to: to.format('YYYY-MM-DD') });
        }}
        style={{ maxWidth: 320 }}
      />
      <AsyncContent state={state} errorTitle={t('daily.error')} emptyText={t('daily.empty')} isEmpty={(answer) => answer.data.facilities.length === 0}>
        {(answer) => {
          const table = crossTable(answer.data);
          const columns: ColumnsType<CrossRow> = [
            { key: 'facility', title: t('daily.facility'), dataIndex: 'facilityName', fixed: 'left' },
            ...table.days.map((day) => ({
              key: day,
              title: dayLabel(day),
              align: 'center' as const,
              render: (_: unknown, row: CrossRow) => {
                const value = row.cells[day];
                if (!value) return '';
                return <Typography.Text type={value.actual < value.expected ? 'danger' : undefined}>{`${value.actual}/${value.expected}`}</Typography.Text>;
              },
            })),
            { key: 'total', title: t('detailed.total'), align: 'right', fixed: 'right', render: (_, row) => `${row.actual}/${row.expected}` },
          ];
          return (
            <Flex vertical gap="small">
              <Button
                icon={<DownloadOutlined />}
                style={{ alignSelf: 'flex-start' }}
                onClick={() =>
                  saveFile(new Blob([crossTableCsv(table)], { type: 'text/csv;charset=utf-8' }), `detailed-report-${filters.from}-${filters.to}.csv`)
                }
              >
                {t('inspections.csv')}
              </Button>
              <Table<CrossRow>
                rowKey="facility"
                size="small"
                bordered
                columns={columns}
                dataSource={table.rows}
                scroll={{ x: 'max-content' }}
                pagination={false}
              />
            </Flex>
          );
        }}
      </AsyncContent>
    </Flex>
  );
}
