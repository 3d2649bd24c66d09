import { matchesMappingRole } from './group-matching';

describe('group matching for shift mappings (spec 001 §6)', () => {
  it.each([
    ['a reporter-internal group name', { userGroupNames: ['reporter-internal'] }, 'reporter', true],
    ['an assigned reporter-internal role', { assignedRoles: ['reporter-internal'] }, 'reporter', true],
    ['a manager as reporter', { userGroupNames: ['manager'] }, 'reporter', false],
    ['a manager as supervisor', { assignedRoles: ['manager'] }, 'supervisor', true],
    ['an organisation admin as supervisor', { userGroupNames: ['organization-admin'] }, 'supervisor', false],
    ['a fixer as janitor', { userGroupNames: ['fixer-internal'] }, 'janitor', true],
    ['a fixer-manager as janitor', { assignedRoles: ['fixer-manager'] }, 'janitor', true],
    ['an organisation admin as escalation target', { assignedRoles: ['organization-admin'] }, 'escalateTo', true],
    ['a manager as escalation target', { systemRoles: ['manager'] }, 'escalateTo', true],
    ['a reporter as escalation target', { userGroupNames: ['reporter-internal'] }, 'escalateTo', false],
    ['nobody with no groups', {}, 'reporter', false],
  ] as const)('%s', (_, person, role, expected) => {
    expect(matchesMappingRole(person, role)).toBe(expected);
  });
});
