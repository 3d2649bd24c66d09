import { TeamsScreen } from '../features/teams';

/** /teams (team-read, team-write): the organisation's teams. */
export default function TeamsPage() {
  return <TeamsScreen />;
}
