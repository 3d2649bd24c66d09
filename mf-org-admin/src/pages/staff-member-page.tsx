import { StaffDetailScreen, useCanWriteStaff, useStaffOptions } from '../features/staff';
import { useRouteParam } from 'ui-kit';

/** /staff/:id (user-read; changes with organization-write). */
export default function StaffMemberPage() {
  const id = useRouteParam('id') ?? '';
  const options = useStaffOptions();
  const canWrite = useCanWriteStaff();
  return <StaffDetailScreen id={id} options={options} canWrite={canWrite} />;
}
