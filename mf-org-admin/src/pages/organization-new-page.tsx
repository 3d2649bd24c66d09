import Alert from 'antd/es/alert';
import Typography from 'antd/es/typography';
import { useTranslation } from 'react-i18next';
import { ActivationStepper } from '../features/activation/components/activation-stepper';
import { useSwitchOrganization } from '../shared/use-switch-organization';

/** /organization/new: activating an organisation with its key (spec 001 §2.5, §4). */
export default function OrganizationNewPage() {
  const { t } = useTranslation('mf-org-admin');
  const { switching, error, switchTo } = useSwitchOrganization(t('switcher.failed'));
  return (
    <>
      <Typography.Title level={3}>{t('activation.title')}</Typography.Title>
      {error && <Alert type="error" showIcon title={t('switcher.failed')} description={error} style={{ marginBottom: 16 }} />}
      <ActivationStepper opening={switching !== null} onOpen={(id) => void switchTo(id)} />
    </>
  );
}
