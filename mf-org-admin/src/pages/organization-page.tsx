import Result from 'antd/es/result';
import Typography from 'antd/es/typography';
import { useTranslation } from 'react-i18next';
import { CurrentOrganization } from '../features/organization/components/current-organization';
import { SetupCards } from '../features/setup/components/setup-cards';
import { useSession, useSessionUser } from 'ui-kit';

/** /organization: the signed-in user's current organisation; for its administrators, the set-up cards. */
export default function OrganizationPage() {
  const { t } = useTranslation('mf-org-admin');
  const organizationId = useSessionUser()?.organization;
  const { permissions } = useSession();
  return (
    <>
      <Typography.Title level={3}>{t('organization.title')}</Typography.Title>
      {organizationId ? <CurrentOrganization key={organizationId} id={organizationId} /> : <Result status="info" title={t('organization.none')} />}
      {organizationId && permissions.includes('organization-write') && <SetupCards key={`setup-${organizationId}`} organizationId={organizationId} />}
    </>
  );
}
