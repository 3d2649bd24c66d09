/** Calls of the reporting flow that the spec leaves "not shown" (see api/README.md). */
import { apiRequest } from '../api-client';
import { teamListSchema, type Team } from '../../schemas';

/** GET /reporting/teams: the teams an issue can be assigned to ("fetch teams"). */
export function getReportingTeams(): Promise<Team[]> {
  return apiRequest('/reporting/teams', { schema: teamListSchema });
}
