import Typography from 'antd/es/typography';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { mustChooseOrganization } from 'shared-contracts';
import { useSessionUser } from 'ui-kit';
import { OrganizationsView } from '../features/organizations/components/organizations-view';

/**
 * /organizations (switching-read). The picker opens at once for a switchable user with no
 * organisation chosen yet, and when asked for (`?picker=1`, the Orgs entry).
 */
export default function OrganizationsPage() {
  const { t } = useTranslation('mf-org-admin');
  const user = useSessionUser();
  const [params] = useSearchParams();
  const pickerAtStart = params.has('picker') || mustChooseOrganization(user);
  return (
    <>
      <Typography.Title level={3}>{t('organizations.title')}</Typography.Title>
      <OrganizationsView pickerAtStart={pickerAtStart} />
    </>
  );
}
