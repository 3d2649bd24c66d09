/** Test data for the staff feature. */
import { type StaffDetail, type StaffRow } from 'shared-contracts';

export function createStaffRow(overrides: Partial<StaffRow> = {}): StaffRow {
  return {
    _id: 'usr-rita',
    name: 'Rita Reporter',
    email: 'rita@example.test',
    phone: null,
    img: null,
    role: 'reporter-internal',
    groups: [],
    teams: [],
    status: 'active',
    ...overrides,
  };
}

export function createStaffDetail(overrides: Partial<StaffDetail> = {}): StaffDetail {
  return { ...createStaffRow(), permissions: ['homeMenuView-read', 'reporting-read'], shifts: [], recentReports: [], openIssues: [], ...overrides };
}
