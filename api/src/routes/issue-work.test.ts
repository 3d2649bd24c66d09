/**
 * Issue 16: the issue life cycle against a real database: the shared rule's case table through the
 * routes, permissions (auditor read-only, fixer only on their team, comments by their author),
 * organisation isolation, idempotency by key, notifications, escalation with the clock moved, and
 * share links.
 */
import { eq, sql } from 'drizzle-orm';
import type { IssuePage, IssueSummary, IssueView, Notification, ShareLink } from 'shared-contracts/schemas';
import { TokenService } from '../auth/tokens';
import { issues, memberships, teams, uploads } from '../db/schema';
import { rules } from '../contracts';
import { issueActionCases } from 'shared-contracts/rule-cases';
import { bearer, createTestApp, TEST_NOW, TEST_SECRET, type TestApp } from '../testing/test-app';

let t: TestApp;
let clock = TEST_NOW;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  t = await createTestApp(TEST_NOW, { now: () => clock });
  for (const who of ['reporter', 'manager', 'fixer', 'admin', 'auditor']) tokens[who] = await t.login(`${who}@facilityops.test`);
  tokens.blue = await new TokenService(TEST_SECRET, 3600).issue('usr-admin', 'org-blueriver');
  // The auditor reads issues (issue-read) and works on none.
  await t.database.db
    .update(memberships)
    .set({ permissions: sql`${memberships.permissions} || '["issue-read"]'::jsonb` })
    .where(eq(memberships.userId, 'usr-auditor'));
  await t.database.db.insert(uploads).values([
    { name: 'fix-photo.jpg', organizationId: 'org-acme', userId: 'usr-fixer', type: 'image/jpeg', size: 1000 },
    { name: 'blue-photo.jpg', organizationId: 'org-blueriver', userId: 'usr-admin', type: 'image/jpeg', size: 1000 },
  ]);
}, 60_000);
afterAll(() => t.close());

const photo = (name = 'fix-photo.jpg') => ({ path: `/uploads/${name}`, name, type: 'image/jpeg' });
let keys = 0;
const key = () => `test-key-${++keys}-${Date.now()}`;

const get = (who: string, url: string) => t.app.inject({ method: 'GET', url, headers: bearer(tokens[who] ?? '') });
const act = (who: string, id: string, body: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: `/issues/${id}/actions`, headers: bearer(tokens[who] ?? ''), payload: { key: key(), ...body } });

/** A fresh issue of Acme for one test, in the given status and team. */
let fresh = 0;
async function newIssue(status = 'assigned', teamId: string | null = 'tea-acme-housekeeping', urgencyLevel = 'high'): Promise<string> {
  const id = `iss-test-${++fresh}`;
  await t.database.db.insert(issues).values({
    id,
    organizationId: 'org-acme',
    facilityId: 'fac-acme-01',
    parameterId: 'par-acme-floor',
    label: 'Floor',
    urgencyLevel,
    raisedBy: 'usr-reporter',
    status,
    teamId,
    dueAt: rules.issueDueAt(clock, urgencyLevel as 'high'),
    createdAt: clock,
  });
  return id;
}

const who = { manager: 'manager', fixer: 'fixer', auditor: 'auditor', raiser: 'reporter', outsider: 'fixer' } as const;

describe('the life cycle through the routes (the shared table of cases)', () => {
  it.each(issueActionCases)('$name', async ({ action, actor, status, result }) => {
    // The outsider is the fixer on an issue of a team they are not in.
    const id = await newIssue(status, actor === 'outsider' ? 'tea-other' : 'tea-acme-housekeeping');
    const extra =
      action === 'resolve'
        ? { note: 'Mopped', media: [photo()] }
        : action === 'reopen'
          ? { note: 'Still wet' }
          : action === 'assign'
            ? { teamId: 'tea-acme-plumbing' }
            : {};
    const response = await act(who[actor], id, { action, ...extra });
    const expected = result === 'forbidden' ? 403 : result === 'illegal' ? 409 : 200;
    expect({ status: response.statusCode, body: response.json() }).toMatchObject({
      status: expected,
      ...(expected === 200 ? { body: { status: result } } : {}),
    });
  });
});

describe('issues', () => {
  it('runs the whole loop with history, notifications and counts', async () => {
    const id = await newIssue('raised', null);
    const unread = async (user: string) => ((await get(user, '/notifications')).json() as Notification[]).filter((n) => !n.read && n.data.id === id);
    expect((await act('manager', id, { action: 'assign', teamId: 'tea-acme-housekeeping', assigneeId: 'usr-fixer' })).statusCode).toBe(200);
    expect((await unread('fixer')).map((n) => n.data.type)).toEqual(['task']);
    expect((await act('fixer', id, { action: 'acknowledge' })).statusCode).toBe(200);
    expect((await unread('reporter')).map((n) => n.title)).toEqual(['Issue acknowledged']);
    expect((await act('fixer', id, { action: 'start' })).statusCode).toBe(200);
    const noPhoto = await act('fixer', id, { action: 'resolve', note: 'Mopped' });
    expect(noPhoto.statusCode).toBe(400);
    expect(noPhoto.json().message).toBe('Add at least one photo of the fix.');
    expect((await act('fixer', id, { action: 'resolve', note: 'Mopped', media: [photo('blue-photo.jpg')] })).statusCode).toBe(400);
    expect((await act('fixer', id, { action: 'resolve', note: 'Mopped', media: [photo()] })).statusCode).toBe(200);
    expect((await unread('manager')).map((n) => n.title)).toContain('Issue resolved');
    expect((await act('manager', id, { action: 'verify' })).statusCode).toBe(200);
    const view = (await get('manager', `/issues/${id}`)).json() as IssueView;
    expect(view.status).toBe('verified');
    expect(view.events.map((e) => `${e.from}>${e.to}`)).toEqual([
      'raised>assigned',
      'assigned>acknowledged',
      'acknowledged>in_progress',
      'in_progress>resolved',
      'resolved>verified',
    ]);
    expect(view.events[3]?.by?.name).toBe('Farhan Fixer');
    expect(view.media).toEqual([expect.objectContaining({ name: 'fix-photo.jpg', source: 'action' })]);
    expect(((await get('manager', `/issues/${id}/media`)).json() as unknown[]).length).toBe(1);
    expect(view.allowedActions).toEqual(['reopen']);
  });

  it('is idempotent by key: a retry answers the first result, another body under the key is 409', async () => {
    const id = await newIssue('assigned');
    const body = { key: key(), action: 'acknowledge' };
    const send = () => t.app.inject({ method: 'POST', url: `/issues/${id}/actions`, headers: bearer(tokens.fixer ?? ''), payload: body });
    const first = await send();
    const again = await send();
    expect(first.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    const view = (await get('fixer', `/issues/${id}`)).json() as IssueView;
    expect(view.events).toHaveLength(1);
    const other = await t.app.inject({
      method: 'POST',
      url: `/issues/${id}/actions`,
      headers: bearer(tokens.fixer ?? ''),
      payload: { ...body, action: 'start' },
    });
    expect(other.statusCode).toBe(409);
    const comment = { key: key(), text: 'On my way' };
    const c1 = await t.app.inject({ method: 'POST', url: `/issues/${id}/comments`, headers: bearer(tokens.fixer ?? ''), payload: comment });
    const c2 = await t.app.inject({ method: 'POST', url: `/issues/${id}/comments`, headers: bearer(tokens.fixer ?? ''), payload: comment });
    expect(c2.json()).toEqual(c1.json());
    expect(((await get('fixer', `/issues/${id}`)).json() as IssueView).comments).toHaveLength(1);
  });

  it('keeps the auditor read-only and lets nobody edit another’s comment', async () => {
    const id = await newIssue('assigned');
    expect((await get('auditor', `/issues/${id}`)).statusCode).toBe(200);
    expect(((await get('auditor', `/issues/${id}`)).json() as IssueView).allowedActions).toEqual([]);
    expect((await act('auditor', id, { action: 'acknowledge' })).statusCode).toBe(403);
    const comment = await t.app.inject({
      method: 'POST',
      url: `/issues/${id}/comments`,
      headers: bearer(tokens.auditor ?? ''),
      payload: { key: key(), text: 'x' },
    });
    expect(comment.statusCode).toBe(403);
    const mine = await t.app.inject({
      method: 'POST',
      url: `/issues/${id}/comments`,
      headers: bearer(tokens.fixer ?? ''),
      payload: { key: key(), text: 'Mine' },
    });
    const commentId = (mine.json() as { commentId: string }).commentId;
    const edit = (whose: string) =>
      t.app.inject({ method: 'PUT', url: `/issues/${id}/comments/${commentId}`, headers: bearer(tokens[whose] ?? ''), payload: { text: 'Edited' } });
    expect((await edit('manager')).statusCode).toBe(403);
    expect((await edit('fixer')).statusCode).toBe(200);
  });

  it('shows a fixer only their team’s issues, and refuses them the whole list', async () => {
    const outside = await newIssue('assigned', 'tea-other');
    expect((await get('fixer', `/issues/${outside}`)).statusCode).toBe(403);
    expect((await get('fixer', '/issues/list?scope=all')).statusCode).toBe(403);
    const page = (await get('fixer', '/issues/list?scope=team&limit=100')).json() as IssuePage;
    expect(page.items.some((item) => item._id === outside)).toBe(false);
    expect(page.items.length).toBeGreaterThan(0);
  });

  it('lists with filters, counts per status, paging and sort by due', async () => {
    const all = (await get('manager', '/issues/list?limit=5')).json() as IssuePage;
    expect(all.items).toHaveLength(5);
    expect(all.total).toBeGreaterThan(5);
    expect(Object.values(all.counts).reduce((a, b) => a + b, 0)).toBe(all.total);
    const dues = all.items.map((item) => Date.parse(item.dueAt ?? ''));
    expect([...dues].sort((a, b) => a - b)).toEqual(dues);
    const verified = (await get('manager', '/issues/list?status=verified&limit=100')).json() as IssuePage;
    expect(verified.items.every((item) => item.status === 'verified')).toBe(true);
    expect(verified.counts).toEqual(all.counts);
    const searched = (await get('manager', '/issues/list?q=tissue&limit=100')).json() as IssuePage;
    expect(searched.items.every((item) => item.label === 'Tissue Roll')).toBe(true);
    const mine = (await get('fixer', '/issues/list?scope=mine&limit=100')).json() as IssuePage;
    expect(mine.items.every((item) => item.assignee?._id === 'usr-fixer')).toBe(true);
  });

  it('keeps organisations apart', async () => {
    const id = await newIssue('assigned');
    expect((await get('blue', `/issues/${id}`)).statusCode).toBe(404);
    expect((await act('blue', id, { action: 'assign', teamId: 'tea-blue-housekeeping' })).statusCode).toBe(404);
    expect((await act('manager', id, { action: 'assign', teamId: 'tea-blue-housekeeping' })).statusCode).toBe(400);
    expect(((await get('blue', '/issues/list')).json() as IssuePage).total).toBe(0);
  });
});

describe('escalation', () => {
  it('notifies the escalation targets once when an issue falls overdue, and lists it with its lateness', async () => {
    const id = await newIssue('assigned', 'tea-acme-housekeeping', 'high');
    const before = (await get('manager', '/escalations')).json() as IssueSummary[];
    expect(before.some((item) => item._id === id)).toBe(false);
    clock = new Date(TEST_NOW.getTime() + 5 * 3_600_000);
    try {
      const after = (await get('manager', '/escalations')).json() as IssueSummary[];
      expect(after.find((item) => item._id === id)?.lateMinutes).toBe(60);
      await get('manager', '/escalations');
      const notes = ((await get('admin', '/notifications')).json() as Notification[]).filter((n) => n.data.id === id);
      expect(notes.map((n) => n.title)).toEqual(['Issue overdue']);
      expect((await get('fixer', '/escalations')).statusCode).toBe(403);
      // The clock set back (the e2e suite's test clock): escalated, but not late now, so not listed.
      clock = TEST_NOW;
      expect(((await get('manager', '/escalations')).json() as IssueSummary[]).some((item) => item._id === id)).toBe(false);
    } finally {
      clock = TEST_NOW;
    }
  });
});

describe('share links', () => {
  it('opens one issue without sign-in, shows only what is public, and stops when revoked', async () => {
    const id = await newIssue('assigned');
    expect(
      (await t.app.inject({ method: 'POST', url: '/share-links', headers: bearer(tokens.fixer ?? ''), payload: { kind: 'issue', targetId: id } })).statusCode,
    ).toBe(403);
    expect(
      (await t.app.inject({ method: 'POST', url: '/share-links', headers: bearer(tokens.blue ?? ''), payload: { kind: 'issue', targetId: id } })).statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject({ method: 'POST', url: '/share-links', headers: bearer(tokens.manager ?? ''), payload: { kind: 'inspection', targetId: id } }))
        .statusCode,
    ).toBe(404);
    const created = await t.app.inject({
      method: 'POST',
      url: '/share-links',
      headers: bearer(tokens.manager ?? ''),
      payload: { kind: 'issue', targetId: id },
    });
    const link = created.json() as ShareLink;
    expect(link.token?.length).toBeGreaterThan(30);
    const stored = await t.database.db.execute(sql`SELECT token_hash FROM share_links WHERE id = ${link._id}`);
    expect(JSON.stringify(stored)).not.toContain(link.token);
    const open = await t.app.inject({ method: 'GET', url: `/public/links/${link.token}` });
    expect(open.statusCode).toBe(200);
    expect(Object.keys(open.json().issue).sort()).toEqual(['facilityName', 'history', 'label', 'photos', 'status']);
    expect((await t.app.inject({ method: 'GET', url: `/public/links/${'x'.repeat(43)}` })).statusCode).toBe(404);
    const listed = (await get('manager', `/share-links?kind=issue&targetId=${id}`)).json() as ShareLink[];
    expect(listed.map((l) => l.token)).toEqual([undefined]);
    expect((await t.app.inject({ method: 'DELETE', url: `/share-links/${link._id}`, headers: bearer(tokens.manager ?? '') })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: `/public/links/${link.token}` })).statusCode).toBe(404);
  });
});

describe('the seed', () => {
  it('gives every status a history and Acme’s teams their queue', async () => {
    const page = (await get('manager', '/issues/list?limit=100')).json() as IssuePage;
    for (const status of rules.ISSUE_STATUSES) expect(page.counts[status] ?? 0).toBeGreaterThan(0);
    const verified = page.items.find((item) => item.status === 'verified');
    const view = (await get('manager', `/issues/${verified?._id}`)).json() as IssueView;
    expect(view.events.map((e) => e.action)).toEqual(['assign', 'acknowledge', 'start', 'resolve', 'verify']);
    const rows = await t.database.db.select({ id: teams.id }).from(teams);
    expect(rows.length).toBeGreaterThan(0);
  });
});
