import { InspectionListView } from '../features/inspections/components/inspection-list-view';

/** /inspections: the organisation's reports as cards (phone first). */
export default function InspectionsPage() {
  return <InspectionListView layout="cards" />;
}
