export { ChecklistsScreen } from './components/checklists-screen';
export { ChecklistEditor } from './components/checklist-editor';
