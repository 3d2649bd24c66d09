/** Report calls (spec 000 §7, spec 001 §7). */
import { apiRequest } from '../api-client';
import {
  reportListAnswerSchema,
  reportStatListSchema,
  reportsCountAnswerSchema,
  submitReportAnswerSchema,
  type ReportInput,
  type ReportListAnswer,
  type ReportListQuery,
  type ReportStat,
  type ReportsCountAnswer,
  type ReportsCountQuery,
  type SubmitReportAnswer,
} from '../../schemas';

/** POST /reports/submit: the report with media replaced by uploaded items. Idempotent by localId. */
export function submitReport(report: ReportInput, options: { signal?: AbortSignal } = {}): Promise<SubmitReportAnswer> {
  return apiRequest('/reports/submit', { method: 'POST', body: report, schema: submitReportAnswerSchema, signal: options.signal });
}

/** GET /reports/count?user=&expectedInTime=&expectedOutTime=. */
export function getReportsCount(query: ReportsCountQuery): Promise<ReportsCountAnswer> {
  return apiRequest('/reports/count', { query: { ...query }, schema: reportsCountAnswerSchema });
}

/** GET /reports/: answers docs (the organisation's for report readers, one's own for reporters), paged. */
export function getReports(query: ReportListQuery = {}): Promise<ReportListAnswer> {
  return apiRequest('/reports/', { query: { ...query }, schema: reportListAnswerSchema });
}

/** GET /reports/statistics/time?organization={id}[&from=&to=]: one entry per Kolkata day, the last 30 by default. */
export function getReportStatistics(organizationId: string, range: { from?: string; to?: string } = {}): Promise<ReportStat[]> {
  return apiRequest('/reports/statistics/time', { query: { organization: organizationId, ...range }, schema: reportStatListSchema });
}
