import { mustChooseOrganization } from './organization-choice';

const base = { isSwitchable: true, organizationChosen: false, permissions: ['switching-read'] };

describe('mustChooseOrganization', () => {
  it('asks a switchable user who never chose and may open the picker', () => {
    expect(mustChooseOrganization(base)).toBe(true);
  });
  it.each([
    ['nobody signed in', null],
    ['a user who chose before', { ...base, organizationChosen: true }],
    ['a session that does not say (an older api, a native wrapper)', { ...base, organizationChosen: undefined }],
    ['a user who cannot switch', { ...base, isSwitchable: false }],
    ['a user without switching-read', { ...base, permissions: ['homeMenuView-read'] }],
  ])('does not ask %s', (_, user) => {
    expect(mustChooseOrganization(user)).toBe(false);
  });
});
