import { DailyReportView } from '../features/inspections/components/daily-report-view';

/** /daily-reports: expected versus actual checks per day and facility. */
export default function DailyReportsPage() {
  return <DailyReportView />;
}
