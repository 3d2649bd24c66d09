export { OrganizationEditor } from './components/organization-editor';
