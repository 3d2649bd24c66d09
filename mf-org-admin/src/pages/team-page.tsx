import { TeamEditor } from '../features/teams';
import { useRouteId } from '../shared/use-route-id';

/** /team/:id: one team, to edit or retire. */
export default function TeamPage() {
  const id = useRouteId();
  return <TeamEditor key={id} teamId={id} />;
}
