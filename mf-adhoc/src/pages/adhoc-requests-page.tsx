import Result from 'antd/es/result';
import Typography from 'antd/es/typography';
import { useTranslation } from 'react-i18next';
import { ReporterAdhocRequests } from '../features/adhoc-requests/components/reporter-adhoc-requests';
import { useSessionUser } from 'ui-kit';

/** /adhoc-requests: the ad-hoc inspection requests addressed to the signed-in reporter. */
export default function AdhocRequestsPage() {
  const { t } = useTranslation('mf-adhoc');
  const user = useSessionUser();
  return (
    <>
      <Typography.Title level={3}>{t('requests.title')}</Typography.Title>
      {user ? <ReporterAdhocRequests key={user._id} reporterId={user._id} /> : <Result status="warning" title={t('requests.noUser')} />}
    </>
  );
}
