import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { getOrganization } from 'shared-contracts';
import { AsyncContent, useAsync } from 'ui-kit';
import { OrganizationForm } from './organization-form';

/** Loads the organisation fresh (not the shell's copy) and edits it; `onDone` after save or cancel. */
export function OrganizationEditor({ id, onDone }: { id: string; onDone: () => void }) {
  const { t } = useTranslation('mf-org-admin');
  const organization = useAsync(useCallback(() => getOrganization(id), [id]));
  return (
    <AsyncContent state={organization} errorTitle={t('organization.error')} emptyText={t('organization.none')} isEmpty={() => false}>
      {(loaded) => <OrganizationForm organization={loaded} onSaved={onDone} onCancel={onDone} />}
    </AsyncContent>
  );
}
