import { useParams } from 'react-router-dom';
import { LocationsScreen } from '../features/locations';

/** /location/:id: the tree with the form of that place. */
export default function LocationPage() {
  const { id } = useParams();
  return <LocationsScreen selectedId={id} />;
}
