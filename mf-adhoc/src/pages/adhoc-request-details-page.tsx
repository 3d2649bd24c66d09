import { useTranslation } from 'react-i18next';
import { ReportDetailsHost } from './report-details-host';

/** /adhoc-request/details?facility=<id>: after an ad-hoc (inspect) checklist. */
export default function AdhocRequestDetailsPage() {
  const { t } = useTranslation('mf-adhoc');
  return <ReportDetailsHost title={t('reportDetails.adhocTitle')} />;
}
