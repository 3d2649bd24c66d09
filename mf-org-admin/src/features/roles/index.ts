export { RolesMatrix } from './components/roles-matrix';
