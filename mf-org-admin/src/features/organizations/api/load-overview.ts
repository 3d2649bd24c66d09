/**
 * The organisation details popup's data (spec 001 §7, overview popups): users and facilities
 * counted, issues (active = statusResolved false), feedbacks and report statistics, in parallel.
 */
import { getFeedbacks, getIssues, getOrganizationFacilityCount, getOrganizationUserCount, getReportStatistics } from 'shared-contracts';
import { type DatedCount, type HappyPoint, countByDate, happinessByDate } from '../rules/overview-series';

export interface OrganizationOverview {
  users: number;
  facilities: number;
  activeIssues: number;
  feedbacks: number;
  reports: DatedCount[];
  issues: DatedCount[];
  happy: HappyPoint[];
}

export async function loadOverview(organizationId: string): Promise<OrganizationOverview> {
  const [users, facilities, issues, feedbacks, stats] = await Promise.all([
    getOrganizationUserCount(organizationId),
    getOrganizationFacilityCount(organizationId),
    getIssues(organizationId),
    getFeedbacks(organizationId),
    getReportStatistics(organizationId),
  ]);
  return {
    users: users.count,
    facilities: facilities.count,
    activeIssues: issues.filter((issue) => !issue.statusResolved).length,
    feedbacks: feedbacks.length,
    reports: stats.map((stat) => ({ date: stat.date, count: stat.actualCount })),
    issues: countByDate(issues),
    happy: happinessByDate(feedbacks),
  };
}

/** The picker card's bar chart: reports per day (GET /reports/statistics/time). */
export async function loadReportSeries(organizationId: string): Promise<DatedCount[]> {
  const stats = await getReportStatistics(organizationId);
  return stats.map((stat) => ({ date: stat.date, count: stat.actualCount }));
}
