/**
 * While a system administrator works inside an organisation through the admin switch (their
 * membership there is the system-admin role, not one the organisation gave them), a banner says so
 * on every page: what they change, they change for that organisation (issue 18). The banner's code
 * loads only for them: everyone else's first load stays as it was.
 */
import { Suspense, lazy } from 'react';
import type { User } from 'shared-contracts';
import { useSessionUser } from 'ui-kit';
import { useSubject } from '../app/use-subject';
import { orgState } from '../org/org-store';

const SYSTEM_ADMIN = 'system-admin';
const ActingBannerView = lazy(() => import('./acting-banner-view'));

/** Whether the user is a system administrator inside the current organisation by the admin switch. */
export function actsThroughAdminSwitch(user: Pick<User, 'userGroupNames' | 'assignedRoles' | 'organization'> | null): boolean {
  if (!user?.organization) return false;
  return (user.userGroupNames ?? []).includes(SYSTEM_ADMIN) && (user.assignedRoles ?? []).includes(SYSTEM_ADMIN);
}

export function ActingBanner() {
  const user = useSessionUser();
  const organization = useSubject(orgState).organization;
  if (!actsThroughAdminSwitch(user)) return null;
  return (
    <Suspense fallback={null}>
      <ActingBannerView name={organization?.theme?.branding?.display_name ?? organization?.name ?? user?.organization ?? ''} />
    </Suspense>
  );
}
