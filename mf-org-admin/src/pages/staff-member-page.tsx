import { useLocation, useParams } from 'react-router-dom';
import { matchRoutePath } from 'shared-contracts';
import { StaffDetailScreen, useCanWriteStaff, useStaffOptions } from '../features/staff';

/** /staff/:id (user-read; changes with organization-write). */
export default function StaffMemberPage() {
  // The shell mounts remote pages under its catch-all route: the id comes from the route table's match.
  const params = useParams();
  const { pathname } = useLocation();
  const id = params.id ?? matchRoutePath(pathname)?.params.id ?? '';
  const options = useStaffOptions();
  const canWrite = useCanWriteStaff();
  return <StaffDetailScreen id={id} options={options} canWrite={canWrite} />;
}
