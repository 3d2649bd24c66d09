/**
 * Issue 13, points 3-6, tried as an attacker would: evidence deleted by someone else, reports filed
 * as another user, on a foreign shift or dated 1970, reminders sent to arbitrary users, another
 * user's ad-hoc request overwritten or closed, and one localId standing for two different reports.
 * Each of these passed before the fix.
 */
import { and, eq } from 'drizzle-orm';
import { adhocRequests, notifications, reports } from '../db/schema';
import { bearer, createTestApp, TEST_NOW, type TestApp } from '../testing/test-app';

let t: TestApp;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  t = await createTestApp();
  for (const who of ['reporter', 'desk', 'manager', 'admin', 'auditor']) tokens[who] = await t.login(`${who}@facilityops.test`);
}, 60_000);
afterAll(() => t.close());

const HOUR = 60 * 60 * 1000;
let serial = 0;
const report = (overrides: Record<string, unknown> = {}) => ({
  localId: `abuse-${(serial += 1)}`,
  date: '01 May 2024',
  time: '10:00 AM',
  facility: 'fac-acme-01',
  shift: 'shf-acme-now',
  ...overrides,
});
const submit = (who: string, body: object) => t.app.inject({ method: 'POST', url: '/reports/submit', headers: bearer(tokens[who] ?? ''), payload: body });
const stored = async (localId: string) => t.database.db.select().from(reports).where(eq(reports.localId, localId));

const jpeg = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(60, 7)]);
async function uploadPhoto(who: string): Promise<string> {
  const boundary = '----abuse';
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="media"; filename="p.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`),
    jpeg,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const response = await t.app.inject({
    method: 'POST',
    url: '/uploads',
    headers: { ...bearer(tokens[who] ?? ''), 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload,
  });
  expect(response.statusCode).toBe(200);
  return (response.json() as Array<{ name: string }>)[0]?.name ?? '';
}
const remove = (who: string, name: string) => t.app.inject({ method: 'DELETE', url: `/uploads/${name}`, headers: bearer(tokens[who] ?? '') });

describe('3. evidence', () => {
  it('a read-only member (the auditor) cannot delete an upload', async () => {
    const name = await uploadPhoto('reporter');
    expect((await remove('auditor', name)).statusCode).toBe(403);
  });

  it('another reporter cannot delete my upload; I and an organisation admin can', async () => {
    const mine = await uploadPhoto('reporter');
    expect((await remove('desk', mine)).statusCode).toBe(403);
    expect((await remove('reporter', mine)).statusCode).toBe(200);
    const other = await uploadPhoto('reporter');
    expect((await remove('admin', other)).statusCode).toBe(200);
  });

  it('nobody deletes a file a submitted report references (409), not even its uploader or an admin', async () => {
    const name = await uploadPhoto('reporter');
    const body = report({ overall: { description: 'done', media: [{ name, path: name, type: 'image' }] } });
    expect((await submit('reporter', body)).statusCode).toBe(200);
    for (const who of ['reporter', 'admin']) {
      const response = await remove(who, name);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ message: expect.stringMatching(/part of a submitted report/) });
    }
  });
});

describe('4. attribution', () => {
  it('a reporter cannot file a report as someone else: the server records the signed-in user', async () => {
    const body = report({ reporter: 'usr-desk', supervisor: 'usr-desk', janitor: 'usr-desk' });
    expect((await submit('reporter', body)).statusCode).toBe(200);
    const [row] = await stored(body.localId);
    expect(row?.reporterId).toBe('usr-reporter');
    // The supervisor and janitor come from the shift's mapping of the facility, not the body.
    expect(row?.payload).toMatchObject({ reporter: 'usr-reporter', supervisor: 'usr-manager', janitor: 'usr-fixer' });
  });

  it('a supervisor files for the reporter of their own mapping', async () => {
    const body = report({ reporter: 'usr-reporter' });
    expect((await submit('manager', body)).statusCode).toBe(200);
    expect((await stored(body.localId))[0]?.reporterId).toBe('usr-reporter');
  });

  it("another organisation's shift is refused", async () => {
    const response = await submit('reporter', report({ shift: 'shf-blueriver-now' }));
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'No such shift.' });
  });

  it('a shift whose mappings do not include the user is refused', async () => {
    const response = await submit('reporter', report({ shift: 'shf-acme-handover' }));
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: 'This shift is not yours.' });
  });

  it.each([
    ['dated 1970', new Date(0)],
    ['dated before its shift began (beyond the 8-hour window)', new Date(TEST_NOW.getTime() - 24 * HOUR)],
    ['dated in the future', new Date(TEST_NOW.getTime() + HOUR)],
  ])('a report %s is refused with 422 and nothing is stored', async (_name, when) => {
    const body = report({ timestamp: when.toISOString() });
    const response = await submit('reporter', body);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ message: expect.stringMatching(/time/) });
    expect(await stored(body.localId)).toEqual([]);
  });

  it("a report made offline during yesterday's shift and uploaded today is accepted with the time it was made", async () => {
    const made = new Date(TEST_NOW.getTime() - 24 * HOUR);
    const body = report({ shift: 'shf-acme-yesterday', timestamp: made.toISOString() });
    expect((await submit('reporter', body)).statusCode).toBe(200);
    expect((await stored(body.localId))[0]?.createdAt.toISOString()).toBe(made.toISOString());
  });

  it('a report a few seconds ahead of the server clock (phone clock drift) is accepted', async () => {
    const body = report({ timestamp: new Date(TEST_NOW.getTime() + 60_000).toISOString() });
    expect((await submit('reporter', body)).statusCode).toBe(200);
  });

  it("reminders go to the supervisor of the facility's mapping, never to a user the body named", async () => {
    const body = report({
      facility: 'fac-acme-02',
      supervisor: 'usr-desk',
      issueDetails: [{ parameter: 'par-acme-floor', label: 'Floor', description: 'Wet', urgencyLevel: 'high', media: [] }],
    });
    expect((await submit('reporter', body)).statusCode).toBe(200);
    const [row] = await stored(body.localId);
    const issueRows = await t.database.db.query.issues.findMany({ where: (issues, { eq: equals }) => equals(issues.reportId, row?.id ?? '') });
    const before = await t.database.db.select().from(notifications).where(eq(notifications.userId, 'usr-desk'));
    const response = await t.app.inject({
      method: 'POST',
      url: '/issues/remind',
      headers: bearer(tokens.reporter ?? ''),
      payload: { issues: issueRows.map((issue) => issue.id) },
    });
    expect(response.statusCode).toBe(200);
    const after = await t.database.db.select().from(notifications).where(eq(notifications.userId, 'usr-desk'));
    expect(after.length).toBe(before.length);
    const toManager = await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, 'usr-manager'), eq(notifications.dataId, issueRows[0]?.id ?? '')));
    expect(toManager).toHaveLength(1);
  });
});

describe('5. ad-hoc requests', () => {
  const raise = (who: string, body: object) =>
    t.app.inject({ method: 'POST', url: '/shifts/add/adhoc-request-issue', headers: bearer(tokens[who] ?? ''), payload: body });

  it("a reporter cannot overwrite another user's request", async () => {
    // adh-acme-5 is assigned to the desk reporter and was raised by the manager.
    const response = await raise('reporter', { facility: 'fac-acme-13', adHocRequestId: 'adh-acme-5', description: 'hijacked' });
    expect(response.statusCode).toBe(403);
    const [row] = await t.database.db.select().from(adhocRequests).where(eq(adhocRequests.id, 'adh-acme-5'));
    expect(row?.description).toBe('Bad odour reported by staff.');
  });

  it("a reporter cannot close another user's request by answering it", async () => {
    const response = await submit('reporter', report({ facility: 'fac-acme-13', adHocRequestId: 'adh-acme-5', isAdhoc: true, reportingType: 'adhoc' }));
    expect(response.statusCode).toBe(403);
    const [row] = await t.database.db.select().from(adhocRequests).where(eq(adhocRequests.id, 'adh-acme-5'));
    expect(row?.status).toBe('unchecked');
  });

  it('its assignee, its creator and a manager may change it', async () => {
    expect((await raise('desk', { facility: 'fac-acme-13', adHocRequestId: 'adh-acme-5', description: 'by the assignee' })).statusCode).toBe(200);
    expect((await raise('manager', { facility: 'fac-acme-13', adHocRequestId: 'adh-acme-5', description: 'by a manager' })).statusCode).toBe(200);
    const created = await raise('desk', { facility: 'fac-acme-14', description: 'mine' });
    const id = (created.json() as { request: { _id: string } }).request._id;
    expect((await raise('desk', { facility: 'fac-acme-14', adHocRequestId: id, description: 'still mine' })).statusCode).toBe(200);
  });
});

describe('6. idempotency', () => {
  it('the same localId from two users is two reports', async () => {
    const localId = 'shared-local-id';
    const first = await submit('reporter', report({ localId }));
    const second = await submit('desk', report({ localId, facility: 'fac-acme-13' }));
    expect(first.json()).toMatchObject({ status: true, duplicate: false });
    expect(second.json()).toMatchObject({ status: true, duplicate: false });
    expect(await stored(localId)).toHaveLength(2);
  });

  it('the same localId and body again is a duplicate; with a different body it is a 409 and the first is kept', async () => {
    const body = report({ overall: { description: 'first', media: [] } });
    expect((await submit('reporter', body)).json()).toMatchObject({ duplicate: false });
    expect((await submit('reporter', body)).json()).toMatchObject({ status: true, duplicate: true });
    const changed = await submit('reporter', { ...body, overall: { description: 'second', media: [] } });
    expect(changed.statusCode).toBe(409);
    expect(changed.json()).toEqual({ message: 'This report was already submitted with different content.' });
    const rows = await stored(body.localId);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.overall).toMatchObject({ description: 'first' });
  });

  it('a retry whose photos were uploaded again (new file names) is still the same report', async () => {
    const first = await uploadPhoto('reporter');
    const again = await uploadPhoto('reporter');
    const body = report({ overall: { description: 'photo', media: [{ name: first, path: first, type: 'image' }] } });
    expect((await submit('reporter', body)).json()).toMatchObject({ duplicate: false });
    const retry = await submit('reporter', { ...body, overall: { description: 'photo', media: [{ name: again, path: again, type: 'image' }] } });
    expect(retry.json()).toMatchObject({ status: true, duplicate: true, mediaCount: 1 });
  });
});
