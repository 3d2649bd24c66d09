import { BuildingTeamsScreen } from '../features/teams';
import { useRouteParam } from 'ui-kit';

/** /team/building/:id: which teams look after a building. */
export default function BuildingTeamsPage() {
  const id = useRouteParam('id') ?? '';
  return <BuildingTeamsScreen key={id} buildingId={id} />;
}
