/**
 * One stored report in full for the people who read it: names instead of ids, every parameter
 * good or bad, each issue with the issue it raised and that issue's current status, and every
 * photo and voice note with a URL the browser loads (GET /uploads/{name} needs no token).
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { InspectionIssue, InspectionMedia, InspectionView, IssueDetail, MediaItem, Overall } from 'shared-contracts/schemas';
import { schemas } from '../contracts';
import type { Db } from '../db/client';
import { facilities, issues, locations, shifts, teams, users } from '../db/schema';
import type { reports } from '../db/schema';

type ReportRow = typeof reports.$inferSelect;

const fullName = (row: { firstName: string; lastName: string }) => `${row.firstName} ${row.lastName}`.trim();

export function mediaView(item: MediaItem, owner: string): InspectionMedia {
  return { name: item.name, url: item.path, type: item.type, kind: item.type.startsWith('audio/') ? 'voice' : 'photo', owner };
}

/** What the report said: its payload when it parses (submitted reports), else its columns (older or seeded rows). */
function contentOf(report: ReportRow) {
  const parsed = schemas.reportSchema.safeParse(report.payload);
  const issueDetails: IssueDetail[] = parsed.success ? parsed.data.issueDetails : report.issueDetails;
  const overall: Overall = parsed.success ? parsed.data.overall : (report.overall ?? { description: '', media: [] });
  return {
    issueDetails,
    overall,
    parameters: parsed.success ? parsed.data.parameters : [],
    adHocReportType: parsed.success ? (parsed.data.adHocReportType ?? null) : null,
  };
}

/** The report's media, issues' first then the overall note's. */
export function reportMedia(report: ReportRow): InspectionMedia[] {
  const { issueDetails, overall } = contentOf(report);
  return [
    ...issueDetails.flatMap((detail) => detail.media.map((item) => mediaView(item, detail.parameter))),
    ...overall.media.map((item) => mediaView(item, 'overall')),
  ];
}

export async function inspectionView(db: Db, report: ReportRow): Promise<InspectionView> {
  const content = contentOf(report);
  const [place] = await db
    .select({ id: facilities.id, name: facilities.name, locationId: locations.id, locationName: locations.name })
    .from(facilities)
    .leftJoin(locations, eq(locations.id, facilities.locationId))
    .where(eq(facilities.id, report.facilityId));
  const [reporter] = report.reporterId
    ? await db.select({ id: users.id, firstName: users.firstName, lastName: users.lastName }).from(users).where(eq(users.id, report.reporterId))
    : [];
  const [shift] = report.shiftId
    ? await db
        .select({ id: shifts.id, name: shifts.shiftName })
        .from(shifts)
        .where(and(eq(shifts.id, report.shiftId), eq(shifts.organizationId, report.organizationId)))
    : [];
  const raised = await db
    .select({ id: issues.id, parameterId: issues.parameterId, resolved: issues.statusResolved })
    .from(issues)
    .where(and(eq(issues.organizationId, report.organizationId), eq(issues.reportId, report.id)));
  const teamIds = [...new Set(content.issueDetails.flatMap((detail) => (detail.assignedTeamName ? [detail.assignedTeamName] : [])))];
  const teamRows = teamIds.length
    ? await db
        .select({ id: teams.id, name: teams.name })
        .from(teams)
        .where(and(eq(teams.organizationId, report.organizationId), inArray(teams.id, teamIds)))
    : [];
  const teamOf = new Map(teamRows.map((team) => [team.id, team]));
  const issueOf = new Map(raised.map((row) => [row.parameterId, row]));

  const issueViews = content.issueDetails.map((detail): InspectionIssue => {
    const issue = issueOf.get(detail.parameter);
    const team = detail.assignedTeamName ? teamOf.get(detail.assignedTeamName) : undefined;
    return {
      issueId: issue?.id ?? null,
      parameter: detail.parameter,
      label: detail.label,
      description: detail.description,
      quantity: detail.affectedParamsCount,
      tags: detail.selectedTags,
      team: team ? { _id: team.id, name: team.name } : null,
      urgency: detail.urgencyLevel,
      status: issue ? (issue.resolved ? 'resolved' : 'active') : 'active',
      media: detail.media.map((item) => mediaView(item, detail.parameter)),
    };
  });
  const bad = new Set(content.issueDetails.map((detail) => detail.parameter));
  const overallMedia = content.overall.media.map((item) => mediaView(item, 'overall'));
  return {
    _id: report.id,
    facility: { _id: report.facilityId, name: place?.name ?? report.facilityId },
    location: place?.locationId && place.locationName ? { _id: place.locationId, name: place.locationName } : null,
    reporter: reporter ? { _id: reporter.id, name: fullName(reporter) } : null,
    shift: shift ? { _id: shift.id, name: shift.name } : null,
    reportingType: report.reportingType,
    adHocReportType: content.adHocReportType,
    date: report.date,
    time: report.time,
    createdAt: report.createdAt.toISOString(),
    parameters: content.parameters.map((parameter) => ({
      _id: parameter._id,
      label: parameter.label,
      img: parameter.img ?? null,
      ok: !bad.has(parameter._id),
      quantity: parameter.paramQuantity,
    })),
    issues: issueViews,
    overall: { description: content.overall.description, media: overallMedia },
    media: [...issueViews.flatMap((issue) => issue.media), ...overallMedia],
  };
}
