/**
 * While a system administrator works inside an organisation through the admin switch (their
 * membership there is the system-admin role, not one the organisation gave them), a banner says so
 * on every page: what they change, they change for that organisation (issue 18).
 */
import Alert from 'antd/es/alert';
import { useTranslation } from 'react-i18next';
import type { User } from 'shared-contracts';
import { useSessionUser } from 'ui-kit';
import { useSubject } from '../app/use-subject';
import { orgState } from '../org/org-store';

const SYSTEM_ADMIN = 'system-admin';

/** Whether the user is a system administrator inside the current organisation by the admin switch. */
export function actsThroughAdminSwitch(user: Pick<User, 'userGroupNames' | 'assignedRoles' | 'organization'> | null): boolean {
  if (!user?.organization) return false;
  return (user.userGroupNames ?? []).includes(SYSTEM_ADMIN) && (user.assignedRoles ?? []).includes(SYSTEM_ADMIN);
}

export function ActingBanner() {
  const { t } = useTranslation('shell');
  const user = useSessionUser();
  const organization = useSubject(orgState).organization;
  if (!actsThroughAdminSwitch(user)) return null;
  return (
    <Alert
      banner
      type="warning"
      role="status"
      data-testid="acting-banner"
      title={t('actingBanner.text', { name: organization?.theme?.branding?.display_name ?? organization?.name ?? user?.organization ?? '' })}
    />
  );
}
