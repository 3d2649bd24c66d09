/** Inspections: stored reports for the people who read them (issue 17). */
import { z } from 'zod/mini';
import { apiRequest } from '../api-client';
import {
  dailyReportAnswerSchema,
  inspectionListAnswerSchema,
  inspectionMediaListSchema,
  inspectionViewSchema,
  reporterReportAnswerSchema,
  type ReporterReportAnswer,
  type DailyReportAnswer,
  type DailyReportQuery,
  type InspectionListAnswer,
  type InspectionListQuery,
  type InspectionMedia,
  type InspectionView,
} from '../../schemas';

type Query = Record<string, string | number | boolean | undefined>;

/** GET /inspections: one page of the organisation's reports, filtered and sorted on the server. */
export function getInspections(query: InspectionListQuery = {}, options: { signal?: AbortSignal } = {}): Promise<InspectionListAnswer> {
  return apiRequest('/inspections', { query: { ...query } as Query, schema: inspectionListAnswerSchema, signal: options.signal });
}

/** GET /inspections/export.csv: every report of the filter (no paging), as CSV text. */
export function getInspectionsCsv(query: InspectionListQuery = {}): Promise<string> {
  return apiRequest('/inspections/export.csv', { query: { ...query, page: undefined, limit: undefined } as Query, schema: z.string() });
}

/** GET /inspections/{id}: one stored report in full, with its issues' current status and its media. */
export function getInspection(id: string, options: { signal?: AbortSignal } = {}): Promise<InspectionView> {
  return apiRequest(`/inspections/${encodeURIComponent(id)}`, { schema: inspectionViewSchema, signal: options.signal });
}

/** GET /inspections/{id}/media: the report's photos and voice notes. */
export function getInspectionMedia(id: string): Promise<InspectionMedia[]> {
  return apiRequest(`/inspections/${encodeURIComponent(id)}/media`, { schema: inspectionMediaListSchema });
}

/** GET /inspections/daily: expected versus actual checks per day and facility, computed in SQL. */
export function getDailyReport(query: DailyReportQuery = {}, options: { signal?: AbortSignal } = {}): Promise<DailyReportAnswer> {
  return apiRequest('/inspections/daily', { query: { ...query }, schema: dailyReportAnswerSchema, signal: options.signal });
}

/** GET /inspections/reporters: per reporter, checks done versus expected, late and missed shifts, issues raised. */
export function getReporterReport(query: { from?: string; to?: string } = {}): Promise<ReporterReportAnswer> {
  return apiRequest('/inspections/reporters', { query: { ...query }, schema: reporterReportAnswerSchema });
}
