import { LocationsScreen } from '../features/locations';

/** /locations (building-read, building-write): the tree of places. */
export default function LocationsPage() {
  return <LocationsScreen />;
}
