import { seedIds } from '../db/seed';
import { eq } from 'drizzle-orm';
import { facilities, uploads } from '../db/schema';
import { bearer, createTestApp, type TestApp } from '../testing/test-app';

let t: TestApp;
let reporter: string;
let manager: string;
beforeAll(async () => {
  t = await createTestApp();
  reporter = await t.login('reporter@facilityops.test');
  manager = await t.login('manager@facilityops.test');
}, 60_000);
afterAll(() => t.close());

const photo = (name: string) => ({ name, path: `/uploads/${name}`, type: 'image/jpeg' });
const report = (localId: string, media: ReturnType<typeof photo>[]) => ({
  localId,
  date: '01 May 2026',
  time: '9:00 AM',
  facility: seedIds.facility('acme', 1),
  issueDetails: [{ parameter: 'p', label: 'Floor', description: 'Wet', media }],
  overall: { description: 'ok', media: [] },
});
const submit = (token: string, body: unknown) => t.app.inject({ method: 'POST', url: '/reports/submit', headers: bearer(token), payload: body as object });

describe('POST /reports/submit media count', () => {
  beforeAll(async () => {
    await t.database.db.insert(uploads).values([
      { name: 'mine-1.jpg', organizationId: seedIds.acme, userId: seedIds.reporter, type: 'image/jpeg', size: 10 },
      { name: 'other-org.jpg', organizationId: seedIds.blueRiver, userId: seedIds.admin, type: 'image/jpeg', size: 10 },
    ]);
  });

  it('counts only the media whose files this organisation holds, on the first and a repeated submit', async () => {
    const body = report('media-1', [photo('mine-1.jpg'), photo('missing.jpg'), photo('other-org.jpg')]);
    expect((await submit(reporter, body)).json()).toMatchObject({ status: true, duplicate: false, mediaCount: 1 });
    expect((await submit(reporter, body)).json()).toMatchObject({ status: true, duplicate: true, mediaCount: 1 });
  });

  it('answers 0 for a report without media', async () => {
    expect((await submit(reporter, report('media-2', []))).json()).toMatchObject({ status: true, mediaCount: 0 });
  });
});

describe('GET /reporting/teams', () => {
  it('gives a reporter the organisation’s teams with their default parameters', async () => {
    const answer = await t.app.inject({ method: 'GET', url: '/reporting/teams', headers: bearer(reporter) });
    expect(answer.statusCode).toBe(200);
    const teams = answer.json<{ _id: string; name: string; defaultParameters: string[] }[]>();
    expect(teams.length).toBeGreaterThan(0);
    expect(teams.every((team) => Array.isArray(team.defaultParameters))).toBe(true);
  });

  it('needs a token', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/reporting/teams' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/reporting/teams', headers: bearer(manager) })).statusCode).not.toBe(500);
  });
});

describe('POST /issues/remind', () => {
  it("notifies the supervisor of the facility's mapping in the shift of the report that raised the pending issue", async () => {
    const body = {
      ...report('remind-1', []),
      shift: seedIds.currentShift,
      issueDetails: [{ parameter: 'par-acme-lights', label: 'Lights', description: 'Flickering', media: [] }],
    };
    expect((await submit(reporter, body)).statusCode).toBe(200);
    const check = await t.app.inject({ method: 'POST', url: '/issues/check-issue', headers: bearer(reporter), payload: { ...body, localId: 'remind-check' } });
    const tickets = check.json<{ tickets: { _id: string }[] }>().tickets;
    expect(tickets.length).toBeGreaterThan(0);

    const remind = await t.app.inject({
      method: 'POST',
      url: '/issues/remind',
      headers: bearer(reporter),
      payload: { issues: tickets.map((ticket) => ticket._id) },
    });
    expect(remind.json()).toEqual({ reminded: 1 });
    const inbox = await t.app.inject({ method: 'GET', url: '/notifications', headers: bearer(manager) });
    expect(JSON.stringify(inbox.json())).toContain('Lights at');
  });

  it('skips unknown ids and refuses an empty or malformed list', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/issues/remind', headers: bearer(reporter), payload: { issues: ['nope'] } })).json()).toEqual({
      reminded: 0,
    });
    expect((await t.app.inject({ method: 'POST', url: '/issues/remind', headers: bearer(reporter), payload: { issues: [] } })).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'POST', url: '/issues/remind', headers: bearer(reporter), payload: { issues: 'x' } })).statusCode).toBe(400);
  });
});

describe('GET /facilities/checklist facilityActive', () => {
  it('says whether each checklist’s facility is active, so a scan of an inactive one says “No such facility.”', async () => {
    await t.database.db
      .update(facilities)
      .set({ active: false })
      .where(eq(facilities.id, seedIds.facility('acme', 24)));
    const answer = await t.app.inject({ method: 'GET', url: '/facilities/checklist', headers: bearer(reporter) });
    const rows = answer.json<{ facility: string; facilityActive: boolean }[]>();
    expect(rows.find((row) => row.facility === seedIds.facility('acme', 24))?.facilityActive).toBe(false);
    expect(rows.find((row) => row.facility === seedIds.facility('acme', 1))?.facilityActive).toBe(true);
  });
});

describe('GET /organizations/{id}/branding', () => {
  it('gives any member the header’s branding, without the set-up state', async () => {
    const answer = await t.app.inject({ method: 'GET', url: `/organizations/${seedIds.acme}/branding`, headers: bearer(reporter) });
    expect(answer.statusCode).toBe(200);
    const body = answer.json<Record<string, unknown>>();
    expect(body).toMatchObject({ _id: seedIds.acme, theme: expect.any(Object), settings: expect.any(Object) });
    expect(body).not.toHaveProperty('setup');
  });

  it('answers 404 for an organisation the caller does not belong to, and 401 without a token', async () => {
    expect((await t.app.inject({ method: 'GET', url: `/organizations/${seedIds.blueRiver}/branding`, headers: bearer(reporter) })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/organizations/${seedIds.acme}/branding` })).statusCode).toBe(401);
  });
});
