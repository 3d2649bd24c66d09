import Result from 'antd/es/result';
import Typography from 'antd/es/typography';
import { useTranslation } from 'react-i18next';
import { CurrentOrganization } from '../features/organization/components/current-organization';
import { useSessionUser } from 'ui-kit';

/** /organization: the signed-in user's current organisation. Editing comes with a later release. */
export default function OrganizationPage() {
  const { t } = useTranslation('mf-org-admin');
  const organizationId = useSessionUser()?.organization;
  return (
    <>
      <Typography.Title level={3}>{t('organization.title')}</Typography.Title>
      {organizationId ? <CurrentOrganization key={organizationId} id={organizationId} /> : <Result status="info" title={t('organization.none')} />}
    </>
  );
}
