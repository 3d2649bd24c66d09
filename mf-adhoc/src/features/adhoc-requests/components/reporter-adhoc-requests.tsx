import { useTranslation } from 'react-i18next';
import { AsyncContent } from 'ui-kit';
import { useReporterAdhocRequests } from '../hooks/use-reporter-adhoc-requests';
import { AdhocRequestList } from './adhoc-request-list';

/** The requests of one reporter with their loading, error and empty states. */
export function ReporterAdhocRequests({ reporterId }: { reporterId: string }) {
  const { t } = useTranslation('mf-adhoc');
  const requests = useReporterAdhocRequests(reporterId);
  return (
    <AsyncContent state={requests} errorTitle={t('requests.error')} emptyText={t('requests.empty')} isEmpty={(list) => list.length === 0}>
      {(list) => <AdhocRequestList requests={list} />}
    </AsyncContent>
  );
}
