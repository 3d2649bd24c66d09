import { type Organization, type User, organizationSchema, userSchema } from 'shared-contracts';

/** An organisation as GET /organizations/{id} answers; schema defaults fill the rest. */
export function createOrganization(overrides: Partial<Organization> & { _id: string }): Organization {
  return organizationSchema.parse({ name: 'Test organization', ...overrides });
}

/** A signed-in user as the shell puts it in the session; schema defaults fill the rest. */
export function createUser(overrides: Partial<User> & { _id: string }): User {
  return userSchema.parse({ id: overrides._id, name: 'Test user', ...overrides });
}
