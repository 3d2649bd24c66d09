import Alert from 'antd/es/alert';
import Flex from 'antd/es/flex';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type AdHocRequest, formatTime } from 'shared-contracts';
import { AsyncContent } from 'ui-kit';
import { useReporterAdhocRequests } from '../hooks/use-reporter-adhoc-requests';
import { AdhocReportDetailsDialog } from './adhoc-report-details-dialog';
import { AdhocRequestList } from './adhoc-request-list';

/** The requests of one reporter with their loading, error, cached and empty states; each opens its details. */
export function ReporterAdhocRequests({ reporterId }: { reporterId: string }) {
  const { t } = useTranslation('mf-adhoc');
  const requests = useReporterAdhocRequests(reporterId);
  const [open, setOpen] = useState<AdHocRequest | null>(null);
  return (
    <AsyncContent state={requests} errorTitle={t('requests.error')} emptyText={t('requests.empty')} isEmpty={(answer) => answer.data.length === 0}>
      {(answer) => (
        <Flex vertical gap="middle">
          {answer.fromCache && <Alert type="info" showIcon title={t('requests.cached', { time: formatTime(answer.fetchedAt) })} />}
          <AdhocRequestList requests={answer.data} onOpen={setOpen} />
          {open && <AdhocReportDetailsDialog request={open} onClose={() => setOpen(null)} />}
        </Flex>
      )}
    </AsyncContent>
  );
}
