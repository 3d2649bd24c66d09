import { LocationsScreen } from '../features/locations';
import { useRouteId } from '../shared/use-route-id';

/** /location/:id: the tree with the form of that place (the id from the route table: the shell mounts remotes under its catch-all). */
export default function LocationPage() {
  const id = useRouteId();
  return <LocationsScreen selectedId={id || undefined} />;
}
