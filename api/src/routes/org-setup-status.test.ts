import { bearer, createTestApp, type TestApp } from '../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(() => t.close());

const get = (url: string, token: string) => t.app.inject({ method: 'GET', url, headers: bearer(token) });

describe('GET /organizations/{id}/setup-status', () => {
  it('answers every set-up card of spec 001 §2.5 with its count, in order', async () => {
    const admin = await t.login('admin@facilityops.test');
    const answer = await get('/organizations/org-acme/setup-status', admin);
    expect(answer.statusCode).toBe(200);
    const { parts, progress, complete } = answer.json() as { parts: { part: string; done: boolean; count: number }[]; progress: number; complete: boolean };
    expect(parts.map((part) => part.part)).toEqual([
      'organization',
      'locations',
      'feedback',
      'facilityTypes',
      'checklists',
      'facilities',
      'staff',
      'teams',
      'shifts',
      'adhocRequests',
    ]);
    const byPart = Object.fromEntries(parts.map((part) => [part.part, part]));
    expect(byPart.facilities).toEqual({ part: 'facilities', done: true, count: 24 });
    expect(byPart.checklists?.count).toBe(4);
    expect(byPart.organization?.done).toBe(true);
    expect(progress).toBe(parts.filter((part) => part.done).length / parts.length);
    expect(complete).toBe(parts.every((part) => part.done));
  });

  it('is for members with organization-read there', async () => {
    expect((await get('/organizations/org-acme/setup-status', await t.login('reporter@facilityops.test'))).statusCode).toBe(403);
    expect((await get('/organizations/org-sunrise/setup-status', await t.login('admin@facilityops.test'))).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/organizations/org-acme/setup-status' })).statusCode).toBe(401);
  });
});
