/** The demo stays real whatever the date, its images are served, and its QR codes print. */
import { eq } from 'drizzle-orm';
import { issues, reports, shifts } from '../db/schema';
import { rebaseDemoData } from '../db/rebase';
import { buildServer } from '../server';
import { databaseDigest } from '../testing/db-digest';
import { bearer, createTestApp, TEST_NOW, TEST_SECRET, type TestApp } from '../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(() => t.close());

const HOUR = 3_600_000;

describe('GET /static/{folder}/{file}', () => {
  it('serves every parameter image the seed names as SVG without scripts, and its logos as PNG (as an upload would be)', async () => {
    const checklist = await t.app.inject({ method: 'GET', url: '/facilities/checklist', headers: bearer(await t.login('reporter@facilityops.test')) });
    const images = new Set<string>(checklist.json().flatMap((c: { parameters: { img: string }[] }) => c.parameters.map((p) => p.img)));
    expect(images.size).toBeGreaterThanOrEqual(8);
    for (const url of images) {
      const response = await t.app.inject({ method: 'GET', url });
      expect([url, response.statusCode, response.headers['content-type']]).toEqual([url, 200, 'image/svg+xml']);
      expect(response.body).toMatch(/^<svg /);
      expect(response.body).not.toMatch(/<script/i);
      expect(response.headers['content-security-policy']).toContain("default-src 'none'");
    }
    // The header draws the logo on every page: a PNG, which Chromium decodes off the page's main
    // thread (an SVG image is a document of its own there; issue 15).
    const org = await t.app.inject({ method: 'GET', url: '/organizations/org-acme', headers: bearer(await t.login('manager@facilityops.test')) });
    for (const url of new Set<string>([org.json().logoURL, org.json().theme.branding.image])) {
      const response = await t.app.inject({ method: 'GET', url });
      expect([url, response.statusCode, response.headers['content-type']]).toEqual([url, 200, 'image/png']);
      expect(response.rawPayload.subarray(1, 4).toString('latin1')).toBe('PNG');
    }
  });

  it.each(['/static/parameters/nope.svg', '/static/secrets/floor.svg', '/static/parameters/..%2F..%2Fpackage.json', '/static/parameters/.hidden.svg'])(
    '%s → 404',
    async (url) => {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe('No such file.');
    },
  );
});

describe('GET /qr-sheet', () => {
  it("prints a QR code 'facility=<id>' for every active facility of the caller's organisation only", async () => {
    const response = await t.app.inject({ method: 'GET', url: '/qr-sheet', headers: bearer(await t.login('manager@facilityops.test')) });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.body.match(/<svg /g)).toHaveLength(23);
    expect(response.body).toContain('<code>facility=fac-acme-01</code>');
    expect(response.body).not.toContain('facility=fac-acme-24');
    expect(response.body).not.toContain('fac-blue');
    expect(response.body).toContain('Acme Facilities Pvt Ltd');
  });

  it('narrows to one location, adds inactive ones on request, 404s a foreign location', async () => {
    const headers = bearer(await t.login('manager@facilityops.test'));
    const tower = await t.app.inject({ method: 'GET', url: '/qr-sheet?location=loc-acme-1', headers });
    expect(tower.body.match(/<svg /g)).toHaveLength(6);
    const all = await t.app.inject({ method: 'GET', url: '/qr-sheet?inactive=true', headers });
    expect(all.body).toContain('facility=fac-acme-24');
    expect((await t.app.inject({ method: 'GET', url: '/qr-sheet?location=loc-blue-1', headers })).statusCode).toBe(404);
  });

  it('needs facility-read', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/qr-sheet', headers: bearer(await t.login('reporter@facilityops.test')) });
    expect(response.statusCode).toBe(403);
  });
});

describe('the demo moves to now at every start', () => {
  it('moves every time by the whole hours since seeding, once', async () => {
    const later = new Date(TEST_NOW.getTime() + 3 * 24 * HOUR + 5 * HOUR + 17 * 60_000);
    const [before] = await t.database.db.select().from(shifts).where(eq(shifts.id, 'shf-acme-now'));
    const [report] = await t.database.db.select().from(reports).where(eq(reports.id, 'rep-now-1'));
    const [issue] = await t.database.db.select().from(issues).where(eq(issues.id, 'iss-acme-1'));
    expect(await rebaseDemoData(t.database, later)).toBe(77);
    const [movedIssue] = await t.database.db.select().from(issues).where(eq(issues.id, 'iss-acme-1'));
    expect(movedIssue?.createdAt.getTime()).toBe((issue?.createdAt.getTime() ?? 0) + 77 * HOUR);
    const [after] = await t.database.db.select().from(shifts).where(eq(shifts.id, 'shf-acme-now'));
    const [moved] = await t.database.db.select().from(reports).where(eq(reports.id, 'rep-now-1'));
    expect(after?.expectedInTime.getTime()).toBe((before?.expectedInTime.getTime() ?? 0) + 77 * HOUR);
    expect(Date.parse(after?.checkIns[0]?.actualInTime ?? '')).toBe(Date.parse(before?.checkIns[0]?.actualInTime ?? '') + 77 * HOUR);
    expect(moved?.createdAt.getTime()).toBe((report?.createdAt.getTime() ?? 0) + 77 * HOUR);
    expect(moved?.date).toBe('04 May 2024');

    const digest = await databaseDigest(t.database);
    expect(await rebaseDemoData(t.database, new Date(later.getTime() + 10 * 60_000))).toBe(0);
    expect(await databaseDigest(t.database)).toEqual(digest);

    // At that later moment the reporter's shift is running and started, the next one upcoming.
    const app = await buildServer({ database: t.database, jwtSecret: TEST_SECRET, now: () => later });
    try {
      const login = await app.inject({ method: 'POST', url: '/auth/login', payload: { email: 'reporter@facilityops.test', password: 'demo1234' } });
      const mine = await app.inject({ method: 'GET', url: '/users/shifts', headers: bearer(login.json().token) });
      const statusOf = new Map(mine.json().map((s: { _id: string; status: string }) => [s._id, s.status]));
      expect(statusOf.get('shf-acme-now')).toBe('started');
      expect(statusOf.get('shf-acme-next')).toBe('upcoming');
      const list = await app.inject({ method: 'GET', url: '/facilities/v2/facilitiesToReport', headers: bearer(login.json().token) });
      expect(list.json()).toHaveLength(12);
    } finally {
      await app.close();
    }
  });
});
