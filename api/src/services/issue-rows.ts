/** The issues a report (or a request's Create an Issue) raises: one row per bad parameter. */
import type { UrgencyHours } from 'shared-contracts/rules';
import type { IssueDetail } from 'shared-contracts/schemas';
import type { issues } from '../db/schema';
import { rules } from '../contracts';
import { newId } from './ids';

export interface RaisedBy {
  organizationId: string;
  facilityId: string;
  /** The report that raised them; null for an ad-hoc request's Create an Issue. */
  reportId: string | null;
  raisedBy: string;
  createdAt: Date;
  /** The organisation's hours by urgency (services/org-due-hours.ts). */
  dueHours: UrgencyHours;
}

export function issueRowsOf(
  details: readonly IssueDetail[],
  { organizationId, facilityId, reportId, raisedBy, createdAt, dueHours }: RaisedBy,
): (typeof issues.$inferInsert)[] {
  return details.map((detail) => ({
    id: newId(),
    organizationId,
    reportId,
    facilityId,
    parameterId: detail.parameter,
    label: detail.label,
    img: detail.img ?? null,
    urgencyLevel: detail.urgencyLevel,
    raisedBy,
    // Assigned to the parameter's team when the report names one (issue 16), due by its urgency.
    teamId: detail.assignedTeamName ?? detail.defaultTeamId ?? null,
    status: detail.assignedTeamName || detail.defaultTeamId ? 'assigned' : 'raised',
    description: detail.description,
    quantity: detail.paramQuantity,
    tags: detail.selectedTags,
    media: detail.media.map(({ path, name, type }) => ({ path, name, type })),
    dueAt: rules.issueDueAt(createdAt, detail.urgencyLevel, dueHours),
    createdAt,
  }));
}
