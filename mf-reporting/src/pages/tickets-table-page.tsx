import DownloadOutlined from '@ant-design/icons/es/icons/DownloadOutlined';
import FilterOutlined from '@ant-design/icons/es/icons/FilterOutlined';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Flex from 'antd/es/flex';
import Input from 'antd/es/input';
import Select from 'antd/es/select';
import Table from 'antd/es/table';
import Typography from 'antd/es/typography';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { type IssueSummary, listIssues, notify } from 'shared-contracts';
import { saveFile, useSession, useSessionUser } from 'ui-kit';
import { ActiveFilterTags } from '../features/issues/components/active-filter-tags';
import { DueText } from '../features/issues/components/due-text';
import { FILTER_NAMES, IssueFilters, activeFilterCount, filterValuesOf } from '../features/issues/components/issue-filters';
import { IssueStatusTag, UrgencyTag } from '../features/issues/components/issue-status-tag';
import { useFilterChoices } from '../features/issues/hooks/use-filter-choices';
import { PAGE_SIZE, queryOf, useIssueList } from '../features/issues/hooks/use-issue-list';
import { queueIssueStep } from '../shared/outbox/issue-action-kind';

const csvCell = (value: string) => `"${value.replace(/"/g, '""')}"`;

/** The rows as CSV (spreadsheet-safe: a cell starting with = + - @ is quoted as text). */
export function issuesCsv(items: readonly IssueSummary[]): string {
  const safe = (value: string) => csvCell(/^[=+\-@]/.test(value) ? `'${value}` : value);
  const header = ['Id', 'Issue', 'Facility', 'Status', 'Urgency', 'Team', 'Assignee', 'Raised', 'Due', 'Late (min)'];
  const rows = items.map((i) =>
    [i._id, i.label, i.facility.name, i.status, i.urgencyLevel, i.team?.name ?? '', i.assignee?.name ?? '', i.createdAt, i.dueAt ?? '', String(i.lateMinutes)]
      .map(safe)
      .join(','),
  );
  return [header.map(csvCell).join(','), ...rows].join('\r\n');
}

/** /v2/tickets: the desktop table of the work queue: search and filters (in the URL, filtered by the server), bulk assign and CSV export of what is filtered. */
export default function TicketsTablePage() {
  const { t } = useTranslation('mf-reporting');
  const user = useSessionUser();
  const { permissions } = useSession();
  const manages = permissions.includes('team-write');
  const { page, error, loading, params, update, reload } = useIssueList(manages ? 'all' : 'team');
  const [selected, setSelected] = useState<string[]>([]);
  const [teamId, setTeamId] = useState<string>();
  const [filtersOpen, setFiltersOpen] = useState(false);
  const choices = useFilterChoices();
  const filters = filterValuesOf(params);
  const active = activeFilterCount(filters);

  const assign = async () => {
    if (!user || !teamId || !page) return;
    for (const id of selected) {
      const issue = page.items.find((item) => item._id === id);
      await queueIssueStep({
        owner: { userId: user._id, organizationId: user.organization ?? '' },
        label: `${t('issues.action.assign')}: ${issue?.label ?? id}`,
        photos: [],
        body: { issueId: id, op: 'assign', teamId, media: [] },
      });
    }
    setSelected([]);
    reload();
  };
  const exportCsv = async () => {
    try {
      const all = await listIssues({ ...queryOf(params, manages ? 'all' : 'team'), page: 1, limit: 100 });
      const blob = new Blob([issuesCsv(all.items)], { type: 'text/csv;charset=utf-8' });
      saveFile(blob, `tickets-${dayjs().format('YYYY-MM-DD')}.csv`);
    } catch (failure) {
      notify('negative', failure instanceof Error ? failure.message : String(failure));
    }
  };
  return (
    <Flex vertical gap="small" style={{ padding: 16 }}>
      <Typography.Title level={4} style={{ margin: 0 }}>
        {t('issues.tickets')}
      </Typography.Title>
      <Flex gap="small" wrap>
        <Input.Search
          allowClear
          style={{ width: 280 }}
          defaultValue={params.get('q') ?? ''}
          placeholder={t('issues.search')}
          aria-label={t('issues.search')}
          onSearch={(q) => update({ q: q || undefined })}
        />
        <Button icon={<FilterOutlined />} type={active ? 'primary' : 'default'} onClick={() => setFiltersOpen(true)}>
          {active ? t('issues.filters.active', { count: active }) : t('issues.filters.title')}
        </Button>
        {manages ? (
          <>
            <Select
              style={{ minWidth: 200 }}
              aria-label={t('issues.assignTo')}
              placeholder={t('issues.assignTo')}
              value={teamId}
              onChange={setTeamId}
              options={choices.teams ?? []}
            />
            <Button type="primary" disabled={!teamId || selected.length === 0} onClick={() => void assign()}>
              {t('issues.bulkAssign', { count: selected.length })}
            </Button>
          </>
        ) : null}
        <Button icon={<DownloadOutlined />} onClick={() => void exportCsv()}>
          {t('issues.exportCsv')}
        </Button>
      </Flex>
      <ActiveFilterTags values={filters} choices={choices} onRemove={(names) => update(Object.fromEntries(names.map((name) => [name, undefined])))} />
      {error ? <Alert type="error" title={error} action={<Button onClick={reload}>{t('issues.retry')}</Button>} /> : null}
      <Table<IssueSummary>
        rowKey="_id"
        size="small"
        loading={loading}
        dataSource={page?.items ?? []}
        rowSelection={manages ? { selectedRowKeys: selected, onChange: (keys) => setSelected(keys.map(String)) } : undefined}
        pagination={{
          current: page?.page ?? 1,
          pageSize: PAGE_SIZE,
          total: page?.total ?? 0,
          showSizeChanger: false,
          onChange: (n) => update({ page: String(n) }),
        }}
        scroll={{ x: 900 }}
        columns={[
          {
            key: 'label',
            title: t('issues.columns.issue'),
            render: (_, i) => (
              // One box over all its lines: a wrapped inline link's centre falls between them, on the cell.
              <Link to={`/tickets/${i._id}`} style={{ display: 'inline-block' }}>
                {i.label}
              </Link>
            ),
          },
          { key: 'facility', title: t('issues.columns.facility'), render: (_, i) => i.facility.name },
          { key: 'status', title: t('issues.filters.status'), render: (_, i) => <IssueStatusTag status={i.status} /> },
          { key: 'urgency', title: t('issues.filters.urgency'), render: (_, i) => <UrgencyTag urgency={i.urgencyLevel} /> },
          { key: 'team', title: t('issues.team'), render: (_, i) => i.team?.name ?? '—' },
          { key: 'assignee', title: t('issues.assigneeLabel'), render: (_, i) => i.assignee?.name ?? '—' },
          { key: 'due', title: t('issues.columns.due'), render: (_, i) => <DueText issue={i} /> },
        ]}
      />
      <IssueFilters
        open={filtersOpen}
        placement="right"
        values={filters}
        choices={choices}
        onClose={() => setFiltersOpen(false)}
        onApply={(values) => {
          update(Object.fromEntries(FILTER_NAMES.map((name) => [name, values[name]])));
          setFiltersOpen(false);
        }}
      />
    </Flex>
  );
}
