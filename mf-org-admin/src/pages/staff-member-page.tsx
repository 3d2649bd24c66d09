import { StaffDetailScreen, useCanWriteStaff, useStaffOptions } from '../features/staff';
import { useRouteId } from '../shared/use-route-id';

/** /staff/:id (user-read; changes with organization-write). */
export default function StaffMemberPage() {
  const id = useRouteId();
  const options = useStaffOptions();
  const canWrite = useCanWriteStaff();
  return <StaffDetailScreen id={id} options={options} canWrite={canWrite} />;
}
