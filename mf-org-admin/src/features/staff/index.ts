export { StaffScreen } from './components/staff-screen';
export { StaffDetailScreen } from './components/staff-detail';
export { StaffBulkScreen } from './components/staff-bulk-screen';
export { InvitationsPanel } from './components/invitations-panel';
export { InviteDialog } from './components/invite-dialog';
export { useStaffOptions, useCanWriteStaff } from './hooks/use-staff-options';
