export { LocationsScreen } from './components/locations-screen';
