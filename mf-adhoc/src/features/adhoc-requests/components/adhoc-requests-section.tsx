/**
 * The 'Ad-Hoc Requests' section of the facility list (spec 000 Screen 1), exposed as
 * `mf_adhoc/adhoc-section` for mf-reporting: shown only while the user's shift is started and it
 * has requests. Each row opens 'AdHoc Report Details'.
 */
import Flex from 'antd/es/flex';
import Typography from 'antd/es/typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type AdHocRequest } from 'shared-contracts';
import { useActiveShift, useSessionUser } from 'ui-kit';
import { useReporterAdhocRequests } from '../hooks/use-reporter-adhoc-requests';
import { requestsOfShift } from '../rules/request-rules';
import { AdhocReportDetailsDialog } from './adhoc-report-details-dialog';
import { AdhocRequestList } from './adhoc-request-list';

function ShiftRequests({ reporterId, shiftId }: { reporterId: string; shiftId: string }) {
  const { t } = useTranslation('mf-adhoc');
  const requests = useReporterAdhocRequests(reporterId);
  const [open, setOpen] = useState<AdHocRequest | null>(null);
  const shown = requests.data ? requestsOfShift(requests.data.data, shiftId) : [];
  // Loading, failed or none: the facility list goes on without the section.
  if (shown.length === 0) return null;
  return (
    <Flex vertical gap="small" component="section" aria-label={t('requests.title')}>
      <Typography.Title level={4} style={{ margin: 0 }}>
        {t('requests.title')}
      </Typography.Title>
      <AdhocRequestList requests={shown} onOpen={setOpen} />
      {open && <AdhocReportDetailsDialog request={open} onClose={() => setOpen(null)} />}
    </Flex>
  );
}

export function AdhocRequestsSection() {
  const user = useSessionUser();
  const shift = useActiveShift();
  if (!user || shift?.status !== 'started' || !shift.shiftId) return null;
  return <ShiftRequests key={`${user._id}|${shift.shiftId}`} reporterId={user._id} shiftId={shift.shiftId} />;
}
