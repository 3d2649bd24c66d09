/** Issue calls. */
import { apiRequest } from '../api-client';
import { checkIssueAnswerSchema, issueListSchema, type CheckIssueAnswer, type IssueOverview, type ReportInput } from '../../schemas';

/** POST /issues/check-issue with the whole report: pending similar issues (tickets). */
export function checkIssue(report: ReportInput): Promise<CheckIssueAnswer> {
  return apiRequest('/issues/check-issue', { method: 'POST', body: report, schema: checkIssueAnswerSchema });
}

/** GET /issues?organization={id}. */
export function getIssues(organizationId: string): Promise<IssueOverview[]> {
  return apiRequest('/issues', { query: { organization: organizationId }, schema: issueListSchema });
}
