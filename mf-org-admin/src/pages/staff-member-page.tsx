import { useParams } from 'react-router-dom';
import { StaffDetailScreen, useCanWriteStaff, useStaffOptions } from '../features/staff';

/** /staff/:id (user-read; changes with organization-write). */
export default function StaffMemberPage() {
  const { id = '' } = useParams();
  const options = useStaffOptions();
  const canWrite = useCanWriteStaff();
  return <StaffDetailScreen id={id} options={options} canWrite={canWrite} />;
}
