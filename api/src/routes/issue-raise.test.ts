/**
 * Issue 16, an issue raised by hand (POST /issues), and issue 20, the token of an escalation's link
 * (POST /share-links/{id}/token), against a real database: permission, organisation, validation,
 * idempotency by key, 409s, the same life cycle (due time, the team told, escalation) as a report's issue.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { IssueSummary, IssueView, Notification, RaiseIssueAnswer, ReissueShareLinkAnswer, ShareLink } from 'shared-contracts/schemas';
import { TokenService } from '../auth/tokens';
import { issues, teams, uploads } from '../db/schema';
import { rules } from '../contracts';
import { bearer, createTestApp, TEST_NOW, TEST_SECRET, type TestApp } from '../testing/test-app';

let t: TestApp;
let clock = TEST_NOW;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  t = await createTestApp(TEST_NOW, { now: () => clock });
  for (const who of ['reporter', 'manager', 'fixer', 'admin', 'auditor']) tokens[who] = await t.login(`${who}@facilityops.test`);
  tokens.blue = await new TokenService(TEST_SECRET, 3600).issue('usr-admin', 'org-blueriver');
  await t.database.db.insert(uploads).values([
    { name: 'raise-photo.jpg', organizationId: 'org-acme', userId: 'usr-manager', type: 'image/jpeg', size: 1000 },
    { name: 'blue-raise.jpg', organizationId: 'org-blueriver', userId: 'usr-admin', type: 'image/jpeg', size: 1000 },
  ]);
}, 60_000);
afterAll(() => t.close());

let keys = 0;
const key = () => `raise-key-${++keys}-${Date.now()}`;
const photo = (name = 'raise-photo.jpg') => ({ path: `/uploads/${name}`, name, type: 'image/jpeg' });
const get = (who: string, url: string) => t.app.inject({ method: 'GET', url, headers: bearer(tokens[who] ?? '') });
const post = (who: string, url: string, payload?: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url, headers: bearer(tokens[who] ?? ''), ...(payload ? { payload } : {}) });
const raise = (who: string, body: Record<string, unknown>) =>
  post(who, '/issues', {
    key: key(),
    facilityId: 'fac-acme-03',
    title: 'Door handle loose',
    description: 'The main door handle is loose.',
    urgencyLevel: 'high',
    ...body,
  });

/** No open issue of the parameter at the facility (the seed may hold one). */
async function closeOpen(facilityId: string, parameterId: string): Promise<void> {
  await t.database.db
    .update(issues)
    .set({ status: 'verified', statusResolved: true })
    .where(and(eq(issues.facilityId, facilityId), eq(issues.parameterId, parameterId), inArray(issues.status, [...rules.OPEN_ISSUE_STATUSES])));
}

describe('POST /issues', () => {
  it('raises an issue with the team of the parameter, due by its urgency, told to the team, by the caller now', async () => {
    await closeOpen('fac-acme-03', 'par-acme-lights');
    const answer = await post('manager', '/issues', {
      key: key(),
      facilityId: 'fac-acme-03',
      parameterId: 'par-acme-lights',
      description: 'Two tubes out in the corridor.',
      urgencyLevel: 'moderate',
      media: [photo()],
    });
    expect(answer.statusCode).toBe(201);
    const made = answer.json() as RaiseIssueAnswer;
    expect(made).toMatchObject({ status: 'assigned', duplicate: false });
    const view = (await get('manager', `/issues/${made._id}`)).json() as IssueView;
    expect(view).toMatchObject({ label: 'Lights', status: 'assigned', urgencyLevel: 'moderate', team: { _id: 'tea-acme-electrical' } });
    expect(view.raisedBy?._id).toBe('usr-manager');
    expect(view.createdAt).toBe(TEST_NOW.toISOString());
    expect(view.dueAt).toBe(rules.issueDueAt(TEST_NOW, 'moderate').toISOString());
    const notes = ((await get('fixer', '/notifications')).json() as Notification[]).filter((n) => n.data.id === made._id);
    expect(notes.map((n) => [n.title, n.data.type])).toEqual([['New issue for your team', 'issue']]);
    // A second one for the same parameter and facility while the first is open: 409.
    const again = await post('manager', '/issues', {
      key: key(),
      facilityId: 'fac-acme-03',
      parameterId: 'par-acme-lights',
      description: 'Again',
      urgencyLevel: 'low',
    });
    expect(again.statusCode).toBe(409);
  });

  it('takes a free title with no team (raised), a chosen team and assignee (assigned to them)', async () => {
    const free = (await raise('manager', {})).json() as RaiseIssueAnswer;
    expect(free.status).toBe('raised');
    const chosen = await raise('admin', { teamId: 'tea-acme-plumbing', assigneeId: 'usr-fixer', title: 'Tap dripping' });
    expect(chosen.statusCode).toBe(201);
    const view = (await get('admin', `/issues/${(chosen.json() as RaiseIssueAnswer)._id}`)).json() as IssueView;
    expect(view).toMatchObject({ label: 'Tap dripping', status: 'assigned', team: { _id: 'tea-acme-plumbing' }, assignee: { _id: 'usr-fixer' } });
  });

  it('answers a retry with the same key as the first time, and 409 for another body under it', async () => {
    const body = { key: key(), facilityId: 'fac-acme-04', title: 'Window cracked', description: 'Cracked pane.', urgencyLevel: 'low' };
    const first = await post('manager', '/issues', body);
    const second = await post('manager', '/issues', body);
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(200);
    expect((second.json() as RaiseIssueAnswer)._id).toBe((first.json() as RaiseIssueAnswer)._id);
    expect((second.json() as RaiseIssueAnswer).duplicate).toBe(true);
    expect((await post('manager', '/issues', { ...body, description: 'Something else.' })).statusCode).toBe(409);
    const [{ n }] = (await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(issues)
      .where(eq(issues.label, 'Window cracked'))) as [{ n: number }];
    expect(n).toBe(1);
  });

  it('needs issue-read and issueAck-read, and the organisation’s facility, parameter, team and uploads', async () => {
    expect((await raise('reporter', {})).statusCode).toBe(403);
    expect((await raise('auditor', {})).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'POST', url: '/issues', payload: {} })).statusCode).toBe(401);
    expect((await raise('blue', {})).statusCode).toBe(404);
    expect((await raise('manager', { facilityId: 'fac-blue-01' })).statusCode).toBe(404);
    expect((await raise('manager', { parameterId: 'par-blue-floor' })).statusCode).toBe(404);
    expect((await raise('manager', { teamId: 'tea-blue-housekeeping' })).statusCode).toBe(404);
    expect((await raise('manager', { media: [photo('blue-raise.jpg')] })).statusCode).toBe(400);
  });

  it('refuses bad input with 400 and a retired team with 409', async () => {
    expect((await raise('manager', { title: undefined })).statusCode).toBe(400);
    expect((await raise('manager', { description: '  ' })).statusCode).toBe(400);
    expect((await raise('manager', { urgencyLevel: 'urgent' })).statusCode).toBe(400);
    expect((await raise('manager', { assigneeId: 'usr-fixer' })).statusCode).toBe(400);
    expect((await raise('manager', { teamId: 'tea-acme-plumbing', assigneeId: 'usr-reporter' })).statusCode).toBe(400);
    expect((await raise('manager', { key: 'short' })).statusCode).toBe(400);
    await t.database.db.insert(teams).values({ id: 'tea-acme-retired', organizationId: 'org-acme', name: 'Old crew', retiredAt: TEST_NOW });
    expect((await raise('manager', { teamId: 'tea-acme-retired' })).statusCode).toBe(409);
  });

  it('escalates a raised issue like any other when it falls overdue, with a link per escalation contact', async () => {
    const made = (await raise('manager', { teamId: 'tea-acme-housekeeping', title: 'Ceiling leak' })).json() as RaiseIssueAnswer;
    clock = new Date(TEST_NOW.getTime() + 5 * 3_600_000);
    try {
      const late = (await get('manager', '/escalations')).json() as IssueSummary[];
      expect(late.find((item) => item._id === made._id)?.lateMinutes).toBe(60);
    } finally {
      clock = TEST_NOW;
    }
    const links = (await get('manager', `/share-links?kind=issue&targetId=${made._id}`)).json() as ShareLink[];
    expect(links.length).toBeGreaterThan(0);
    expect(links.every((link) => link.escalation === true && link.contact && !link.token)).toBe(true);
  });
});

describe('POST /share-links/{id}/token', () => {
  it('gives an escalation link a token once; a new one ends the old; revoked is 409', async () => {
    const made = (await raise('manager', { teamId: 'tea-acme-housekeeping', title: 'Broken tile' })).json() as RaiseIssueAnswer;
    clock = new Date(TEST_NOW.getTime() + 5 * 3_600_000);
    try {
      await get('manager', '/escalations');
    } finally {
      clock = TEST_NOW;
    }
    const [link] = (await get('manager', `/share-links?kind=issue&targetId=${made._id}`)).json() as ShareLink[];
    if (!link) throw new Error('the escalation made no link');
    expect((await post('fixer', `/share-links/${link._id}/token`)).statusCode).toBe(403);
    expect((await post('blue', `/share-links/${link._id}/token`)).statusCode).toBe(404);
    expect((await post('manager', '/share-links/shl-nope/token')).statusCode).toBe(404);
    const first = await post('manager', `/share-links/${link._id}/token`);
    expect(first.statusCode).toBe(200);
    const { token } = first.json() as ReissueShareLinkAnswer;
    const stored = await t.database.db.execute(sql`SELECT token_hash FROM share_links WHERE id = ${link._id}`);
    expect(JSON.stringify(stored)).not.toContain(token);
    expect((await t.app.inject({ method: 'GET', url: `/public/links/${token}` })).json()).toMatchObject({ kind: 'issue', issue: { label: 'Broken tile' } });
    const { token: next } = (await post('admin', `/share-links/${link._id}/token`)).json() as ReissueShareLinkAnswer;
    expect((await t.app.inject({ method: 'GET', url: `/public/links/${token}` })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/public/links/${next}` })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'DELETE', url: `/share-links/${link._id}`, headers: bearer(tokens.manager ?? '') })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: `/public/links/${next}` })).statusCode).toBe(404);
    expect((await post('manager', `/share-links/${link._id}/token`)).statusCode).toBe(409);
  });
});
