/**
 * The issue details form, exposed as `mf_reporting/report-details` (ReportDetailsModule in
 * ui-kit): mf-adhoc's /adhoc-request/details and /quick-report/details show it for ad-hoc reports,
 * so one form serves every kind of report.
 */
import '../locales/register';

export { default as ReportDetails } from '../pages/details-page';
