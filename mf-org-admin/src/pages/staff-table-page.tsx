import { StaffBulkScreen, useCanWriteStaff, useStaffOptions } from '../features/staff';

/** /staff2 (user-read): the desktop table with bulk actions (organization-write) and CSV export. */
export default function StaffTablePage() {
  const options = useStaffOptions();
  const canWrite = useCanWriteStaff();
  return <StaffBulkScreen options={options} canWrite={canWrite} />;
}
