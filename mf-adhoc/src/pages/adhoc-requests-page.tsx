import Result from 'antd/es/result';
import Tabs from 'antd/es/tabs';
import Typography from 'antd/es/typography';
import { useTranslation } from 'react-i18next';
import { useSession } from 'ui-kit';
import { AdhocOverview } from '../features/adhoc-overview/components/adhoc-overview';
import { ReporterAdhocRequests } from '../features/adhoc-requests/components/reporter-adhoc-requests';

/**
 * /adhoc-requests: the ad-hoc inspection requests addressed to the signed-in reporter; a manager
 * (who may read staff) also sees every request of the organisation.
 */
export default function AdhocRequestsPage() {
  const { t } = useTranslation('mf-adhoc');
  const { user, permissions } = useSession();
  const mine = user ? <ReporterAdhocRequests key={user._id} reporterId={user._id} /> : <Result status="warning" title={t('requests.noUser')} />;
  return (
    <>
      <Typography.Title level={3}>{t('requests.title')}</Typography.Title>
      {permissions.includes('user-read') ? (
        <Tabs
          items={[
            { key: 'all', label: t('overview.tab'), children: <AdhocOverview /> },
            { key: 'mine', label: t('overview.mine'), children: mine },
          ]}
        />
      ) : (
        mine
      )}
    </>
  );
}
