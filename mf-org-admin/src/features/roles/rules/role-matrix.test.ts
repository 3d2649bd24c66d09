import { changedRoles, togglePermission } from './role-matrix';

describe('role matrix', () => {
  it('toggles a permission on and off without duplicates', () => {
    const on = togglePermission({ auditor: ['a'] }, 'auditor', 'b', true);
    expect(on.auditor).toEqual(['a', 'b']);
    expect(togglePermission(on, 'auditor', 'b', true).auditor).toEqual(['a', 'b']);
    expect(togglePermission(on, 'auditor', 'a', false).auditor).toEqual(['b']);
  });

  it('lists the roles that differ from what is saved, ignoring order', () => {
    const saved = { auditor: ['a', 'b'], lead: ['c'] };
    expect(changedRoles(saved, { auditor: ['b', 'a'], lead: ['c'] })).toEqual([]);
    expect(changedRoles(saved, { auditor: ['a'], lead: ['c'] })).toEqual(['auditor']);
  });
});
