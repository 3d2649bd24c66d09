import { ReporterReportView } from '../features/inspections/components/reporter-report-view';

/** /userReports: the user report. */
export default function UserReportsPage() {
  return <ReporterReportView />;
}
