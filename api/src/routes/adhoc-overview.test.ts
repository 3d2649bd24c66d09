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
