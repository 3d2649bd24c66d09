/**
 * Every route of both spec documents, in one place: who owns it, which permissions it needs
 * (ALL of them), and whether it sits inside the main layout. Remotes declare their pages against
 * this table (see declare-routes.ts), so a permission is written once, here.
 *
 * Spec 001 §6 lists permissions for the head route of each group; the other routes of a group
 * (e.g. team/:id under teams) carry the same permissions, and §6's "no requirement" routes carry
 * none. Routes the spec names without permissions and without a group carry none either.
 */
import type { RemoteName } from '../remotes/remote-names';

export type RouteOwner = 'shell' | RemoteName;
export type RouteLayout = 'main' | 'bare';

export interface RouteSpec {
  readonly owner: RouteOwner;
  readonly permissions: readonly string[];
  readonly layout: RouteLayout;
  /** Footer and quick-scan button hidden (spec 001 §2.2). */
  readonly hideFooter?: boolean;
  /** Treated as a wide page (spec 001 §2.1). */
  readonly wide?: boolean;
}

const main = (owner: RouteOwner, permissions: readonly string[] = [], extra: Partial<RouteSpec> = {}): RouteSpec => ({
  owner,
  permissions,
  layout: 'main',
  ...extra,
});
const bare = (owner: RouteOwner, permissions: readonly string[] = []): RouteSpec => ({ owner, permissions, layout: 'bare' });

const TEAM = ['team-read', 'team-write'];
const STAFF = ['user-read'];
const CHECKLIST = ['checklist-read', 'checklist-write'];
const FACILITY = ['facility-read'];
const FACILITY_TYPE = ['facilityType-read'];
const SHIFT = ['shift-read'];
const REPORTING = ['reporting-read'];
const ADHOC = ['adhoc-read'];
const INSPECTIONS = ['inspectionMenuView-read', 'quickPreviewMenuView-read'];
const ISSUES = ['issue-read', 'issueAck-read'];
const TICKETS = ['ticket-read', 'task-read'];
const LOCATIONS = ['building-read', 'building-write'];
const FEEDBACK = ['feedbackMenuView-read'];

export const routeTable = {
  // shell
  '/': main('shell', ['homeMenuView-read']),
  '/home': main('shell'),
  '/about': main('shell'),
  '/menu': main('shell'),
  '/help': main('shell'),
  '/notifications': main('shell'),
  '/ntfs': main('shell'),
  '/global-search': main('shell', ['globalSearchMenuView-read']),
  '/auth/login': bare('shell'),
  '/auth/reset': bare('shell'),
  '/auth/public/issue/:id': bare('shell'),
  '/public/issue/:id': bare('shell'),

  // mf-reporting
  '/reporting/facilities': main('mf_reporting', REPORTING),
  '/reporting/checklist': main('mf_reporting', REPORTING, { hideFooter: true }),
  '/reporting/details': main('mf_reporting', REPORTING),
  '/reporting/idetails': main('mf_reporting', REPORTING),
  '/reporting/deep': main('mf_reporting', REPORTING),
  '/reporting/submit': main('mf_reporting', REPORTING),
  '/reports/idetails': main('mf_reporting', FACILITY),
  '/reports/deep': main('mf_reporting', FACILITY),
  '/inspections': main('mf_reporting', INSPECTIONS),
  '/inspection2': main('mf_reporting', INSPECTIONS),
  '/v2/inspections': main('mf_reporting', INSPECTIONS),
  '/inspection/:id': main('mf_reporting'),
  '/public/inspection/:id': bare('mf_reporting'),
  '/daily-reports': main('mf_reporting', ['dailyReportsMenuView-read']),
  '/monthly-reports': main('mf_reporting'),
  '/userReports': main('mf_reporting'),
  '/detailed-reports': main('mf_reporting', [], { wide: true }),
  '/issues/details/:id': main('mf_reporting', ISSUES),
  '/issues/acknowledgement/:id': main('mf_reporting', ISSUES),
  '/issues/history/:id': main('mf_reporting', ISSUES),
  '/issues/:assignment?': main('mf_reporting', ISSUES),
  '/public/issues/:id': main('mf_reporting'),
  '/tickets': main('mf_reporting', TICKETS),
  '/tickets/:id': main('mf_reporting', TICKETS),
  '/tasks': main('mf_reporting', TICKETS),
  '/tasks/:id': main('mf_reporting', TICKETS),
  '/v2/tickets': main('mf_reporting', TICKETS),
  '/escalations': main('mf_reporting', ['escalationsMenuView-read']),
  '/feedbackRequests': main('mf_reporting', FEEDBACK),

  // mf-shifts
  '/shifts': main('mf_shifts', SHIFT),
  '/shifts/:id': main('mf_shifts', SHIFT),
  '/janitor': bare('mf_shifts'),
  // Spec 001 §2.1 lists 'janitor' under the main layout as well as '/janitor' outside it: one path
  // cannot be both, so the page inside the layout gets its own path (mf-shifts README).
  '/janitor/duties': main('mf_shifts'),

  // mf-adhoc
  '/adhoc': main('mf_adhoc', ADHOC),
  '/adhoc-requests': main('mf_adhoc', ['adhocList-read']),
  '/adhoc-request/details': main('mf_adhoc', ADHOC, { hideFooter: true }),
  '/quick-report/details': main('mf_adhoc', ADHOC),

  // mf-org-admin
  '/organization/new': main('mf_org_admin'),
  '/organization/join': main('mf_org_admin'),
  '/organization': main('mf_org_admin', ['organization-read']),
  '/organizations': main('mf_org_admin', ['switching-read'], { wide: true }),
  '/teams': main('mf_org_admin', TEAM),
  '/team/:id': main('mf_org_admin', TEAM),
  '/team/add': main('mf_org_admin', TEAM),
  '/team/building/:id': main('mf_org_admin', TEAM),
  '/staff': main('mf_org_admin', STAFF),
  '/staff/:id': main('mf_org_admin', STAFF),
  '/staff2': main('mf_org_admin', STAFF),
  '/checklists': main('mf_org_admin', CHECKLIST),
  '/checklists/facilityType': main('mf_org_admin', CHECKLIST),
  '/checklists/assetType': main('mf_org_admin', CHECKLIST),
  '/facilityTypes': main('mf_org_admin', FACILITY_TYPE),
  '/assetTypes': main('mf_org_admin', FACILITY_TYPE),
  '/facilities': main('mf_org_admin', FACILITY),
  '/assets': main('mf_org_admin', FACILITY),
  '/locations': main('mf_org_admin', LOCATIONS),
  '/location/add': main('mf_org_admin', LOCATIONS),
  '/location/:id': main('mf_org_admin', LOCATIONS),
  '/contacts': main('mf_org_admin', ['contact-read']),
  '/feedback': main('mf_org_admin', FEEDBACK),
  '/new-feedbacks': bare('mf_org_admin', FEEDBACK),
  // Issue 21: a visitor's feedback page, opened from the facility's second QR code; public (no sign-in) like every /public/ route.
  '/public/feedback/:token': bare('mf_org_admin'),
} as const satisfies Record<string, RouteSpec>;

export type RoutePath = keyof typeof routeTable;

export const routePaths = Object.keys(routeTable) as RoutePath[];

/** The paths a package owns. */
export function pathsOwnedBy(owner: RouteOwner): RoutePath[] {
  return routePaths.filter((path) => routeTable[path].owner === owner);
}
