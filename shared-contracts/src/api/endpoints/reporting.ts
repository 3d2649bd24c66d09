/** Calls of the reporting flow that the spec leaves "not shown" (see api/README.md). */
import { apiRequest } from '../api-client';
import { z } from 'zod/mini';
import { teamListSchema, type Team } from '../../schemas';
import { lazySchema } from '../../schemas/lazy-schema';

const remindAnswerSchema = lazySchema(() => z.object({ reminded: z.int().check(z.nonnegative()) }));

/** GET /reporting/teams: the teams an issue can be assigned to ("fetch teams"). */
export function getReportingTeams(): Promise<Team[]> {
  return apiRequest('/reporting/teams', { schema: teamListSchema });
}

/** POST /issues/remind: asks the supervisors of the pending similar issues to act on them. */
export function remindSupervisor(issueIds: readonly string[]): Promise<{ reminded: number }> {
  return apiRequest('/issues/remind', { method: 'POST', body: { issues: issueIds }, schema: remindAnswerSchema });
}
