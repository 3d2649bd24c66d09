/**
 * SQL migrations, applied in order at start. Each runs once (recorded in schema_migrations) and is
 * written to be harmless if re-run. Append new ones; never edit an applied one.
 */
export interface Migration {
  id: string;
  sql: string;
}

export const migrations: readonly Migration[] = [
  {
    id: '0001_initial',
    sql: `
CREATE TABLE IF NOT EXISTS organizations (
  id text PRIMARY KEY,
  name text NOT NULL,
  owner_name text,
  logo_url text,
  city text,
  theme jsonb,
  enable_feedback boolean NOT NULL DEFAULT true,
  setup jsonb,
  activation_key text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE TABLE IF NOT EXISTS users (
  id text PRIMARY KEY,
  email text NOT NULL UNIQUE,
  password_hash text NOT NULL,
  first_name text NOT NULL,
  last_name text NOT NULL DEFAULT '',
  img text,
  user_type text NOT NULL DEFAULT 'regular',
  home_page text,
  current_organization text REFERENCES organizations(id),
  is_switchable boolean NOT NULL DEFAULT false,
  user_group_names jsonb NOT NULL DEFAULT '[]',
  system_roles jsonb NOT NULL DEFAULT '[]',
  push_tokens jsonb NOT NULL DEFAULT '[]',
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE TABLE IF NOT EXISTS memberships (
  user_id text NOT NULL REFERENCES users(id),
  organization_id text NOT NULL REFERENCES organizations(id),
  role text NOT NULL,
  assigned_roles jsonb NOT NULL DEFAULT '[]',
  permissions jsonb NOT NULL DEFAULT '[]',
  PRIMARY KEY (user_id, organization_id)
);
CREATE TABLE IF NOT EXISTS revoked_tokens (
  jti text PRIMARY KEY,
  expires_at timestamptz NOT NULL
);
CREATE TABLE IF NOT EXISTS locations (
  id text PRIMARY KEY,
  organization_id text NOT NULL REFERENCES organizations(id),
  name text NOT NULL,
  address text
);
CREATE TABLE IF NOT EXISTS facility_types (
  id text PRIMARY KEY,
  organization_id text NOT NULL REFERENCES organizations(id),
  name text NOT NULL,
  label text
);
CREATE TABLE IF NOT EXISTS facilities (
  id text PRIMARY KEY,
  organization_id text NOT NULL REFERENCES organizations(id),
  name text NOT NULL,
  location_id text REFERENCES locations(id),
  facility_type_id text REFERENCES facility_types(id),
  active boolean NOT NULL DEFAULT true,
  reporting_type text NOT NULL DEFAULT 'scheduled',
  offset_minutes integer NOT NULL DEFAULT 15,
  fms_ticket_id text
);
CREATE INDEX IF NOT EXISTS facilities_org ON facilities (organization_id);
CREATE TABLE IF NOT EXISTS parameters (
  id text PRIMARY KEY,
  organization_id text NOT NULL REFERENCES organizations(id),
  name text NOT NULL,
  label text NOT NULL,
  img text,
  category text,
  tags jsonb NOT NULL DEFAULT '[]',
  default_team_name text
);
CREATE TABLE IF NOT EXISTS checklists (
  id text PRIMARY KEY,
  organization_id text NOT NULL REFERENCES organizations(id),
  facility_id text NOT NULL REFERENCES facilities(id),
  name text NOT NULL,
  parameter_ids jsonb NOT NULL DEFAULT '[]',
  param_props jsonb NOT NULL DEFAULT '[]',
  overall_img_count integer,
  mandatory_overall_img boolean NOT NULL DEFAULT true,
  inspection_mode integer NOT NULL DEFAULT 0,
  appendix boolean NOT NULL DEFAULT false
);
CREATE TABLE IF NOT EXISTS teams (
  id text PRIMARY KEY,
  organization_id text NOT NULL REFERENCES organizations(id),
  name text NOT NULL,
  label text,
  default_parameters jsonb NOT NULL DEFAULT '[]',
  members jsonb NOT NULL DEFAULT '[]'
);
CREATE TABLE IF NOT EXISTS shifts (
  id text PRIMARY KEY,
  organization_id text NOT NULL REFERENCES organizations(id),
  shift text NOT NULL,
  shift_name text NOT NULL,
  expected_in_time timestamptz NOT NULL,
  expected_out_time timestamptz NOT NULL,
  mappings jsonb NOT NULL DEFAULT '[]',
  temporary_mappings jsonb NOT NULL DEFAULT '[]',
  check_ins jsonb NOT NULL DEFAULT '[]'
);
CREATE INDEX IF NOT EXISTS shifts_org_in ON shifts (organization_id, expected_in_time);
CREATE TABLE IF NOT EXISTS adhoc_requests (
  id text PRIMARY KEY,
  organization_id text NOT NULL REFERENCES organizations(id),
  facility_id text NOT NULL REFERENCES facilities(id),
  reporter_id text,
  shift_id text,
  supervisor_id text,
  status text NOT NULL DEFAULT 'unchecked',
  issue_details jsonb NOT NULL DEFAULT '[]',
  adhoc_report_type text NOT NULL DEFAULT 'inspect',
  description text NOT NULL DEFAULT '',
  probable_issues jsonb NOT NULL DEFAULT '[]',
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX IF NOT EXISTS adhoc_requests_reporter ON adhoc_requests (organization_id, reporter_id);
CREATE TABLE IF NOT EXISTS reports (
  id text PRIMARY KEY,
  organization_id text NOT NULL REFERENCES organizations(id),
  local_id text NOT NULL,
  facility_id text NOT NULL REFERENCES facilities(id),
  reporter_id text,
  shift_id text,
  reporting_type text NOT NULL,
  date text NOT NULL,
  time text NOT NULL,
  issue_details jsonb NOT NULL DEFAULT '[]',
  overall jsonb,
  payload jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX IF NOT EXISTS reports_org_local_id ON reports (organization_id, local_id);
CREATE INDEX IF NOT EXISTS reports_facility_time ON reports (organization_id, facility_id, created_at);
CREATE TABLE IF NOT EXISTS issues (
  id text PRIMARY KEY,
  organization_id text NOT NULL REFERENCES organizations(id),
  report_id text,
  facility_id text NOT NULL REFERENCES facilities(id),
  parameter_id text NOT NULL,
  label text NOT NULL,
  img text,
  urgency_level text NOT NULL DEFAULT 'low',
  raised_by text,
  status_resolved boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE TABLE IF NOT EXISTS feedbacks (
  id text PRIMARY KEY,
  organization_id text NOT NULL REFERENCES organizations(id),
  facility_id text,
  review_type text NOT NULL,
  needs_immediate_service boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE TABLE IF NOT EXISTS uploads (
  name text PRIMARY KEY,
  organization_id text NOT NULL,
  user_id text NOT NULL,
  type text NOT NULL,
  size integer NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
`,
  },
  {
    id: '0002_password_reset_requests',
    sql: `
CREATE TABLE IF NOT EXISTS password_reset_requests (
  id serial PRIMARY KEY,
  user_id text NOT NULL,
  requested_at timestamptz NOT NULL DEFAULT now(),
  handled_at timestamptz
);
`,
  },
  {
    // What the hot calls filter on (measured with pnpm --filter api bench: the facility list of a
    // 200-facility shift went from ~45 ms to ~15 ms of queries on PGlite).
    id: '0003_query_indexes',
    sql: `
CREATE INDEX IF NOT EXISTS reports_org_facility_created ON reports (organization_id, facility_id, created_at);
CREATE INDEX IF NOT EXISTS reports_org_created ON reports (organization_id, created_at);
CREATE INDEX IF NOT EXISTS issues_org_facility ON issues (organization_id, facility_id);
CREATE INDEX IF NOT EXISTS adhoc_requests_org_reporter ON adhoc_requests (organization_id, reporter_id);
CREATE INDEX IF NOT EXISTS shifts_org_in_time ON shifts (organization_id, expected_in_time);
CREATE INDEX IF NOT EXISTS facilities_org ON facilities (organization_id);
CREATE INDEX IF NOT EXISTS checklists_org ON checklists (organization_id);
CREATE INDEX IF NOT EXISTS feedbacks_org_created ON feedbacks (organization_id, created_at);
`,
  },
  {
    id: '0004_seed_state',
    sql: `
CREATE TABLE IF NOT EXISTS seed_state (
  id text PRIMARY KEY,
  anchor timestamptz NOT NULL
);
`,
  },
  {
    id: '0005_organisation_setup',
    sql: `
CREATE TABLE IF NOT EXISTS checklist_templates (
  id text PRIMARY KEY,
  organization_id text NOT NULL REFERENCES organizations(id),
  name text NOT NULL,
  facility_type_id text,
  parameter_ids jsonb NOT NULL DEFAULT '[]',
  inspection_mode integer NOT NULL DEFAULT 0,
  appendix boolean NOT NULL DEFAULT false
);
CREATE TABLE IF NOT EXISTS feedback_templates (
  id text PRIMARY KEY,
  organization_id text NOT NULL REFERENCES organizations(id),
  name text NOT NULL,
  parameter_ids jsonb NOT NULL DEFAULT '[]'
);
CREATE TABLE IF NOT EXISTS feedback_parameters (
  id text PRIMARY KEY,
  organization_id text NOT NULL REFERENCES organizations(id),
  name text NOT NULL,
  label text
);
CREATE TABLE IF NOT EXISTS custom_roles (
  id text PRIMARY KEY,
  organization_id text NOT NULL REFERENCES organizations(id),
  name text NOT NULL,
  permissions jsonb NOT NULL DEFAULT '[]'
);
CREATE TABLE IF NOT EXISTS join_codes (
  code text PRIMARY KEY,
  organization_id text NOT NULL REFERENCES organizations(id),
  role text NOT NULL
);
`,
  },
  {
    id: '0006_notifications',
    sql: `
CREATE TABLE IF NOT EXISTS notifications (
  id text PRIMARY KEY,
  organization_id text NOT NULL REFERENCES organizations(id),
  user_id text NOT NULL REFERENCES users(id),
  title text NOT NULL,
  body text NOT NULL DEFAULT '',
  data_type text NOT NULL DEFAULT 'other',
  data_id text,
  read boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX IF NOT EXISTS notifications_user_org ON notifications (user_id, organization_id, created_at);
`,
  },
  {
    // Issue 13: the server decides who acts. A report's localId is unique per submitting user (two
    // phones may pick the same one), and the hash of what was submitted tells a retry (same body)
    // from a different report under the same key (409). Ad-hoc requests remember who raised them.
    id: '0007_attribution',
    sql: `
ALTER TABLE reports ADD COLUMN IF NOT EXISTS submitted_by text;
ALTER TABLE reports ADD COLUMN IF NOT EXISTS body_hash text;
UPDATE reports SET submitted_by = COALESCE(reporter_id, '') WHERE submitted_by IS NULL;
ALTER TABLE reports ALTER COLUMN submitted_by SET NOT NULL;
DROP INDEX IF EXISTS reports_org_local_id;
CREATE UNIQUE INDEX IF NOT EXISTS reports_org_user_local_id ON reports (organization_id, submitted_by, local_id);
ALTER TABLE adhoc_requests ADD COLUMN IF NOT EXISTS created_by text;
`,
  },
  {
    // Join codes and activation keys were short, readable, reusable and stored in clear (anyone
    // could guess SUNRISE-2024 and become an organisation's admin). Now 160 random bits, stored
    // as SHA-256 hashes, with expiry, use counts and revocation. The old codes are dropped on
    // purpose: they must stop working. Admins issue new ones (POST /organizations/{id}/joinCodes).
    id: '0101_auth_access_codes',
    sql: `
DROP TABLE IF EXISTS join_codes;
CREATE TABLE join_codes (
  id text PRIMARY KEY,
  organization_id text NOT NULL REFERENCES organizations(id),
  code_hash text NOT NULL UNIQUE,
  role text NOT NULL,
  max_uses integer NOT NULL,
  uses integer NOT NULL DEFAULT 0,
  expires_at timestamptz NOT NULL,
  created_by text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  revoked_at timestamptz
);
CREATE INDEX IF NOT EXISTS join_codes_org ON join_codes (organization_id, created_at);
CREATE TABLE IF NOT EXISTS activation_keys (
  id text PRIMARY KEY,
  organization_id text NOT NULL REFERENCES organizations(id),
  key_hash text NOT NULL UNIQUE,
  email text NOT NULL,
  expires_at timestamptz NOT NULL,
  created_by text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  used_at timestamptz,
  used_by text,
  revoked_at timestamptz
);
ALTER TABLE organizations DROP COLUMN IF EXISTS activation_key;
`,
  },
];

/** Tables in dependency order, children first: what `seed --reset` empties. */
export const resetOrder = [
  'seed_state',
  'join_codes',
  'activation_keys',
  'custom_roles',
  'feedback_parameters',
  'feedback_templates',
  'checklist_templates',
  'notifications',
  'password_reset_requests',
  'uploads',
  'feedbacks',
  'issues',
  'reports',
  'adhoc_requests',
  'shifts',
  'teams',
  'checklists',
  'parameters',
  'facilities',
  'facility_types',
  'locations',
  'revoked_tokens',
  'memberships',
  'users',
  'organizations',
] as const;
