import { useParams } from 'react-router-dom';
import { TeamEditor } from '../features/teams';

/** /team/:id: one team, to edit or retire. */
export default function TeamPage() {
  const { id = '' } = useParams();
  return <TeamEditor key={id} teamId={id} />;
}
