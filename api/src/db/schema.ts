/**
 * Drizzle table definitions: the one description of the database, for PGlite and PostgreSQL.
 * `pnpm --filter api db:generate` writes the SQL migrations (api/drizzle) from them, and
 * migrations.test.ts fails when this file and the migrations differ. Nested, read-mostly
 * structures (theme, mappings, checklist parameters) are jsonb, as the spec's payloads nest them;
 * what queries filter on is a column.
 */
import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type {
  IssueDetail,
  IssueDueHours,
  MediaItem,
  Overall,
  OrganizationSetup,
  OrganizationTheme,
  ParamProps,
  ShiftMapping,
  Tag,
} from 'shared-contracts/schemas';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const organizations = pgTable('organizations', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  ownerName: text('owner_name'),
  logoUrl: text('logo_url'),
  city: text('city'),
  theme: jsonb('theme').$type<OrganizationTheme>(),
  enableFeedback: boolean('enable_feedback').notNull().default(true),
  /** settings.issueDueHours (issue 18); null: the default hours by urgency. */
  issueDueHours: jsonb('issue_due_hours').$type<IssueDueHours>(),
  setup: jsonb('setup').$type<OrganizationSetup>(),
  createdAt: ts('created_at').notNull().defaultNow(),
});

export const users = pgTable('users', {
  id: text('id').primaryKey(),
  email: text('email').notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull().default(''),
  img: text('img'),
  userType: text('user_type').notNull().default('regular'),
  homePage: text('home_page'),
  currentOrganization: text('current_organization').references(() => organizations.id),
  isSwitchable: boolean('is_switchable').notNull().default(false),
  userGroupNames: jsonb('user_group_names').$type<string[]>().notNull().default([]),
  systemRoles: jsonb('system_roles').$type<string[]>().notNull().default([]),
  pushTokens: jsonb('push_tokens').$type<string[]>().notNull().default([]),
  /** Issue 20: the phone number someone was invited with, shown to admins. */
  phone: text('phone'),
  createdAt: ts('created_at').notNull().defaultNow(),
});

/** A user's role and permissions in one organisation. */
export const memberships = pgTable(
  'memberships',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    organizationId: text('organization_id')
      .notNull()
      .references(() => organizations.id),
    role: text('role').notNull(),
    assignedRoles: jsonb('assigned_roles').$type<string[]>().notNull().default([]),
    permissions: jsonb('permissions').$type<string[]>().notNull().default([]),
    /** Issue 20 (people): a deactivated member cannot sign in here; tokens issued before `sessionsEndedAt` stop working. */
    active: boolean('active').notNull().default(true),
    sessionsEndedAt: ts('sessions_ended_at'),
  },
  (table) => [primaryKey({ columns: [table.userId, table.organizationId] })],
);

/** A user's request that an organisation admin set a new password (POST /auth/reset). */
export const passwordResetRequests = pgTable('password_reset_requests', {
  id: serial('id').primaryKey(),
  userId: text('user_id').notNull(),
  requestedAt: ts('requested_at').notNull().defaultNow(),
  handledAt: ts('handled_at'),
});

export const revokedTokens = pgTable('revoked_tokens', {
  jti: text('jti').primaryKey(),
  expiresAt: ts('expires_at').notNull(),
});

export const locations = pgTable('locations', {
  id: text('id').primaryKey(),
  organizationId: text('organization_id')
    .notNull()
    .references(() => organizations.id),
  name: text('name').notNull(),
  address: text('address'),
  /** The tree of places (issue 19): a site holds buildings, a building floors, a floor areas. */
  parentId: text('parent_id'),
  kind: text('kind').notNull().default('building'),
  active: boolean('active').notNull().default(true),
});

export const facilityTypes = pgTable('facility_types', {
  id: text('id').primaryKey(),
  organizationId: text('organization_id')
    .notNull()
    .references(() => organizations.id),
  name: text('name').notNull(),
  label: text('label'),
  /** 'facility' or 'asset' type (issue 19), its default checklist template and reporting interval. */
  kind: text('kind').notNull().default('facility'),
  defaultTemplateId: text('default_template_id'),
  reportingIntervalHours: integer('reporting_interval_hours').notNull().default(24),
  active: boolean('active').notNull().default(true),
});

export const facilities = pgTable(
  'facilities',
  {
    id: text('id').primaryKey(),
    organizationId: text('organization_id')
      .notNull()
      .references(() => organizations.id),
    name: text('name').notNull(),
    locationId: text('location_id').references(() => locations.id),
    facilityTypeId: text('facility_type_id').references(() => facilityTypes.id),
    active: boolean('active').notNull().default(true),
    reportingType: text('reporting_type').notNull().default('scheduled'),
    offsetMinutes: integer('offset_minutes').notNull().default(15),
    fmsTicketId: text('fms_ticket_id'),
    /** 'facility' or 'asset' (issue 19): assets are listed on their own admin page. */
    kind: text('kind').notNull().default('facility'),
  },
  (table) => [index('facilities_org').on(table.organizationId)],
);

export const parameters = pgTable('parameters', {
  id: text('id').primaryKey(),
  organizationId: text('organization_id')
    .notNull()
    .references(() => organizations.id),
  name: text('name').notNull(),
  label: text('label').notNull(),
  img: text('img'),
  category: text('category'),
  tags: jsonb('tags').$type<Tag[]>().notNull().default([]),
  defaultTeamName: text('default_team_name'),
  /** Issue 19: how many of the thing a place has, and whether a bad answer needs a photo. */
  quantity: integer('quantity').notNull().default(1),
  photoRequired: boolean('photo_required').notNull().default(false),
});

export const checklists = pgTable(
  'checklists',
  {
    id: text('id').primaryKey(),
    organizationId: text('organization_id')
      .notNull()
      .references(() => organizations.id),
    facilityId: text('facility_id')
      .notNull()
      .references(() => facilities.id),
    name: text('name').notNull(),
    parameterIds: jsonb('parameter_ids').$type<string[]>().notNull().default([]),
    paramProps: jsonb('param_props').$type<ParamProps[]>().notNull().default([]),
    overallImgCount: integer('overall_img_count'),
    mandatoryOverallImg: boolean('mandatory_overall_img').notNull().default(true),
    inspectionMode: integer('inspection_mode').notNull().default(0),
    appendix: boolean('appendix').notNull().default(false),
  },
  (table) => [index('checklists_org').on(table.organizationId)],
);

export const teams = pgTable('teams', {
  id: text('id').primaryKey(),
  organizationId: text('organization_id')
    .notNull()
    .references(() => organizations.id),
  name: text('name').notNull(),
  label: text('label'),
  defaultParameters: jsonb('default_parameters').$type<string[]>().notNull().default([]),
  members: jsonb('members').$type<string[]>().notNull().default([]),
  /** Location ids (kind building) the team looks after (issue 20). */
  buildingIds: jsonb('building_ids').$type<string[]>().notNull().default([]),
  /** Set when retired: a retired team takes no new issues and leaves the lists; old issues keep its name. */
  retiredAt: ts('retired_at'),
});

/** The organisation's contacts outside the product (issue 20): facility managers, vendors. */
export const contacts = pgTable(
  'contacts',
  {
    id: text('id').primaryKey(),
    organizationId: text('organization_id')
      .notNull()
      .references(() => organizations.id),
    name: text('name').notNull(),
    kind: text('kind').notNull().default('other'),
    company: text('company'),
    phone: text('phone'),
    email: text('email'),
    note: text('note'),
    active: boolean('active').notNull().default(true),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (table) => [index('contacts_org').on(table.organizationId)],
);

/** A check-in as stored: the spec's fields plus when the user ended the shift. */
export interface StoredCheckIn {
  user: string;
  facilities: string[];
  actualInTime: string;
  actualOutTime?: string | null;
  fingerPrint?: string | null;
  userAgent?: string | null;
}

export const shifts = pgTable(
  'shifts',
  {
    id: text('id').primaryKey(),
    organizationId: text('organization_id')
      .notNull()
      .references(() => organizations.id),
    shift: text('shift').notNull(),
    shiftName: text('shift_name').notNull(),
    expectedInTime: ts('expected_in_time').notNull(),
    expectedOutTime: ts('expected_out_time').notNull(),
    mappings: jsonb('mappings').$type<ShiftMapping[]>().notNull().default([]),
    temporaryMappings: jsonb('temporary_mappings').$type<ShiftMapping[]>().notNull().default([]),
    checkIns: jsonb('check_ins').$type<StoredCheckIn[]>().notNull().default([]),
    /** Issue 20: the schedule this occurrence belongs to (one row per day), its weekdays (0 = Sunday), when retired. */
    seriesId: text('series_id'),
    weekdays: jsonb('weekdays').$type<number[]>().notNull().default([]),
    retiredAt: ts('retired_at'),
  },
  (table) => [index('shifts_org_in_time').on(table.organizationId, table.expectedInTime)],
);

export const adhocRequests = pgTable(
  'adhoc_requests',
  {
    id: text('id').primaryKey(),
    organizationId: text('organization_id')
      .notNull()
      .references(() => organizations.id),
    facilityId: text('facility_id')
      .notNull()
      .references(() => facilities.id),
    reporterId: text('reporter_id'),
    shiftId: text('shift_id'),
    supervisorId: text('supervisor_id'),
    status: text('status').notNull().default('unchecked'),
    issueDetails: jsonb('issue_details').$type<IssueDetail[]>().notNull().default([]),
    adHocReportType: text('adhoc_report_type').notNull().default('inspect'),
    description: text('description').notNull().default(''),
    probableIssues: jsonb('probable_issues').$type<string[]>().notNull().default([]),
    /** Who raised it; with its assignee (reporterId) and managers, the only ones who may change it. */
    createdBy: text('created_by'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (table) => [index('adhoc_requests_org_reporter').on(table.organizationId, table.reporterId)],
);

export const reports = pgTable(
  'reports',
  {
    id: text('id').primaryKey(),
    organizationId: text('organization_id')
      .notNull()
      .references(() => organizations.id),
    localId: text('local_id').notNull(),
    facilityId: text('facility_id')
      .notNull()
      .references(() => facilities.id),
    reporterId: text('reporter_id'),
    shiftId: text('shift_id'),
    reportingType: text('reporting_type').notNull(),
    date: text('date').notNull(),
    time: text('time').notNull(),
    issueDetails: jsonb('issue_details').$type<IssueDetail[]>().notNull().default([]),
    overall: jsonb('overall').$type<Overall>(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    /** Who sent it (the signed-in user); localId is unique per sender. */
    submittedBy: text('submitted_by').notNull(),
    /** rules.reportBodyHash of what was submitted: tells a retry from a different report under the same localId. */
    bodyHash: text('body_hash'),
    createdAt: ts('created_at').notNull().defaultNow(),
    /**
     * The Kolkata calendar day of createdAt, kept by the database itself (a stored generated column:
     * right for every insert, edit and old row, with no code to keep it so). The daily report groups
     * by it from an index, instead of converting the time of every report of the range.
     */
    kolkataDay: date('kolkata_day', { mode: 'string' }).generatedAlwaysAs(sql`(created_at AT TIME ZONE 'Asia/Kolkata')::date`),
  },
  (table) => [
    uniqueIndex('reports_org_user_local_id').on(table.organizationId, table.submittedBy, table.localId),
    index('reports_org_facility_created').on(table.organizationId, table.facilityId, table.createdAt),
    index('reports_org_created').on(table.organizationId, table.createdAt),
    // The daily report (issue 17): reports per day and facility counted from this index alone, already in group order.
    index('reports_org_day_facility').on(table.organizationId, table.kolkataDay, table.facilityId),
  ],
);

/**
 * Reports per organisation, Kolkata day and facility: what the daily report (issue 17) reads instead
 * of counting every report of its range. Kept in step by services/report-store.ts alone, in the same
 * transaction as the reports it stores (and recounted there when demo data is moved in time);
 * migration 0014 filled it from the reports that existed. The day is the report's own kolkata_day.
 */
export const reportDayCounts = pgTable(
  'report_day_counts',
  {
    organizationId: text('organization_id').notNull(),
    kolkataDay: date('kolkata_day', { mode: 'string' }).notNull(),
    facilityId: text('facility_id').notNull(),
    reports: integer('reports').notNull(),
  },
  (table) => [primaryKey({ columns: [table.organizationId, table.kolkataDay, table.facilityId] })],
);

export const issues = pgTable(
  'issues',
  {
    id: text('id').primaryKey(),
    organizationId: text('organization_id')
      .notNull()
      .references(() => organizations.id),
    reportId: text('report_id'),
    facilityId: text('facility_id')
      .notNull()
      .references(() => facilities.id),
    parameterId: text('parameter_id').notNull(),
    label: text('label').notNull(),
    img: text('img'),
    urgencyLevel: text('urgency_level').notNull().default('low'),
    raisedBy: text('raised_by'),
    /** Kept equal to status resolved or verified: the overview popups count it. */
    statusResolved: boolean('status_resolved').notNull().default(false),
    /** The life cycle (shared-contracts rules/issue-lifecycle.ts). */
    status: text('status').notNull().default('raised'),
    teamId: text('team_id'),
    assigneeId: text('assignee_id'),
    /** From the report's detail of the parameter, as raised. */
    description: text('description').notNull().default(''),
    quantity: integer('quantity').notNull().default(1),
    tags: jsonb('tags').$type<string[]>().notNull().default([]),
    media: jsonb('media').$type<MediaItem[]>().notNull().default([]),
    dueAt: ts('due_at'),
    acknowledgedAt: ts('acknowledged_at'),
    resolvedAt: ts('resolved_at'),
    verifiedAt: ts('verified_at'),
    /** Set once, when the overdue issue was escalated. */
    escalatedAt: ts('escalated_at'),
    updatedAt: ts('updated_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (table) => [
    index('issues_org_facility').on(table.organizationId, table.facilityId),
    index('issues_org_status_due').on(table.organizationId, table.status, table.dueAt),
    index('issues_org_team').on(table.organizationId, table.teamId),
  ],
);

/** Every step of an issue (and its comments' keys): who, when, from, to. The history page and idempotency by key. */
export const issueEvents = pgTable(
  'issue_events',
  {
    id: text('id').primaryKey(),
    organizationId: text('organization_id')
      .notNull()
      .references(() => organizations.id),
    issueId: text('issue_id')
      .notNull()
      .references(() => issues.id),
    action: text('action').notNull(),
    fromStatus: text('from_status'),
    toStatus: text('to_status'),
    note: text('note'),
    media: jsonb('media').$type<MediaItem[]>().notNull().default([]),
    actorId: text('actor_id'),
    /** The outbox's idempotency key; null for steps the server takes (raise, escalate). */
    key: text('key'),
    bodyHash: text('body_hash'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (table) => [
    index('issue_events_issue').on(table.issueId, table.createdAt),
    uniqueIndex('issue_events_org_actor_key').on(table.organizationId, table.actorId, table.key),
  ],
);

/** Comments on an issue, with photos and voice notes; only the author edits one. */
export const issueComments = pgTable(
  'issue_comments',
  {
    id: text('id').primaryKey(),
    organizationId: text('organization_id')
      .notNull()
      .references(() => organizations.id),
    issueId: text('issue_id')
      .notNull()
      .references(() => issues.id),
    authorId: text('author_id').notNull(),
    text: text('text').notNull(),
    media: jsonb('media').$type<MediaItem[]>().notNull().default([]),
    key: text('key').notNull(),
    bodyHash: text('body_hash').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
    editedAt: ts('edited_at'),
  },
  (table) => [
    index('issue_comments_issue').on(table.issueId, table.createdAt),
    uniqueIndex('issue_comments_org_author_key').on(table.organizationId, table.authorId, table.key),
  ],
);

/**
 * A link to one record for people outside the product (kind 'issue' now, 'inspection' later):
 * only the token's SHA-256 is stored, so a leaked database does not open the links; revokedAt ends it.
 */
export const shareLinks = pgTable(
  'share_links',
  {
    id: text('id').primaryKey(),
    organizationId: text('organization_id')
      .notNull()
      .references(() => organizations.id),
    kind: text('kind').notNull(),
    targetId: text('target_id').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    createdBy: text('created_by').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
    revokedAt: ts('revoked_at'),
    /** Issue 20: the organisation's contact the link was made for (shared to, or escalated to); null: a link to copy. */
    contactId: text('contact_id').references(() => contacts.id),
  },
  (table) => [index('share_links_org_target').on(table.organizationId, table.kind, table.targetId)],
);

export const feedbacks = pgTable(
  'feedbacks',
  {
    id: text('id').primaryKey(),
    organizationId: text('organization_id')
      .notNull()
      .references(() => organizations.id),
    facilityId: text('facility_id'),
    reviewType: text('review_type').notNull(),
    needsImmediateService: boolean('needs_immediate_service').notNull().default(false),
    createdAt: ts('created_at').notNull().defaultNow(),
    /** Issue 21: what the visitor wrote, the photo (an upload name), each parameter rated, the issue raised. */
    comment: text('comment').notNull().default(''),
    photo: text('photo'),
    ratings: jsonb('ratings').$type<{ parameter: string; happy: boolean }[]>().notNull().default([]),
    issueId: text('issue_id'),
  },
  (table) => [
    index('feedbacks_org_created').on(table.organizationId, table.createdAt),
    index('feedbacks_org_service').on(table.organizationId, table.needsImmediateService, table.createdAt),
  ],
);

export const uploads = pgTable('uploads', {
  name: text('name').primaryKey(),
  organizationId: text('organization_id').notNull(),
  userId: text('user_id').notNull(),
  type: text('type').notNull(),
  size: integer('size').notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
});

/** When the demo data was seeded, as the hour its times are relative to (db/rebase.ts). */
export const seedState = pgTable('seed_state', {
  id: text('id').primaryKey(),
  anchor: ts('anchor').notNull(),
});

/** Checklist templates per facility type (organisation set-up; GET/PUT /organizations/{id}/checklistTemplates). */
export const checklistTemplates = pgTable('checklist_templates', {
  id: text('id').primaryKey(),
  organizationId: text('organization_id')
    .notNull()
    .references(() => organizations.id),
  name: text('name').notNull(),
  facilityTypeId: text('facility_type_id'),
  parameterIds: jsonb('parameter_ids').$type<string[]>().notNull().default([]),
  inspectionMode: integer('inspection_mode').notNull().default(0),
  appendix: boolean('appendix').notNull().default(false),
  /** Raised on every change (issue 19): a report names the version it was filled with. */
  version: integer('version').notNull().default(1),
  active: boolean('active').notNull().default(true),
});

export const feedbackTemplates = pgTable('feedback_templates', {
  id: text('id').primaryKey(),
  organizationId: text('organization_id')
    .notNull()
    .references(() => organizations.id),
  name: text('name').notNull(),
  parameterIds: jsonb('parameter_ids').$type<string[]>().notNull().default([]),
});

/** What customers rate in a feedback (cleanliness, smell…). */
export const feedbackParameters = pgTable('feedback_parameters', {
  id: text('id').primaryKey(),
  organizationId: text('organization_id')
    .notNull()
    .references(() => organizations.id),
  name: text('name').notNull(),
  label: text('label'),
});

export const customRoles = pgTable('custom_roles', {
  id: text('id').primaryKey(),
  organizationId: text('organization_id')
    .notNull()
    .references(() => organizations.id),
  name: text('name').notNull(),
  permissions: jsonb('permissions').$type<string[]>().notNull().default([]),
});

/**
 * A code that lets people join an organisation with one role (POST /users/organizations/join),
 * issued by its admins. Only the SHA-256 of the code is kept; it works until it expires, is used
 * `maxUses` times or is revoked.
 */
export const joinCodes = pgTable(
  'join_codes',
  {
    id: text('id').primaryKey(),
    organizationId: text('organization_id')
      .notNull()
      .references(() => organizations.id),
    codeHash: text('code_hash').notNull().unique(),
    role: text('role').notNull(),
    maxUses: integer('max_uses').notNull(),
    uses: integer('uses').notNull().default(0),
    expiresAt: ts('expires_at').notNull(),
    createdBy: text('created_by').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
    revokedAt: ts('revoked_at'),
  },
  (table) => [index('join_codes_org').on(table.organizationId, table.createdAt)],
);

/**
 * A key that makes the account with `email` the administrator of an organisation waiting for
 * activation (POST /organizations/activate), issued by a system administrator. Hashed, single-use,
 * expiring, revocable. The used key stays: the set-up step facilities/generate asks for it again.
 */
export const activationKeys = pgTable('activation_keys', {
  id: text('id').primaryKey(),
  organizationId: text('organization_id')
    .notNull()
    .references(() => organizations.id),
  keyHash: text('key_hash').notNull().unique(),
  email: text('email').notNull(),
  expiresAt: ts('expires_at').notNull(),
  createdBy: text('created_by').notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
  usedAt: ts('used_at'),
  usedBy: text('used_by'),
  revokedAt: ts('revoked_at'),
});

/** In-app and push notifications, per user and organisation (spec 001 §3: data.type issue or task). */
export const notifications = pgTable(
  'notifications',
  {
    id: text('id').primaryKey(),
    organizationId: text('organization_id')
      .notNull()
      .references(() => organizations.id),
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    title: text('title').notNull(),
    body: text('body').notNull().default(''),
    dataType: text('data_type').notNull().default('other'),
    dataId: text('data_id'),
    read: boolean('read').notNull().default(false),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (table) => [index('notifications_user_org').on(table.userId, table.organizationId, table.createdAt)],
);

/**
 * Per-IP request counters of the rate-limited routes (http/rate-limit-store.ts) when the api runs
 * on PostgreSQL, so several api nodes count together: one row per route and address, its window
 * restarting when it has passed.
 */
export const rateLimitCounters = pgTable('rate_limit_counters', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  windowStart: ts('window_start').notNull(),
});
/** One saved version of a checklist template (issue 19): what it held, who saved it, when. */
export interface StoredVersionParameter {
  _id: string;
  label: string;
}
export const checklistTemplateVersions = pgTable(
  'checklist_template_versions',
  {
    id: text('id').primaryKey(),
    organizationId: text('organization_id')
      .notNull()
      .references(() => organizations.id),
    templateId: text('template_id').notNull(),
    version: integer('version').notNull(),
    parameters: jsonb('parameters').$type<StoredVersionParameter[]>().notNull().default([]),
    savedBy: text('saved_by'),
    savedAt: ts('saved_at').notNull().defaultNow(),
  },
  (table) => [uniqueIndex('checklist_template_versions_template_version').on(table.templateId, table.version)],
);

/**
 * Issue 20 (people): an invitation of one person (by e-mail or phone) into one role of an
 * organisation. Only the SHA-256 of its code is kept; single-use, expiring, revocable.
 */
export const invitations = pgTable(
  'invitations',
  {
    id: text('id').primaryKey(),
    organizationId: text('organization_id')
      .notNull()
      .references(() => organizations.id),
    codeHash: text('code_hash').notNull().unique(),
    email: text('email'),
    phone: text('phone'),
    role: text('role').notNull(),
    expiresAt: ts('expires_at').notNull(),
    createdBy: text('created_by').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
    acceptedAt: ts('accepted_at'),
    acceptedBy: text('accepted_by'),
    revokedAt: ts('revoked_at'),
  },
  (table) => [index('invitations_org').on(table.organizationId, table.createdAt)],
);

/**
 * Web Push subscriptions, one per browser (the push service's endpoint is the device): registered with
 * POST /users/register-notification, removed at logout and when the push service answers 404 or 410.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    endpoint: text('endpoint').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (table) => [index('push_subscriptions_user').on(table.userId)],
);

/**
 * Issue 20: the organisation's contacts (landlords, contractors) who also hear of an escalated issue:
 * the escalation sweep makes each of them a share link to the issue (share_links.contact_id).
 */
export const escalationContacts = pgTable(
  'escalation_contacts',
  {
    organizationId: text('organization_id')
      .notNull()
      .references(() => organizations.id),
    contactId: text('contact_id')
      .notNull()
      .references(() => contacts.id),
    addedBy: text('added_by').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.organizationId, table.contactId] })],
);
