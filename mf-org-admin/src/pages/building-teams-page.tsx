import { useParams } from 'react-router-dom';
import { BuildingTeamsScreen } from '../features/teams';

/** /team/building/:id: which teams look after a building. */
export default function BuildingTeamsPage() {
  const { id = '' } = useParams();
  return <BuildingTeamsScreen buildingId={id} />;
}
