import { ChecklistsScreen } from '../features/checklists';

/** /checklists (checklist-read, checklist-write): the checklist of every facility and asset type. */
export default function ChecklistsPage() {
  return <ChecklistsScreen />;
}
