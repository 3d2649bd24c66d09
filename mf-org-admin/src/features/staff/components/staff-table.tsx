import Table from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { type StaffPage, type StaffRow } from 'shared-contracts';
import { RoleTags, StaffStatusTag } from './staff-status';

export interface StaffTableProps {
  data: StaffPage;
  onPage: (page: number) => void;
  /** With these, rows are selectable (staff2's bulk actions). */
  selected?: string[];
  onSelect?: (ids: string[]) => void;
}

/** The desktop list: one row per person, paged by the server. */
export function StaffTable({ data, onPage, selected, onSelect }: StaffTableProps) {
  const { t } = useTranslation('mf-org-admin');
  return (
    <Table<StaffRow>
      rowKey="_id"
      size="middle"
      dataSource={data.items}
      rowSelection={
        selected && onSelect ? { selectedRowKeys: selected, onChange: (keys) => onSelect(keys.map(String)), preserveSelectedRowKeys: true } : undefined
      }
      pagination={{ current: data.page, pageSize: data.pageSize, total: data.total, showSizeChanger: false, onChange: onPage }}
      scroll={{ x: 760 }}
      columns={[
        {
          key: 'name',
          title: t('staff.columns.name'),
          // On one line: a name wrapped in two has its middle between the lines, where a tap misses the link.
          render: (_, row) => (
            <Link to={`/staff/${encodeURIComponent(row._id)}`} style={{ whiteSpace: 'nowrap' }}>
              {row.name}
            </Link>
          ),
        },
        { key: 'contact', title: t('staff.columns.contact'), render: (_, row) => [row.email, row.phone].filter(Boolean).join(' · ') },
        { key: 'role', title: t('staff.columns.role'), render: (_, row) => <RoleTags row={row} /> },
        { key: 'teams', title: t('staff.columns.teams'), render: (_, row) => row.teams.map((team) => team.name).join(', ') || t('staff.none') },
        { key: 'status', title: t('staff.columns.status'), render: (_, row) => <StaffStatusTag status={row.status} /> },
      ]}
    />
  );
}
