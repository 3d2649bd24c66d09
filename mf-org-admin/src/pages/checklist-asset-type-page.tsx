import { useSearchParams } from 'react-router-dom';
import { ChecklistEditor, ChecklistsScreen } from '../features/checklists';

/** /checklists/assetType?type=<id>: edit an asset type's checklist (without a type: choose one). */
export default function ChecklistAssetTypePage() {
  const [params] = useSearchParams();
  const type = params.get('type');
  return type ? <ChecklistEditor key={type} typeId={type} /> : <ChecklistsScreen fixedKind="asset" />;
}
