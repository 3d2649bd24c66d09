import { useTranslation } from 'react-i18next';
import { ReportDetailsHost } from './report-details-host';

/** /quick-report/details?facility=<id>: after a quick-inspect ad-hoc checklist. */
export default function QuickReportDetailsPage() {
  const { t } = useTranslation('mf-adhoc');
  return <ReportDetailsHost title={t('reportDetails.quickTitle')} />;
}
