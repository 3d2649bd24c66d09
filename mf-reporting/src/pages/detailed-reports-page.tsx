import { DetailedReportView } from '../features/inspections/components/detailed-report-view';

/** /detailed-reports: the full cross-table of checks per facility and day, with export. */
export default function DetailedReportsPage() {
  return <DetailedReportView />;
}
