/**
 * The report being filled in (spec 000 §3-4): built from the facility, its checklist and the
 * user's mapping; parameters toggle good/bad, and each bad one carries an issue entry.
 * Photos and voice notes stay on the device as blobs until submit; the report refers to them by
 * `local:<key>` paths, replaced by the uploaded items when it is sent.
 */
import {
  type AdhocStart,
  type Checklist,
  type Facility,
  type InspectionMode,
  type IssueDetail,
  type LocalMediaBlob,
  type MediaItem,
  type Report,
  type ReportingType,
  type ShiftMapping,
  type Team,
  formatDate,
  formatTime,
  mediaOf,
} from 'shared-contracts';
import { defaultTeamFor } from './default-team';

/** 'submitting' is read from drafts older versions saved; a submitted report now leaves its draft for the outbox. */
export type DraftStage = 'checklist' | 'details' | 'submitting';

export interface ReportDraft {
  localId: string;
  userId: string;
  organizationId: string;
  facilityId: string;
  facilityName: string;
  inspectionMode: InspectionMode;
  stage: DraftStage;
  report: Report;
  media: LocalMediaBlob[];
  createdAt: number;
  /** The wizard's position (inspection modes 1 and 2): 0 intro, 1..n cards, n+1 overall, n+2 review. */
  wizardStep?: number;
  /** Bad parameters when the pending-issues check last ran (the wizard checks only newer ones). */
  checkedBad?: string[];
}

export const LOCAL_MEDIA_PREFIX = 'local:';

export function localMediaItem(media: LocalMediaBlob): MediaItem {
  return { path: `${LOCAL_MEDIA_PREFIX}${media.key}`, name: media.name, type: media.type };
}

/** Spec 000 §4, report type: feedback-request when the facility carries a ticket id, else scheduled. */
export function reportingTypeOf(facility: Pick<Facility, 'extraParams'>): ReportingType {
  return facility.extraParams?.fmsTicketId ? 'feedback-request' : 'scheduled';
}

/** An ad-hoc report (spec 000 §3): its type, the request it answers, and who reports the facility now. */
export interface AdhocDraft extends AdhocStart {
  reportingType: Extract<ReportingType, 'adhoc' | 'adhoc-desk'>;
  /** GET /shifts/shiftReporterDetail: the facility's reporter on shift now, when known. */
  currentReporter: { userId: string | null; shiftId: string | null } | null;
}

export interface StartDraftInput {
  localId: string;
  now: number;
  user: { _id: string; organization?: string | null };
  facility: Pick<Facility, '_id' | 'name' | 'extraParams'>;
  checklist: Checklist;
  shiftId: string | null;
  mapping: ShiftMapping | null;
  adhoc?: AdhocDraft | null;
}

/** What makes a report ad-hoc: its type, the request it answers, the facility's current reporter. */
export function adhocReportFields(
  adhoc: AdhocDraft,
): Pick<Report, 'reportingType' | 'isAdhoc' | 'adHocReportType' | 'adHocRequestId' | 'currAdHocReporter' | 'currAdHocReporterShift'> {
  return {
    reportingType: adhoc.reportingType,
    isAdhoc: true,
    adHocReportType: adhoc.adHocReportType,
    adHocRequestId: adhoc.adHocRequestId ?? null,
    currAdHocReporter: adhoc.currentReporter?.userId ?? null,
    currAdHocReporterShift: adhoc.currentReporter?.shiftId ?? null,
  };
}

export function startDraft({ localId, now, user, facility, checklist, shiftId, mapping, adhoc }: StartDraftInput): ReportDraft {
  const quantityOf = new Map(checklist.paramProps.map((props) => [props.id, props.quantity]));
  const report: Report = {
    localId,
    shift: shiftId,
    date: formatDate(now),
    time: formatTime(now),
    facility: facility._id,
    parameters: checklist.parameters.map((parameter) => ({
      ...parameter,
      statusOk: true,
      paramQuantity: quantityOf.get(parameter._id) ?? parameter.paramQuantity,
    })),
    paramProps: checklist.paramProps,
    // Spec 000 §6: the reporter defaults to the signed-in user when the mapping has none.
    reporter: mapping?.reporter ?? user._id,
    supervisor: mapping?.supervisor ?? null,
    janitor: mapping?.janitor ?? null,
    reportingType: reportingTypeOf(facility),
    extraParams: facility.extraParams ?? null,
    overallImgCount: checklist.overallImgCount ?? null,
    mandatoryOverallImg: checklist.mandatoryOverallImg ?? null,
    issueDetails: [],
    overall: { description: '', media: [] },
    isAdhoc: false,
    checklist: checklist._id,
    ...(adhoc ? adhocReportFields(adhoc) : {}),
  };
  return {
    localId,
    userId: user._id,
    organizationId: user.organization ?? '',
    facilityId: facility._id,
    facilityName: facility.name,
    inspectionMode: checklist.inspectionMode,
    stage: 'checklist',
    report,
    media: [],
    createdAt: now,
  };
}

/** Good → bad adds an issue entry (default team, urgency low); bad → good removes it. */
export function toggleParameter(report: Report, parameterId: string, teams: readonly Team[]): Report {
  const parameter = report.parameters.find((candidate) => candidate._id === parameterId);
  if (!parameter) return report;
  const statusOk = !parameter.statusOk;
  const parameters = report.parameters.map((candidate) => (candidate._id === parameterId ? { ...candidate, statusOk } : candidate));
  if (statusOk) return { ...report, parameters, issueDetails: report.issueDetails.filter((detail) => detail.parameter !== parameterId) };
  const team = defaultTeamFor(parameter, teams);
  const issue: IssueDetail = {
    parameter: parameter._id,
    label: parameter.label,
    img: parameter.img ?? null,
    media: [],
    description: '',
    tags: parameter.tags,
    selectedTags: [],
    assignedTeamName: team,
    defaultTeamId: team,
    urgencyLevel: 'low',
    affectedParamsCount: 1,
    paramQuantity: parameter.paramQuantity,
  };
  // Issues follow the checklist's order, whatever order the parameters were tapped in.
  const order = new Map(report.parameters.map((candidate, index) => [candidate._id, index]));
  const issueDetails = [...report.issueDetails, issue].sort((a, b) => (order.get(a.parameter) ?? 0) - (order.get(b.parameter) ?? 0));
  return { ...report, parameters, issueDetails };
}

/** A value typed in a parameter's extra field ('Parameter Additional Details'). */
export function setExtraField(report: Report, propsId: string, name: string, value: string): Report {
  return {
    ...report,
    paramProps: report.paramProps.map((props) =>
      props.id === propsId ? { ...props, fields: props.fields?.map((field) => (field.name === name ? { ...field, value } : field)) } : props,
    ),
  };
}

export function updateIssue(report: Report, parameterId: string, patch: Partial<IssueDetail>): Report {
  return { ...report, issueDetails: report.issueDetails.map((detail) => (detail.parameter === parameterId ? { ...detail, ...patch } : detail)) };
}

/**
 * The extra-field data of each enabled parameter property (spec 000 §3, "derived per
 * parameter"): its fields with values and its image slots. Values already entered are kept.
 */
export function withAdditionalDetails(report: Report): Report {
  const paramProps = report.paramProps.map((props) => {
    if (!props.isEnabled) return props;
    const imageCount = props.imageSettings.enabled ? props.imageSettings.imageCount : 0;
    const fields = props.additionalParameters.map((name) => ({ label: name, name, value: props.fields?.find((field) => field.name === name)?.value ?? '' }));
    const images = Array.from({ length: imageCount }, (_, index) => props.images?.[index] ?? { img: [] });
    return { ...props, fields, images, isImageEnabled: props.imageSettings.enabled, isImageMandatory: props.imageSettings.isMandatory, imageCount };
  });
  return { ...report, paramProps };
}

/** The report with each media item passed through `replace` (local → uploaded, or removal checks). */
export function mapMedia(report: Report, replace: (item: MediaItem) => MediaItem): Report {
  return {
    ...report,
    issueDetails: report.issueDetails.map((detail) => ({ ...detail, media: detail.media.map(replace) })),
    overall: { ...report.overall, media: report.overall.media.map(replace) },
    paramProps: report.paramProps.map((props) => (props.images ? { ...props, images: props.images.map((slot) => ({ img: slot.img.map(replace) })) } : props)),
  };
}

/** Drops the blobs no media item refers to any more (a photo deleted from an issue). */
export function pruneMedia(draft: ReportDraft): ReportDraft {
  const used = new Set(mediaOf(draft.report).map((item) => item.path));
  return { ...draft, media: draft.media.filter((media) => used.has(`${LOCAL_MEDIA_PREFIX}${media.key}`)) };
}
