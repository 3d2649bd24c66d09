import Button from 'antd/es/button';
import Table from 'antd/es/table';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { type FacilityAdminPage, type FacilityAdminRow } from 'shared-contracts';
import { FacilityStatus, LastChecked } from './facility-status';

export interface FacilityListProps {
  data: FacilityAdminPage;
  selected: string[];
  onSelect: (ids: string[]) => void;
  onOpen: (row: FacilityAdminRow) => void;
  onPage: (page: number) => void;
}

/** The desktop list: one row per facility, selectable for the QR sheet, paged by the server. Memoised as the cards are. */
export const FacilityTable = memo(function FacilityTable({ data, selected, onSelect, onOpen, onPage }: FacilityListProps) {
  const { t } = useTranslation('mf-org-admin');
  const none = t('facilities.none');
  return (
    <Table<FacilityAdminRow>
      rowKey="_id"
      size="middle"
      dataSource={data.items}
      rowSelection={{ selectedRowKeys: selected, onChange: (keys) => onSelect(keys.map(String)), preserveSelectedRowKeys: true }}
      pagination={{ current: data.page, pageSize: data.pageSize, total: data.total, showSizeChanger: false, onChange: onPage }}
      scroll={{ x: 800 }}
      columns={[
        {
          key: 'name',
          title: t('facilities.columns.name'),
          render: (_, row) => (
            <Button type="link" style={{ padding: 0 }} onClick={() => onOpen(row)}>
              {row.name}
            </Button>
          ),
        },
        { key: 'type', title: t('facilities.columns.type'), render: (_, row) => row.facilityType?.name ?? none },
        { key: 'location', title: t('facilities.columns.location'), render: (_, row) => row.location?.name ?? none },
        {
          key: 'reportingType',
          title: t('facilities.columns.reportingType'),
          render: (_, row) => t(`facilities.reportingType.${row.reportingType}`, { defaultValue: row.reportingType }),
        },
        { key: 'lastChecked', title: t('facilities.columns.lastChecked'), render: (_, row) => <LastChecked at={row.lastChecked} /> },
        { key: 'status', title: t('facilities.columns.status'), render: (_, row) => <FacilityStatus row={row} /> },
      ]}
    />
  );
});
