/**
 * How an ad-hoc report starts and where it goes (spec 000 §2, §4, §6; spec 001 §2.4). mf-adhoc
 * starts one (report-type chooser, a request's 'Start Reporting') by opening mf-reporting's
 * checklist with these search parameters; mf-reporting reads them back with the same rule.
 */
import type { AdHocReportType, InspectionMode, ReportingType } from '../schemas';

export interface AdhocStart {
  adHocReportType: AdHocReportType;
  /** The request being answered ('Start Reporting'); none for a report the user chose to make. */
  adHocRequestId?: string | null;
}

const adHocReportTypes: readonly string[] = ['inspect', 'quick-inspect'] satisfies AdHocReportType[];

function isAdHocReportType(value: string | null): value is AdHocReportType {
  return value !== null && adHocReportTypes.includes(value);
}

/** /reporting/checklist for the facility: a scheduled report, or an ad-hoc one with `adhoc`. */
export function checklistPath(facilityId: string, adhoc?: AdhocStart | null): string {
  const search = new URLSearchParams({ facility: facilityId });
  if (adhoc) {
    search.set('adhoc', adhoc.adHocReportType);
    if (adhoc.adHocRequestId) search.set('request', adhoc.adHocRequestId);
  }
  return `/reporting/checklist?${search.toString()}`;
}

/** What `checklistPath` put in the search parameters; an unknown type reads as no ad-hoc start. */
export function adhocStartFrom(search: URLSearchParams): AdhocStart | null {
  const type = search.get('adhoc');
  if (!isAdHocReportType(type)) return null;
  return { adHocReportType: type, adHocRequestId: search.get('request') || null };
}

/**
 * Spec 000 §6: with adhocNoScan-read an ad-hoc report counts only as type adhoc-desk, without it
 * only as type adhoc.
 */
export function adhocReportingType(permissions: readonly string[]): Extract<ReportingType, 'adhoc' | 'adhoc-desk'> {
  return permissions.includes('adhocNoScan-read') ? 'adhoc-desk' : 'adhoc';
}

const scheduledDetails: Record<InspectionMode, string> = { 0: '/reporting/details', 1: '/reporting/deep', 2: '/reporting/idetails' };

/**
 * Spec 000 §4, continue after the checklist: scheduled reports follow the checklist's inspection
 * mode; ad-hoc ones go to /adhoc-request/details, or /quick-report/details for quick-inspect.
 */
export function detailsPath(
  report: { reportingType: ReportingType; adHocReportType?: AdHocReportType | null },
  inspectionMode: InspectionMode,
  facilityId: string,
): string {
  const facility = `?facility=${encodeURIComponent(facilityId)}`;
  if (report.reportingType === 'adhoc' || report.reportingType === 'adhoc-desk') {
    return `${report.adHocReportType === 'quick-inspect' ? '/quick-report/details' : '/adhoc-request/details'}${facility}`;
  }
  return `${scheduledDetails[inspectionMode]}${facility}`;
}
