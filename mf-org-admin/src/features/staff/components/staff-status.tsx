import { useTranslation } from 'react-i18next';
import { type StaffRow } from 'shared-contracts';
import { Pill } from 'ui-kit';
import { useRoleLabel } from '../../../shared/use-role-label';

export function StaffStatusTag({ status }: { status: StaffRow['status'] }) {
  const { t } = useTranslation('mf-org-admin');
  return <Pill color={status === 'active' ? 'green' : 'default'}>{t(`staff.status.${status}`)}</Pill>;
}

/** The role, then the groups beside it. */
export function RoleTags({ row }: { row: Pick<StaffRow, 'role' | 'groups'> }) {
  const label = useRoleLabel();
  return (
    <>
      <Pill color="blue">{label(row.role)}</Pill>
      {row.groups.map((group) => (
        <Pill key={group}>{label(group)}</Pill>
      ))}
    </>
  );
}
