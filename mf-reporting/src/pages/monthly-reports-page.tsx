import { MonthlyReportView } from '../features/inspections/components/monthly-report-view';

/** /monthly-reports: a calendar heat map of compliance per facility or location. */
export default function MonthlyReportsPage() {
  return <MonthlyReportView />;
}
