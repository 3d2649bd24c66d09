/** The demo accounts the seed creates; the start script prints them. */
export const DEMO_PASSWORD = 'demo1234';

export interface DemoLogin {
  email: string;
  password: string;
  role: string;
}

export const demoLogins: readonly DemoLogin[] = [
  { email: 'reporter@facilityops.test', password: DEMO_PASSWORD, role: 'reporter-internal (field reporter, shift started)' },
  { email: 'desk@facilityops.test', password: DEMO_PASSWORD, role: 'reporter-internal + adhocNoScan-read (desk reporter, shift not started)' },
  { email: 'manager@facilityops.test', password: DEMO_PASSWORD, role: 'manager' },
  { email: 'fixer@facilityops.test', password: DEMO_PASSWORD, role: 'fixer-internal' },
  { email: 'admin@facilityops.test', password: DEMO_PASSWORD, role: 'organization-admin (both organisations, switchable)' },
  { email: 'sysadmin@facilityops.test', password: DEMO_PASSWORD, role: 'system-admin (both organisations, switchable)' },
  { email: 'janitor@facilityops.test', password: DEMO_PASSWORD, role: 'fixer-internal (janitor of the housekeeping shift: /janitor)' },
  { email: 'rounds@facilityops.test', password: DEMO_PASSWORD, role: 'reporter-internal (in no shift until an admin adds one)' },
  {
    email: 'regional@facilityops.test',
    password: DEMO_PASSWORD,
    role: 'organization-admin of Blue River who has not chosen an organisation yet (the picker opens)',
  },
  { email: 'auditor@facilityops.test', password: DEMO_PASSWORD, role: "auditor (Acme's custom role: overview and reports, read only)" },
];
