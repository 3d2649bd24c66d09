/**
 * Permission sets of the seeded roles. Names are those of the route table in shared-contracts
 * (spec 001 §6) plus the behaviour permissions of spec 000 §6.
 */
export const allPermissions = [
  'homeMenuView-read',
  'team-read',
  'team-write',
  'user-read',
  'checklist-read',
  'checklist-write',
  'facilityType-read',
  'facility-read',
  'shift-read',
  // Creating, editing and retiring shifts and their mappings (issue 20).
  'shift-write',
  'reporting-read',
  'adhoc-read',
  'adhocList-read',
  'adHocRequestsMenuView-read',
  'adhocNoScan-read',
  'infiniteReporting-read',
  'guyWhoReports-read',
  'quickReport-write',
  'contact-read',
  'inspectionMenuView-read',
  'quickPreviewMenuView-read',
  'issue-read',
  'issueAck-read',
  'ticket-read',
  'task-read',
  'organization-read',
  'organization-write',
  'building-read',
  'building-write',
  'switching-read',
  'feedbackMenuView-read',
  'dailyReportsMenuView-read',
  'globalSearchMenuView-read',
  'escalationsMenuView-read',
] as const;

export type Permission = (typeof allPermissions)[number];

const reporterPermissions: Permission[] = [
  'homeMenuView-read',
  'reporting-read',
  'guyWhoReports-read',
  'shift-read',
  'adhoc-read',
  'adhocList-read',
  'adHocRequestsMenuView-read',
  // Quick Report in the report-type chooser (spec 001 §6).
  'quickReport-write',
];

export const rolePermissions = {
  'reporter-internal': reporterPermissions,
  'reporter-desk': [...reporterPermissions, 'adhocNoScan-read'],
  manager: [
    'homeMenuView-read',
    'organization-read',
    'shift-read',
    'reporting-read',
    'team-read',
    'team-write',
    'user-read',
    'facility-read',
    'facilityType-read',
    'checklist-read',
    'building-read',
    'issue-read',
    'issueAck-read',
    'ticket-read',
    'task-read',
    'adhoc-read',
    'adhocList-read',
    'adHocRequestsMenuView-read',
    'contact-read',
    'dailyReportsMenuView-read',
    'inspectionMenuView-read',
    'quickPreviewMenuView-read',
    'escalationsMenuView-read',
    'feedbackMenuView-read',
  ],
  'fixer-internal': ['homeMenuView-read', 'ticket-read', 'task-read', 'issue-read', 'issueAck-read'],
  'organization-admin': [...allPermissions],
  'system-admin': [...allPermissions],
} satisfies Record<string, Permission[]>;

export type RoleName = keyof typeof rolePermissions;
