import Alert from 'antd/es/alert';
import { useTranslation } from 'react-i18next';

/** The banner itself, loaded only for a system administrator acting inside an organisation (acting-banner.tsx). */
export default function ActingBannerView({ name }: { name: string }) {
  const { t } = useTranslation('shell');
  return <Alert banner type="warning" role="status" data-testid="acting-banner" title={t('actingBanner.text', { name })} />;
}
