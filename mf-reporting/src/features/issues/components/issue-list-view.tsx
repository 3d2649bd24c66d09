import FilterOutlined from '@ant-design/icons/es/icons/FilterOutlined';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Empty from 'antd/es/empty';
import Flex from 'antd/es/flex';
import Input from 'antd/es/input';
import Pagination from 'antd/es/pagination';
import Segmented from 'antd/es/segmented';
import Typography from 'antd/es/typography';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import type { IssueScope, IssueSummary } from 'shared-contracts';
import { TextSkeleton } from 'ui-kit';
import { PAGE_SIZE, useIssueList } from '../hooks/use-issue-list';
import { IssueCard } from './issue-card';
import { useFilterChoices } from '../hooks/use-filter-choices';
import { FILTER_NAMES, IssueFilters, activeFilterCount, filterValuesOf } from './issue-filters';
import { StatusChips } from './status-chips';

export interface IssueListViewProps {
  title: string;
  /** Fixed scope (tickets: team, tasks: mine); otherwise the user picks among `scopes`. */
  scope?: IssueScope;
  scopes?: IssueScope[];
  detailPath: (issue: IssueSummary) => string;
  cardExtra?: (issue: IssueSummary, reload: () => void) => ReactNode;
  /** Beside the title (the issues page's Raise issue). */
  actions?: ReactNode;
  /** Below the list (the tasks page's checks asked of me). */
  footer?: ReactNode;
}

/** The list of issues, tickets or tasks on a phone: search, status chips, filters in a drawer, server pages. */
export function IssueListView({ title, scope, scopes, detailPath, cardExtra, actions, footer }: IssueListViewProps) {
  const { t } = useTranslation('mf-reporting');
  const [search] = useSearchParams();
  const asked = search.get('scope') as IssueScope | null;
  const picked = scope ?? (asked && scopes?.includes(asked) ? asked : scopes?.[0]);
  const { page, error, loading, params, update, reload } = useIssueList(picked);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const choices = useFilterChoices();
  const filters = filterValuesOf(params);
  const active = activeFilterCount(filters);
  return (
    <Flex vertical gap="small" style={{ padding: 12, maxWidth: 720, margin: '0 auto', width: '100%' }}>
      <Flex justify="space-between" align="center" gap="small" wrap>
        <Typography.Title level={4} style={{ margin: 0 }}>
          {title}
        </Typography.Title>
        {actions}
      </Flex>
      {!scope && scopes && scopes.length > 1 ? (
        <Segmented
          block
          value={picked}
          options={scopes.map((s) => ({ value: s, label: t(`issues.scope.${s}`) }))}
          onChange={(value) => update({ scope: String(value) })}
        />
      ) : null}
      <Flex gap="small">
        <Input.Search
          allowClear
          defaultValue={params.get('q') ?? ''}
          placeholder={t('issues.search')}
          aria-label={t('issues.search')}
          onSearch={(q) => update({ q: q || undefined })}
        />
        <Button
          icon={<FilterOutlined />}
          type={active ? 'primary' : 'default'}
          onClick={() => setFiltersOpen(true)}
          aria-label={active ? t('issues.filters.active', { count: active }) : t('issues.filters.title')}
        />
      </Flex>
      {page ? <StatusChips counts={page.counts} selected={params.get('status') ?? undefined} onSelect={(status) => update({ status })} /> : null}
      {error ? <Alert type="error" title={error} action={<Button onClick={reload}>{t('issues.retry')}</Button>} /> : null}
      {loading && !page ? <TextSkeleton /> : null}
      {page && page.items.length === 0 ? <Empty description={t('issues.empty')} /> : null}
      {page?.items.map((issue) => (
        <IssueCard key={issue._id} issue={issue} to={detailPath(issue)} extra={cardExtra?.(issue, reload)} />
      ))}
      {page && page.total > PAGE_SIZE ? (
        <Pagination simple align="center" current={page.page} pageSize={PAGE_SIZE} total={page.total} onChange={(n) => update({ page: String(n) })} />
      ) : null}
      {footer}
      <IssueFilters
        open={filtersOpen}
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
