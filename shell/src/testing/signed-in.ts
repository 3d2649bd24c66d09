/** A signed-in session for tests: a token the session accepts (not expired) and a plain user. */
import { type User } from 'shared-contracts';

export function testToken(): string {
  const encode = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '');
  return `${encode({ alg: 'HS256' })}.${encode({ exp: Math.floor(Date.now() / 1000) + 3600 })}.s`;
}

export function testUser(overrides: Partial<User> = {}): User {
  return {
    _id: 'u1',
    id: 'u1',
    name: 'Rita',
    userType: 'regular',
    permissions: [],
    isSwitchable: false,
    userGroupNames: [],
    assignedRoles: [],
    systemRoles: [],
    ...overrides,
  };
}
