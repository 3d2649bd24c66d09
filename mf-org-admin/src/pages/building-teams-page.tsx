import { BuildingTeamsScreen } from '../features/teams';
import { useRouteId } from '../shared/use-route-id';

/** /team/building/:id: which teams look after a building. */
export default function BuildingTeamsPage() {
  const id = useRouteId();
  return <BuildingTeamsScreen key={id} buildingId={id} />;
}
