import { LocationsScreen } from '../features/locations';
import { useRouteParam } from 'ui-kit';

/** /location/:id: the tree with the form of that place (the id from the route table: the shell mounts remotes under its catch-all). */
export default function LocationPage() {
  const id = useRouteParam('id');
  return <LocationsScreen selectedId={id || undefined} />;
}
