export { TeamsScreen } from './components/teams-screen';
export { TeamEditor } from './components/team-editor';
export { BuildingTeamsScreen } from './components/building-teams-screen';
