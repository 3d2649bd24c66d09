import { LocationsScreen } from '../features/locations';

/** /location/add: the tree with the form of a new place. */
export default function LocationAddPage() {
  return <LocationsScreen adding />;
}
