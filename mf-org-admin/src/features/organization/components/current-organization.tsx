import { useTranslation } from 'react-i18next';
import { AsyncContent } from 'ui-kit';
import { useOrganization } from '../hooks/use-organization';
import { OrganizationDetails } from './organization-details';

/** Loads one organisation and shows it, with the loading and error states. */
export function CurrentOrganization({ id }: { id: string }) {
  const { t } = useTranslation('mf-org-admin');
  const organization = useOrganization(id);
  return (
    <AsyncContent reserve state={organization} errorTitle={t('organization.error')} emptyText={t('organization.none')} isEmpty={() => false}>
      {(loaded) => <OrganizationDetails organization={loaded} />}
    </AsyncContent>
  );
}
