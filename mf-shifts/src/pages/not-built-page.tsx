import Result from 'antd/es/result';
import { useTranslation } from 'react-i18next';

/** Shown on routes whose page a later release builds; no menu links here. */
export default function NotBuiltPage() {
  const { t } = useTranslation('mf-shifts');
  return <Result status="info" title={t('notBuilt.title')} subTitle={t('notBuilt.body')} />;
}
