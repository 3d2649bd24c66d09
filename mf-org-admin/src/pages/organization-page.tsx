import EditOutlined from '@ant-design/icons/es/icons/EditOutlined';
import Button from 'antd/es/button';
import Flex from 'antd/es/flex';
import Result from 'antd/es/result';
import Typography from 'antd/es/typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CurrentOrganization } from '../features/organization/components/current-organization';
import { OrganizationEditor } from '../features/organization-edit';
import { SetupCards } from '../features/setup/components/setup-cards';
import { useSession, useSessionUser } from 'ui-kit';

/** /organization: the signed-in user's current organisation; for its administrators, the editor and the set-up cards. */
export default function OrganizationPage() {
  const { t } = useTranslation('mf-org-admin');
  const organizationId = useSessionUser()?.organization;
  const { permissions } = useSession();
  const canEdit = permissions.includes('organization-write');
  const [editing, setEditing] = useState(false);
  // A save shows the details again, read fresh.
  const [version, setVersion] = useState(0);
  return (
    <>
      <Flex justify="space-between" align="center" gap="small" wrap>
        <Typography.Title level={3}>{t('organization.title')}</Typography.Title>
        {organizationId && canEdit && !editing ? (
          <Button icon={<EditOutlined />} onClick={() => setEditing(true)}>
            {t('organizationEdit.open')}
          </Button>
        ) : null}
      </Flex>
      {!organizationId ? (
        <Result status="info" title={t('organization.none')} />
      ) : editing ? (
        <OrganizationEditor
          id={organizationId}
          onDone={() => {
            setEditing(false);
            setVersion((v) => v + 1);
          }}
        />
      ) : (
        <CurrentOrganization key={`${organizationId}-${version}`} id={organizationId} />
      )}
      {organizationId && canEdit && <SetupCards key={`setup-${organizationId}`} organizationId={organizationId} />}
    </>
  );
}
