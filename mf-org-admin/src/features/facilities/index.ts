export { FacilitiesScreen } from './components/facilities-screen';
