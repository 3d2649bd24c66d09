import { TeamEditor } from '../features/teams';

/** /team/add: a new team. */
export default function TeamAddPage() {
  return <TeamEditor />;
}
