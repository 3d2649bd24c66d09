import { badgeFor, hiddenForUser, hidesFooter, showFeedbacks, showOrgSwitcher, showQuickReport } from './chrome-rules';

const counts = { total: 5, issue: 2, task: 3 };

describe('chrome rules', () => {
  it('shows the org switcher only with switching-read and more than one organisation', () => {
    expect(showOrgSwitcher(['switching-read'], 2)).toBe(true);
    expect(showOrgSwitcher(['switching-read'], 1)).toBe(false);
    expect(showOrgSwitcher([], 3)).toBe(false);
  });

  it('hides Feedbacks when the organisation disabled them, except for system-admin', () => {
    const off = { settings: { enableFeedback: false } };
    expect(showFeedbacks({ userGroupNames: ['manager'] }, off)).toBe(false);
    expect(showFeedbacks({ userGroupNames: ['system-admin'] }, off)).toBe(true);
    expect(showFeedbacks({ userGroupNames: [] }, { settings: { enableFeedback: true } })).toBe(true);
    expect(showFeedbacks({ userGroupNames: [] }, null)).toBe(true);
  });

  it('offers Quick Report with adhoc-read only', () => {
    expect(showQuickReport(['adhoc-read'])).toBe(true);
    expect(showQuickReport(['reporting-read'])).toBe(false);
  });

  it('hides the footer on the checklist and ad-hoc request details only', () => {
    expect(hidesFooter('/reporting/checklist')).toBe(true);
    expect(hidesFooter('/adhoc-request/details')).toBe(true);
    expect(hidesFooter('/reporting/facilities')).toBe(false);
    expect(hidesFooter('/no/such/page')).toBe(false);
  });

  it('hides the Orgs link from users who cannot switch', () => {
    expect(hiddenForUser('/organizations', { isSwitchable: false })).toBe(true);
    expect(hiddenForUser('/organizations', { isSwitchable: true })).toBe(false);
    expect(hiddenForUser('/organization', { isSwitchable: false })).toBe(false);
  });

  it('puts issue counts on issue links, task counts on task links, both on tickets', () => {
    expect(badgeFor('/issues/:assignment?', counts)).toBe(2);
    expect(badgeFor('/tasks', counts)).toBe(3);
    expect(badgeFor('/tickets', counts)).toBe(5);
    expect(badgeFor('/home', counts)).toBe(0);
  });
});
