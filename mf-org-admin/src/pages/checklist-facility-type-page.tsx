import { useSearchParams } from 'react-router-dom';
import { ChecklistEditor, ChecklistsScreen } from '../features/checklists';

/** /checklists/facilityType?type=<id>: edit a facility type's checklist (without a type: choose one). */
export default function ChecklistFacilityTypePage() {
  const [params] = useSearchParams();
  const type = params.get('type');
  return type ? <ChecklistEditor key={type} typeId={type} /> : <ChecklistsScreen fixedKind="facility" />;
}
