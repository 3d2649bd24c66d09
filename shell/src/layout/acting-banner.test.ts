import { actsThroughAdminSwitch } from './acting-banner';

describe('actsThroughAdminSwitch', () => {
  it('is true only for a system administrator whose membership here is the system-admin role', () => {
    expect(actsThroughAdminSwitch({ organization: 'org-acme', userGroupNames: ['system-admin'], assignedRoles: ['system-admin'] })).toBe(true);
    expect(actsThroughAdminSwitch({ organization: 'org-acme', userGroupNames: ['system-admin'], assignedRoles: ['organization-admin'] })).toBe(false);
    expect(actsThroughAdminSwitch({ organization: 'org-acme', userGroupNames: ['organization-admin'], assignedRoles: ['organization-admin'] })).toBe(false);
    expect(actsThroughAdminSwitch({ organization: null, userGroupNames: ['system-admin'], assignedRoles: ['system-admin'] })).toBe(false);
    expect(actsThroughAdminSwitch(null)).toBe(false);
  });
});
