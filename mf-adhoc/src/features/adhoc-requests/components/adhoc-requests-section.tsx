/**
 * The 'Ad-Hoc Requests' section of the facility list (spec 000 Screen 1), exposed as
 * `mf_adhoc/adhoc-section` for mf-reporting: shown only while the user's shift is started and it
 * has requests. Each row opens 'AdHoc Report Details'.
 */
import Flex from 'antd/es/flex';
import Typography from 'antd/es/typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type AdHocRequest, notify } from 'shared-contracts';
import { Spinner, useActiveShift, useLoadOnDemand, useSessionUser } from 'ui-kit';
import { useReporterAdhocRequests } from '../hooks/use-reporter-adhoc-requests';
import { requestsOfShift } from '../rules/request-rules';
import { AdhocRequestList } from './adhoc-request-list';

/**
 * The request's details dialog (antd's Modal), loaded when a request is first opened: the section
 * sits on every visit of the facility list, where it was part of the first load (issue 15).
 */
const loadDialog = () => import('./adhoc-report-details-dialog').then((module) => module.AdhocReportDetailsDialog);

function ShiftRequests({ reporterId, shiftId }: { reporterId: string; shiftId: string }) {
  const { t } = useTranslation('mf-adhoc');
  const requests = useReporterAdhocRequests(reporterId);
  const [open, setOpen] = useState<AdHocRequest | null>(null);
  const dialog = useLoadOnDemand(loadDialog, (error) => {
    console.error('the ad-hoc request dialog could not be loaded', error);
    notify('negative', t('requests.unavailable'));
  });
  const shown = requests.data ? requestsOfShift(requests.data.data, shiftId) : [];
  // Loading, failed or none: the facility list goes on without the section.
  if (shown.length === 0) return null;
  const Dialog = dialog.value;
  return (
    <Flex vertical gap="small" component="section" aria-label={t('requests.title')}>
      <Flex align="center" gap="small">
        <Typography.Title level={4} style={{ margin: 0 }}>
          {t('requests.title')}
        </Typography.Title>
        {/* A request opened for the first time waits for its dialog's code. */}
        {dialog.loading && <Spinner size="small" inline />}
      </Flex>
      <AdhocRequestList requests={shown} onOpen={(request) => void dialog.request().then((loaded) => loaded && setOpen(request))} />
      {open && Dialog && <Dialog request={open} onClose={() => setOpen(null)} />}
    </Flex>
  );
}

export function AdhocRequestsSection() {
  const user = useSessionUser();
  const shift = useActiveShift();
  if (!user || shift?.status !== 'started' || !shift.shiftId) return null;
  return <ShiftRequests key={`${user._id}|${shift.shiftId}`} reporterId={user._id} shiftId={shift.shiftId} />;
}
