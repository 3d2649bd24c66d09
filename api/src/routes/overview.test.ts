/** Overview popups, report lists and counts, facilities and parameters. */
import { bearer, createTestApp, type TestApp } from '../testing/test-app';

let t: TestApp;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  t = await createTestApp();
  for (const who of ['reporter', 'manager', 'admin', 'fixer', 'desk']) tokens[who] = await t.login(`${who}@facilityops.test`);
}, 60_000);
afterAll(() => t.close());

const get = (who: string, url: string) => t.app.inject({ method: 'GET', url, headers: bearer(tokens[who] ?? '') });

describe('overview counts and lists', () => {
  it('counts facilities and users of an organisation the caller belongs to', async () => {
    expect((await get('manager', '/organizations/org-acme/facilities/count')).json()).toEqual({ count: 24 });
    expect((await get('manager', '/organizations/org-acme/users/count')).json()).toEqual({ count: 9 });
    expect((await get('admin', '/organizations/org-blueriver/facilities/count')).json()).toEqual({ count: 6 });
    expect((await get('manager', '/organizations/org-blueriver/users/count')).statusCode).toBe(404);
    expect((await get('reporter', '/organizations/org-acme/users/count')).statusCode).toBe(403);
  });

  it('lets a custom role read what its permissions allow, and nothing more', async () => {
    const auditor = await t.login('auditor@facilityops.test');
    const as = (url: string) => t.app.inject({ method: 'GET', url, headers: bearer(auditor) });
    expect((await as('/reports/statistics/time?organization=org-acme')).statusCode).toBe(200);
    expect((await as('/facilities')).statusCode).toBe(200);
    expect((await as('/reports/?limit=1')).json().totalDocs).toBeGreaterThan(100);
    expect((await as('/facilities/v2/facilitiesToReport')).statusCode).toBe(403);
    expect((await as('/users/staff')).statusCode).toBe(403);
  });

  it('answers the details tiles with the organisation (orgDetailsList)', async () => {
    const organization = (await get('manager', '/organizations/org-acme')).json();
    expect(organization.orgDetailsList).toEqual([
      { key: 'users', label: 'Total Users', value: 9 },
      { key: 'facilities', label: 'Total Facilities', value: 24 },
      { key: 'activeIssues', label: 'All Active Issues', value: 12 },
      { key: 'feedbacks', label: 'All Feedbacks', value: 24 },
    ]);
  });

  it('lists issues (active and resolved), newest first', async () => {
    const list = (await get('manager', '/issues?organization=org-acme')).json();
    expect(list).toHaveLength(18);
    expect(list.filter((issue: { statusResolved: boolean }) => !issue.statusResolved)).toHaveLength(12);
    expect(Date.parse(list[0].createdAt)).toBeGreaterThan(Date.parse(list[17].createdAt));
    expect((await get('fixer', '/issues?organization=org-acme')).statusCode).toBe(200);
    expect((await get('manager', '/issues?organization=org-blueriver')).statusCode).toBe(404);
    expect((await get('reporter', '/issues?organization=org-acme')).statusCode).toBe(403);
    expect((await get('manager', '/issues')).statusCode).toBe(400);
  });

  it('lists feedbacks, by review type when asked', async () => {
    expect((await get('manager', '/feedbacks?organization=org-acme')).json()).toHaveLength(24);
    const negative = (await get('manager', '/feedbacks?organization=org-acme&reviewType=negative')).json();
    expect(negative).toHaveLength(6);
    expect(negative.every((f: { reviewType: string }) => f.reviewType === 'negative')).toBe(true);
    expect((await get('manager', '/feedbacks?organization=org-acme&reviewType=meh')).statusCode).toBe(400);
    expect((await get('admin', '/feedbacks?organization=org-blueriver')).json()).toEqual([]);
  });

  it('gives report statistics for the last 30 Kolkata days: made and expected', async () => {
    const stats = (await get('manager', '/reports/statistics/time?organization=org-acme')).json();
    expect(stats).toHaveLength(30);
    expect(stats[0].date).toBe('2024-04-02');
    // Today also has the manager's handover shift: 2 facilities checked every 4 hours.
    expect(stats[29]).toEqual({ date: '2024-05-01', actualCount: 6, expectedCount: 76 });
    expect(stats[28]).toEqual({ date: '2024-04-30', actualCount: 6, expectedCount: 72 });
    expect(stats.filter((s: { expectedCount: number }) => s.expectedCount > 0).length).toBeGreaterThanOrEqual(28);
    const week = (await get('manager', '/reports/statistics/time?organization=org-acme&from=2024-04-25&to=2024-05-01')).json();
    expect(week).toHaveLength(7);
    expect((await get('manager', '/reports/statistics/time?organization=org-acme&from=2024-05-02&to=2024-05-01')).statusCode).toBe(400);
    expect((await get('manager', '/reports/statistics/time?organization=org-acme&from=2020-01-01')).statusCode).toBe(400);
    expect((await get('manager', '/reports/statistics/time?organization=org-acme&from=yesterday')).statusCode).toBe(400);
    expect((await get('reporter', '/reports/statistics/time?organization=org-acme')).statusCode).toBe(403);
  });
});

describe('GET /reports/ and /reports/count', () => {
  it("answers a reporter's own reports and everyone's to a manager, paged", async () => {
    const mine = (await get('reporter', '/reports/?limit=100')).json();
    expect(mine.docs.length).toBeGreaterThan(0);
    expect(mine.docs.every((doc: { reporter: string }) => doc.reporter === 'usr-reporter')).toBe(true);
    const all = (await get('manager', '/reports/?limit=5&page=2')).json();
    expect(all).toMatchObject({ page: 2, limit: 5 });
    expect(all.docs).toHaveLength(5);
    expect(all.totalDocs).toBeGreaterThan(mine.totalDocs);
    expect(all.docs[0]).toMatchObject({ facilityName: expect.any(String), issuesCount: 0 });
    const one = (await get('manager', '/reports?facility=fac-acme-01&limit=100')).json();
    expect(one.docs.every((doc: { facility: string }) => doc.facility === 'fac-acme-01')).toBe(true);
    expect((await get('manager', '/reports/?limit=500')).statusCode).toBe(400);
    expect((await get('fixer', '/reports/')).statusCode).toBe(403);
  });

  it('counts the reports of a user between two times', async () => {
    const inTime = '2024-05-01T02:00:00.000Z';
    const outTime = '2024-05-01T10:00:00.000Z';
    const url = (user: string) => `/reports/count?user=${user}&expectedInTime=${inTime}&expectedOutTime=${outTime}`;
    expect((await get('reporter', url('usr-reporter'))).json()).toEqual({ reportsCount: 6 });
    expect((await get('reporter', url('usr-desk'))).statusCode).toBe(403);
    expect((await get('manager', url('usr-desk'))).json()).toEqual({ reportsCount: 0 });
    expect((await get('manager', url('usr-nobody'))).statusCode).toBe(404);
    expect((await get('reporter', '/reports/count?user=usr-reporter&expectedInTime=soon')).statusCode).toBe(400);
  });
});

describe('facilities and parameters', () => {
  it('lists the organisation’s facilities with QR codes to admins and to ad-hoc reporters', async () => {
    const list = (await get('manager', '/facilities?refresh=true')).json();
    expect(list).toHaveLength(24);
    expect(list.find((f: { _id: string }) => f._id === 'fac-acme-24')).toMatchObject({ active: false, qrCode: 'facility=fac-acme-24' });
    expect(list.find((f: { _id: string }) => f._id === 'fac-acme-01')).toMatchObject({ location: { name: 'Tower A' }, lastChecked: expect.any(String) });
    expect((await get('reporter', '/facilities')).json()).toHaveLength(24);
    expect((await get('fixer', '/facilities')).statusCode).toBe(403);
  });

  it('lists parameters, their categories and groups', async () => {
    const parameters = (await get('manager', '/parameters')).json();
    expect(parameters).toHaveLength(8);
    expect(parameters.every((p: { _id: string }) => p._id.startsWith('par-acme-'))).toBe(true);
    expect((await get('manager', '/parameters/categories')).json()).toEqual([{ _id: 'Washroom', name: 'Washroom' }]);
    const grouped = (await get('manager', '/parameters/grouped')).json();
    expect(grouped).toEqual([{ category: 'Washroom', parameters: expect.any(Array) }]);
    expect((await get('fixer', '/parameters')).statusCode).toBe(403);
  });

  it('tells which checklists differ from their template and brings them in step', async () => {
    const before = (await get('manager', '/parameters/checklist-copies-get')).json();
    expect(before.templates).toHaveLength(4);
    const outdated = before.templates.flatMap((tpl: { outdated: string[] }) => tpl.outdated);
    expect(outdated.length).toBeGreaterThan(0);
    expect((await get('manager', '/parameters/checklist-copies-update')).statusCode).toBe(403);
    const updated = (await get('admin', '/parameters/checklist-copies-update')).json();
    expect(updated.updated).toBe(outdated.length);
    expect(updated.templates.every((tpl: { outdated: string[] }) => tpl.outdated.length === 0)).toBe(true);
  });
});
