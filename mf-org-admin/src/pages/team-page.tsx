import { TeamEditor } from '../features/teams';
import { useRouteParam } from 'ui-kit';

/** /team/:id: one team, to edit or retire. */
export default function TeamPage() {
  const id = useRouteParam('id') ?? '';
  return <TeamEditor key={id} teamId={id} />;
}
