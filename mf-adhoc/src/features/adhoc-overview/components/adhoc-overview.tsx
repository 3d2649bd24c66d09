import Alert from 'antd/es/alert';
import Flex from 'antd/es/flex';
import Segmented from 'antd/es/segmented';
import Table from 'antd/es/table';
import type { ColumnsType } from 'antd/es/table/interface';
import Tag from 'antd/es/tag';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import Button from 'antd/es/button';
import { type AdHocRequestOverview, type AdHocRequestStatus, formatDateTime } from 'shared-contracts';
import { AsyncContent, useNow } from 'ui-kit';
import { useAdhocOverview, useReporterOptions } from '../hooks/use-adhoc-overview';
import { RequestActions } from './request-actions';
import { requestAge } from '../rules/request-age';

const STATUS_COLOR = { unchecked: 'warning', checking: 'processing', checked: 'success', cancelled: 'default' } as const;
type Filter = AdHocRequestStatus | 'all';

/** A manager's view of every ad-hoc request of the organisation: status, who asked, who does it, the facility, its age and the answering report. */
export function AdhocOverview() {
  const { t } = useTranslation('mf-adhoc');
  const [filter, setFilter] = useState<Filter>('all');
  const [page, setPage] = useState(1);
  const state = useAdhocOverview(filter === 'all' ? undefined : filter, page);
  const now = useNow();
  const reporters = useReporterOptions();
  const navigate = useNavigate();
  const columns: ColumnsType<AdHocRequestOverview> = [
    { key: 'facility', title: t('overview.facility'), render: (_, row) => [row.facility.name, row.facility.location].filter(Boolean).join(' · ') },
    { key: 'status', title: t('overview.status'), render: (_, row) => <Tag color={STATUS_COLOR[row.status]}>{t(`requests.status.${row.status}`)}</Tag> },
    { key: 'requester', title: t('overview.requester'), render: (_, row) => row.requester?.name ?? t('requests.card.unknown') },
    { key: 'assignee', title: t('overview.assignee'), render: (_, row) => row.assignee?.name ?? t('requests.card.unknown') },
    {
      key: 'age',
      title: t('overview.age'),
      render: (_, row) => {
        const age = requestAge(row.createdAt, now);
        return <span title={formatDateTime(row.createdAt)}>{t(`overview.ago.${age.unit}`, { count: age.count })}</span>;
      },
    },
    { key: 'description', title: t('overview.description'), dataIndex: 'description' },
    {
      key: 'report',
      title: t('overview.report'),
      render: (_, row) => (row.answeredBy ? <Link to={`/inspection/${row.answeredBy._id}`}>{t('overview.openReport')}</Link> : t('overview.noReport')),
    },
    {
      key: 'actions',
      title: t('overview.actions'),
      render: (_, row) => <RequestActions request={row} reporters={reporters.data ?? []} onChanged={state.retry} />,
    },
  ];
  return (
    <Flex vertical gap="small">
      <Flex justify="space-between" wrap gap="small">
        <Segmented<Filter>
          aria-label={t('overview.status')}
          value={filter}
          onChange={(value) => {
            setFilter(value);
            setPage(1);
          }}
          options={(['all', 'unchecked', 'checking', 'checked', 'cancelled'] as const).map((value) => ({
            value,
            label: value === 'all' ? t('overview.all') : t(`requests.status.${value}`),
          }))}
        />
        <Button type="primary" onClick={() => void navigate('/adhoc')}>
          {t('overview.new')}
        </Button>
      </Flex>
      <AsyncContent state={state} errorTitle={t('requests.error')} emptyText={t('overview.empty')} isEmpty={(answer) => answer.data.totalDocs === 0}>
        {(answer) => (
          <>
            {answer.fromCache && <Alert type="info" showIcon title={t('requests.cached', { time: formatDateTime(answer.fetchedAt) })} />}
            <Table<AdHocRequestOverview>
              rowKey="_id"
              size="small"
              columns={columns}
              dataSource={answer.data.docs}
              scroll={{ x: 'max-content' }}
              pagination={{ current: answer.data.page, pageSize: answer.data.limit, total: answer.data.totalDocs, onChange: setPage, showSizeChanger: false }}
            />
          </>
        )}
      </AsyncContent>
    </Flex>
  );
}
