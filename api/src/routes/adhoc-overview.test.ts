/** GET /adhoc-requests/all (issue 17): a manager's view of every ad-hoc request, on the real seeded database. */
import type { AdHocRequestOverviewAnswer } from 'shared-contracts/schemas';
import { seedIds } from '../db/seed';
import { bearer, createTestApp, type TestApp } from '../testing/test-app';

let t: TestApp;
let reporter: string;
let desk: string;
let manager: string;
let fixer: string;
beforeAll(async () => {
  t = await createTestApp();
  reporter = await t.login('reporter@facilityops.test');
  desk = await t.login('desk@facilityops.test');
  manager = await t.login('manager@facilityops.test');
  fixer = await t.login('fixer@facilityops.test');
}, 60_000);
afterAll(() => t.close());

const get = (token: string, url: string) => t.app.inject({ method: 'GET', url, headers: bearer(token) });
const overview = async (token: string, query = '') => {
  const answer = await get(token, `/adhoc-requests/all${query}`);
  expect(answer.statusCode).toBe(200);
  return answer.json<AdHocRequestOverviewAnswer>();
};

describe('GET /adhoc-requests/all', () => {
  it('gives a manager every request of the organisation, newest first, with requester, assignee and facility', async () => {
    const all = await overview(manager);
    expect(all.totalDocs).toBe(6);
    expect(all.docs.map((doc) => doc._id)).toEqual(['adh-acme-5', 'adh-acme-1', 'adh-acme-2', 'adh-acme-3', 'adh-acme-4', 'adh-acme-6']);
    expect(all.docs[1]).toMatchObject({
      status: 'unchecked',
      requester: { _id: seedIds.manager, name: expect.any(String) },
      assignee: { _id: seedIds.reporter, name: 'Rita Reporter' },
      facility: { _id: seedIds.facility('acme', 3), location: expect.any(String) },
      answeredBy: null,
    });
  });

  it('filters by status and pages', async () => {
    expect((await overview(manager, '?status=checked')).docs.map((doc) => doc._id)).toEqual(['adh-acme-4', 'adh-acme-6']);
    const second = await overview(manager, '?limit=4&page=2');
    expect(second.docs).toHaveLength(2);
  });

  it('names the report that answered a request', async () => {
    const body = {
      localId: 'adhoc-answer-1',
      date: '01 May 2024',
      time: '9:55 AM',
      facility: seedIds.facility('acme', 3),
      adHocRequestId: 'adh-acme-1',
      reportingType: 'adhoc',
    };
    const submitted = await t.app.inject({ method: 'POST', url: '/reports/submit', headers: bearer(reporter), payload: body });
    expect(submitted.statusCode).toBe(200);
    const doc = (await overview(manager)).docs.find((one) => one._id === 'adh-acme-1');
    expect(doc?.answeredBy?._id).toBe(submitted.json<{ reportId: string }>().reportId);
    expect(doc?.status).toBe('checked');
  });

  it('shows a reporter only the requests assigned to them, and refuses people without adhocList-read', async () => {
    const mine = await overview(desk);
    expect(mine.docs.map((doc) => doc._id).sort()).toEqual(['adh-acme-5', 'adh-acme-6']);
    expect((await get(fixer, '/adhoc-requests/all')).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/adhoc-requests/all' })).statusCode).toBe(401);
    expect((await get(manager, '/adhoc-requests/all?status=lost')).statusCode).toBe(400);
    expect((await get(manager, '/adhoc-requests/all?limit=500')).statusCode).toBe(400);
  });
});

describe('reassigning and cancelling', () => {
  const put = (token: string, id: string, payload: object) =>
    t.app.inject({ method: 'PUT', url: `/adhoc-requests/${id}/assignee`, headers: bearer(token), payload });
  const cancel = (token: string, id: string) => t.app.inject({ method: 'POST', url: `/adhoc-requests/${id}/cancel`, headers: bearer(token), payload: {} });

  it('lets a manager hand an open request to another reporter', async () => {
    expect((await put(manager, 'adh-acme-2', { reporter: seedIds.desk })).json()).toEqual({ status: true });
    const doc = (await overview(manager)).docs.find((one) => one._id === 'adh-acme-2');
    expect(doc?.assignee?._id).toBe(seedIds.desk);
    expect((await overview(desk)).docs.map((one) => one._id)).toContain('adh-acme-2');
  });

  it('refuses a reporter, a stranger as assignee, and a checked request', async () => {
    expect((await put(reporter, 'adh-acme-3', { reporter: seedIds.desk })).statusCode).toBe(403);
    expect((await put(manager, 'adh-acme-3', { reporter: 'usr-nobody' })).statusCode).toBe(404);
    expect((await put(manager, 'adh-acme-4', { reporter: seedIds.desk })).statusCode).toBe(409);
    expect((await put(manager, 'adh-nope', { reporter: seedIds.desk })).statusCode).toBe(404);
    expect((await put(manager, 'adh-acme-3', { reporter: 5 })).statusCode).toBe(400);
  });

  it('cancels an open request: it leaves the reporter’s list, cannot be reported on, and cannot be cancelled twice', async () => {
    expect((await cancel(reporter, 'adh-acme-3')).statusCode).toBe(403);
    expect((await cancel(manager, 'adh-acme-3')).json()).toEqual({ status: true });
    expect((await overview(manager, '?status=cancelled')).docs.map((doc) => doc._id)).toEqual(['adh-acme-3']);
    const reporterList = await get(reporter, `/shifts/reporter/adhoc-requests?reporterId=${seedIds.reporter}`);
    expect(reporterList.json<{ _id: string }[]>().map((one) => one._id)).not.toContain('adh-acme-3');
    const body = { localId: 'adhoc-cancelled-1', date: '01 May 2024', time: '9:55 AM', facility: seedIds.facility('acme', 7), adHocRequestId: 'adh-acme-3' };
    expect((await t.app.inject({ method: 'POST', url: '/reports/submit', headers: bearer(reporter), payload: body })).statusCode).toBe(409);
    expect((await cancel(manager, 'adh-acme-3')).statusCode).toBe(409);
    expect((await cancel(manager, 'adh-acme-4')).statusCode).toBe(409);
  });
});
