import Alert from 'antd/es/alert';
import Typography from 'antd/es/typography';
import { useTranslation } from 'react-i18next';
import { JoinOrganization } from '../features/join/components/join-organization';
import { useSwitchOrganization } from '../shared/use-switch-organization';

/** /organization/join: joining with a code, then opening the organisation (spec 001 §1, §2.5). */
export default function OrganizationJoinPage() {
  const { t } = useTranslation('mf-org-admin');
  const { switching, error, switchTo } = useSwitchOrganization(t('switcher.failed'));
  return (
    <>
      <Typography.Title level={3}>{t('join.title')}</Typography.Title>
      {error && <Alert type="error" showIcon title={t('switcher.failed')} description={error} style={{ marginBottom: 16 }} />}
      <JoinOrganization opening={switching !== null} onOpen={(id) => void switchTo(id)} />
    </>
  );
}
