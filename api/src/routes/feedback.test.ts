/** Customer feedback (issue 21): the visitor's public page, the dashboard, requests and the QR codes. */
import { bearer, createTestApp, type TestApp } from '../testing/test-app';

let t: TestApp;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  t = await createTestApp();
  for (const who of ['reporter', 'manager', 'admin', 'fixer']) tokens[who] = await t.login(`${who}@facilityops.test`);
}, 60_000);
afterAll(() => t.close());

const call = (who: string, method: 'GET' | 'POST', url: string, payload?: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method, url, headers: { ...bearer(tokens[who] ?? ''), ...headers }, ...(payload === undefined ? {} : { payload: payload as object }) });
const visitor = (method: 'GET' | 'POST', url: string, payload?: unknown, ip = '10.0.0.1') =>
  t.app.inject({ method, url, remoteAddress: ip, ...(payload === undefined ? {} : { payload: payload as object }) });
const jpeg = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(200, 7)]).toString('base64');
const linkOf = async (facility = 'fac-acme-01') => (await call('manager', 'GET', `/facilities/${facility}/feedback-link`)).json().token as string;

describe('a facility feedback link', () => {
  it('is issued once, the same on every ask, and replaced (the old one stops) by an admin only', async () => {
    const token = await linkOf();
    expect(token).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    expect(await linkOf()).toBe(token);
    expect((await call('manager', 'POST', '/facilities/fac-acme-01/feedback-link')).statusCode).toBe(403);
    expect((await call('reporter', 'GET', '/facilities/fac-acme-01/feedback-link')).statusCode).toBe(403);
    expect((await call('manager', 'GET', '/facilities/fac-blue-01/feedback-link')).statusCode).toBe(404);
    const renewed = (await call('admin', 'POST', '/facilities/fac-acme-02/feedback-link')).json().token as string;
    const old = await linkOf('fac-acme-03');
    const again = (await call('admin', 'POST', '/facilities/fac-acme-03/feedback-link')).json().token as string;
    expect(again).not.toBe(old);
    expect((await visitor('GET', `/public/feedback/${old}`)).statusCode).toBe(404);
    expect((await visitor('GET', `/public/feedback/${again}`)).statusCode).toBe(200);
    expect((await visitor('GET', `/public/feedback/${renewed}`)).statusCode).toBe(200);
    // The generic share-link page does not open it.
    expect((await visitor('GET', `/public/links/${again}`)).statusCode).toBe(404);
  });
});

describe('the public feedback page', () => {
  it('shows only the facility name and the form', async () => {
    const form = (await visitor('GET', `/public/feedback/${await linkOf()}`)).json();
    expect(Object.keys(form).sort()).toEqual(['facilityName', 'parameters']);
    expect(form.parameters.map((p: { _id: string }) => p._id)).toEqual(['fbp-acme-cleanliness', 'fbp-acme-smell', 'fbp-acme-supplies']);
    expect((await visitor('GET', '/public/feedback/not-a-real-token-at-all-xxxxxxxx')).statusCode).toBe(404);
    expect([400, 404]).toContain((await visitor('GET', '/public/feedback/%00')).statusCode);
  });

  it('takes negative feedback with immediate service and a photo, and raises an issue for the team', async () => {
    const token = await linkOf('fac-acme-05');
    const sent = await visitor('POST', `/public/feedback/${token}`, {
      reviewType: 'negative',
      ratings: [
        { parameter: 'fbp-acme-cleanliness', happy: false },
        { parameter: 'fbp-acme-smell', happy: true },
      ],
      comment: 'Washroom floor flooded',
      needsImmediateService: true,
      photo: jpeg,
    });
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toEqual({ status: true, serviceRequested: true });
    const requests = (await call('manager', 'GET', '/feedbackRequests')).json();
    const mine = requests.items.find((item: { comment: string }) => item.comment === 'Washroom floor flooded');
    expect(mine).toMatchObject({ reviewType: 'negative', facility: { _id: 'fac-acme-05' }, unhappyWith: ['Cleanliness'], issue: { status: 'assigned' } });
    expect(mine.photo).toMatch(/^\/uploads\/[0-9a-f]{24}\.jpg$/);
    expect((await t.app.inject({ method: 'GET', url: mine.photo })).statusCode).toBe(200);
    const issue = (await call('manager', 'GET', `/issues/${mine.issue._id}`)).json();
    expect(JSON.stringify(issue)).toContain('Customer feedback: Cleanliness');
    const list = (await call('fixer', 'GET', '/issues/list?scope=team&limit=100')).json();
    if (!list.items) throw new Error(JSON.stringify(list));
    expect(list.items.map((i: { _id: string }) => i._id)).toContain(mine.issue._id);
    const dashboard = (await call('manager', 'GET', '/feedbacks/dashboard')).json();
    expect(dashboard.latest[0]).toMatchObject({ comment: 'Washroom floor flooded' });
  });

  it('refuses bad input without storing anything', async () => {
    const url = `/public/feedback/${await linkOf('fac-acme-06')}`;
    const before = (await call('manager', 'GET', '/feedbacks/dashboard')).json().totals;
    const bad = [
      { reviewType: 'meh' },
      { reviewType: 'positive', needsImmediateService: true },
      { reviewType: 'negative', ratings: [{ parameter: 'fbp-acme-staff', happy: false }] },
      { reviewType: 'negative', ratings: [{ parameter: 'par-acme-floor', happy: false }] },
      { reviewType: 'negative', comment: 'x\u0000y' },
      { reviewType: 'negative', comment: 'x'.repeat(1001) },
      { reviewType: 'negative', photo: Buffer.from('GIF89a....').toString('base64') },
      { reviewType: 'negative', photo: '***' },
    ];
    for (const [i, payload] of bad.entries()) {
      const answer = await visitor('POST', url, payload, `10.1.0.${i}`);
      expect([400, 413, 415]).toContain(answer.statusCode);
    }
    expect((await call('manager', 'GET', '/feedbacks/dashboard')).json().totals).toEqual(before);
  });

  it('is rate-limited per IP', async () => {
    const url = `/public/feedback/${await linkOf('fac-acme-07')}`;
    const codes: number[] = [];
    for (let i = 0; i < 7; i += 1) codes.push((await visitor('POST', url, { reviewType: 'positive' }, '10.9.9.9')).statusCode);
    expect(codes.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
    expect(codes[6]).toBe(429);
  });
});

describe('the dashboard and the requests', () => {
  it('answers satisfaction by day, facility and parameter from the seed, and the latest comments', async () => {
    const answer = await call('manager', 'GET', '/feedbacks/dashboard?from=2024-04-01&to=2024-04-30');
    expect(answer.statusCode).toBe(200);
    const dashboard = answer.json();
    expect(dashboard.totals.positive + dashboard.totals.negative).toBeGreaterThan(15);
    expect(dashboard.byDay.length).toBeGreaterThan(15);
    expect(dashboard.byParameter.map((p: { label: string }) => p.label)).toEqual(['Cleanliness', 'Smell', 'Supplies']);
    expect(dashboard.byFacility.length).toBeGreaterThan(10);
    expect(dashboard.latest.length).toBeGreaterThan(5);
    expect((await call('manager', 'GET', '/feedbacks/dashboard?facility=fac-acme-01&from=2024-04-01&to=2024-04-30')).json().byFacility).toHaveLength(1);
  });

  it('lists the seeded requests for immediate service with their issues, filtered by state', async () => {
    const all = (await call('manager', 'GET', '/feedbackRequests?from=2024-03-01&to=2024-04-30')).json();
    expect(all.total).toBe(3);
    expect(all.items.every((item: { issue: unknown }) => item.issue !== null)).toBe(true);
    const open = (await call('manager', 'GET', '/feedbackRequests?from=2024-03-01&to=2024-04-30&state=open')).json().total;
    const closed = (await call('manager', 'GET', '/feedbackRequests?from=2024-03-01&to=2024-04-30&state=closed')).json().total;
    expect(open + closed).toBe(3);
  });

  it('needs feedbackMenuView-read and stays in the organisation', async () => {
    expect((await call('reporter', 'GET', '/feedbacks/dashboard')).statusCode).toBe(403);
    expect((await call('fixer', 'GET', '/feedbackRequests')).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/feedbackRequests' })).statusCode).toBe(401);
    expect((await call('manager', 'GET', '/feedbacks/dashboard?facility=fac-blue-01')).json().totals).toEqual({ positive: 0, negative: 0 });
  });
});

describe('the QR sheet', () => {
  it('prints a second code per facility for visitors when the app names its origin', async () => {
    const html = (await call('manager', 'GET', '/qr-sheet', undefined, { origin: 'http://localhost:3000' })).body;
    expect(html).toContain('Visitors: tell us how we did');
    const pdf = await call('manager', 'POST', '/qr-sheet/pdf', { ids: ['fac-acme-01'] }, { origin: 'http://localhost:3000' });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.body).toContain('Visitors: tell us how we did');
    const without = (await call('manager', 'GET', '/qr-sheet')).body;
    expect(without).not.toContain('Visitors: tell us how we did');
  });
});
