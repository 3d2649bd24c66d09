import Tag from 'antd/es/tag';
import { useTranslation } from 'react-i18next';
import { type StaffRow } from 'shared-contracts';
import { useRoleLabel } from '../../../shared/use-role-label';

export function StaffStatusTag({ status }: { status: StaffRow['status'] }) {
  const { t } = useTranslation('mf-org-admin');
  return <Tag color={status === 'active' ? 'green' : 'default'}>{t(`staff.status.${status}`)}</Tag>;
}

/** The role, then the groups beside it. */
export function RoleTags({ row }: { row: Pick<StaffRow, 'role' | 'groups'> }) {
  const label = useRoleLabel();
  return (
    <>
      <Tag color="blue">{label(row.role)}</Tag>
      {row.groups.map((group) => (
        <Tag key={group}>{label(group)}</Tag>
      ))}
    </>
  );
}
