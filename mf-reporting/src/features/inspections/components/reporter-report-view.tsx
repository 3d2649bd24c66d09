import DatePicker from 'antd/es/date-picker';
import Flex from 'antd/es/flex';
import Table from 'antd/es/table';
import type { ColumnsType } from 'antd/es/table/interface';
import Tag from 'antd/es/tag';
import Typography from 'antd/es/typography';
import dayjs from 'dayjs';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { type ReporterReportRow, getReporterReport, inKolkata } from 'shared-contracts';
import { AsyncContent, useAsync } from 'ui-kit';
import { defaultRange } from '../rules/list-params';
import { PICKER_FORMAT } from './inspection-filters';

/** /userReports: per reporter, checks done versus expected, late and missed shifts, issues raised. */
export function ReporterReportView() {
  const { t } = useTranslation('mf-reporting');
  const [params, setParams] = useSearchParams();
  const range = defaultRange(inKolkata().format('YYYY-MM-DD'));
  const from = params.get('from') ?? range.from;
  const to = params.get('to') ?? range.to;
  const load = useCallback(() => getReporterReport({ from, to }), [from, to]);
  const state = useAsync(load);
  const columns: ColumnsType<ReporterReportRow> = [
    { key: 'reporter', title: t('users.reporter'), render: (_, row) => row.reporter.name },
    { key: 'expected', title: t('daily.expected'), dataIndex: 'expectedCount', align: 'right' },
    { key: 'actual', title: t('daily.actual'), dataIndex: 'actualCount', align: 'right' },
    {
      key: 'compliance',
      title: t('daily.compliance'),
      align: 'right',
      render: (_, row) => (row.compliance === null ? t('daily.notExpected') : `${row.compliance}%`),
    },
    { key: 'late', title: t('users.late'), align: 'right', render: (_, row) => (row.lateShifts > 0 ? <Tag color="warning">{row.lateShifts}</Tag> : 0) },
    { key: 'missed', title: t('users.missed'), align: 'right', render: (_, row) => (row.missedShifts > 0 ? <Tag color="error">{row.missedShifts}</Tag> : 0) },
    { key: 'issues', title: t('users.issues'), dataIndex: 'issuesRaised', align: 'right' },
  ];
  return (
    <Flex vertical gap="middle">
      <Typography.Title level={3} style={{ margin: 0 }}>
        {t('users.title')}
      </Typography.Title>
      <DatePicker.RangePicker
        aria-label={t('inspections.filters.range')}
        format={PICKER_FORMAT}
        allowClear={false}
        value={[dayjs(from), dayjs(to)]}
        onChange={(picked) => {
          const [start, end] = picked ?? [];
          if (start && end) setParams({ from: start.format('YYYY-MM-DD'), to: end.format('YYYY-MM-DD') });
        }}
        style={{ maxWidth: 320 }}
      />
      <AsyncContent state={state} errorTitle={t('users.error')} emptyText={t('daily.empty')} isEmpty={(answer) => answer.rows.length === 0}>
        {(answer) => (
          <Table<ReporterReportRow>
            rowKey={(row) => row.reporter._id}
            size="small"
            columns={columns}
            dataSource={answer.rows}
            scroll={{ x: 'max-content' }}
            pagination={false}
          />
        )}
      </AsyncContent>
    </Flex>
  );
}
