import { type AdHocRequest, type User, userSchema } from 'shared-contracts';

let seq = 0;

export function createAdhocRequest(overrides: Partial<AdHocRequest> = {}): AdHocRequest {
  seq += 1;
  return {
    _id: `request-${seq}`,
    facility: { _id: `facility-${seq}`, name: `Facility ${seq}`, location: { name: 'Block A' }, facilityType: { name: 'Toilet' } },
    status: 'unchecked',
    issueDetails: [],
    adHocReportType: 'inspect',
    description: '',
    probableIssues: [],
    ...overrides,
  };
}

/** A signed-in user as the shell puts it in the session; schema defaults fill the rest. */
export function createUser(overrides: Partial<User> & { _id: string }): User {
  return userSchema.parse({ id: overrides._id, name: 'Test user', ...overrides });
}
