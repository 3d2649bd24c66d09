import { InspectionListView } from '../features/inspections/components/inspection-list-view';

/** /v2/inspections and /inspection2: the organisation's reports in a table (desktop). */
export default function InspectionsTablePage() {
  return <InspectionListView layout="table" />;
}
