import Table from 'antd/es/table';
import type { ColumnsType, SorterResult } from 'antd/es/table/interface';
import Tag from 'antd/es/tag';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { type InspectionListAnswer, type InspectionRow, type InspectionSort, formatDateTime } from 'shared-contracts';
import { type ListFilters, PAGE_SIZES } from '../rules/list-params';

interface Props {
  answer: InspectionListAnswer;
  filters: ListFilters;
  onChange: (change: Partial<ListFilters>) => void;
}

/**
 * The report's date and time as the reporter's device said; the server's time of the report when the
 * device sent none (the link to the report must never be empty).
 */
export function whenOf(row: InspectionRow): string {
  const said = `${row.date.trim()} ${row.time.trim()}`.trim();
  return said || formatDateTime(row.createdAt);
}

/** The list on a desktop: paged and sorted by the server. */
export function InspectionTable({ answer, filters, onChange }: Props) {
  const { t } = useTranslation('mf-reporting');
  const sortOrder = (key: InspectionSort) => (filters.sort === key ? (filters.order === 'asc' ? 'ascend' : 'descend') : null);
  const columns: ColumnsType<InspectionRow> = [
    {
      key: 'createdAt',
      title: t('inspections.columns.when'),
      sorter: true,
      sortOrder: sortOrder('createdAt'),
      render: (_, row) => <Link to={`/inspection/${row._id}`}>{whenOf(row)}</Link>,
    },
    { key: 'facility', title: t('inspections.columns.facility'), dataIndex: 'facilityName', sorter: true, sortOrder: sortOrder('facility') },
    { key: 'location', title: t('inspections.columns.location'), dataIndex: 'locationName' },
    { key: 'reporter', title: t('inspections.columns.reporter'), dataIndex: 'reporterName', sorter: true, sortOrder: sortOrder('reporter') },
    { key: 'shift', title: t('inspections.columns.shift'), dataIndex: 'shiftName' },
    {
      key: 'type',
      title: t('inspections.columns.type'),
      sorter: true,
      sortOrder: sortOrder('type'),
      render: (_, row) => t(`inspections.types.${row.reportingType}`, { defaultValue: row.reportingType }),
    },
    {
      key: 'issues',
      title: t('inspections.columns.issues'),
      sorter: true,
      sortOrder: sortOrder('issues'),
      align: 'right',
      render: (_, row) => (row.issuesCount > 0 ? <Tag color="error">{row.issuesCount}</Tag> : <Tag color="success">0</Tag>),
    },
  ];
  return (
    <Table<InspectionRow>
      rowKey="_id"
      size="middle"
      columns={columns}
      dataSource={answer.docs}
      scroll={{ x: 'max-content' }}
      pagination={{
        current: answer.page,
        pageSize: answer.limit,
        total: answer.totalDocs,
        pageSizeOptions: PAGE_SIZES.map(String),
        showSizeChanger: true,
        showTotal: (total) => t('inspections.total', { count: total }),
      }}
      onChange={(pagination, _filters, sorter, extra) => {
        if (extra.action === 'sort') {
          const one = (Array.isArray(sorter) ? sorter[0] : sorter) as SorterResult<InspectionRow> | undefined;
          const key = (one?.order ? one.columnKey : 'createdAt') as InspectionSort;
          onChange({ sort: key, order: one?.order === 'ascend' ? 'asc' : 'desc' });
        } else {
          onChange({ page: pagination.current ?? 1, limit: pagination.pageSize ?? filters.limit });
        }
      }}
    />
  );
}
