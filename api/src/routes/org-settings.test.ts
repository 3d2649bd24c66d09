/** Issue 18: PUT /organizations/{id} (colours with their contrast, images, due hours) and the issue service using the hours. Issue 17: the inspection share link. */
import { and, eq } from 'drizzle-orm';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { issueDueCases } from 'shared-contracts/rule-cases';
import { issues, organizations, uploads } from '../db/schema';
import { seedIds } from '../db/seed';
import { bearer, createTestApp, type TestApp } from '../testing/test-app';

let t: TestApp;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  t = await createTestApp();
  for (const who of ['reporter', 'manager', 'admin']) tokens[who] = await t.login(`${who}@facilityops.test`);
}, 60_000);
afterAll(() => t.close());

const call = (who: string | null, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: who ? bearer(tokens[who] ?? '') : {}, ...(payload ? { payload } : {}) });
const put = (payload: object, who = 'admin') => call(who, 'PUT', '/organizations/org-acme', payload);

/** A stored JPEG of Acme's, as POST /uploads leaves it. */
async function storedPhoto(name: string) {
  await mkdir(t.uploadsDir, { recursive: true });
  await writeFile(path.join(t.uploadsDir, name), Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]));
  await t.database.db.insert(uploads).values({ name, organizationId: seedIds.acme, userId: seedIds.reporter, type: 'image/jpeg', size: 7 });
  return `/uploads/${name}`;
}

describe('PUT /organizations/{id}', () => {
  it('saves name, city, colours, branding and settings, and GET shows them', async () => {
    const logo = await storedPhoto('a1b2c3d4e5f6a7b8c9d0e1f2.jpg');
    const answer = await put({
      name: 'Acme Facilities',
      city: { name: 'Pune' },
      logoURL: logo,
      theme: { colors: { primary: '#0d47a1', secondary: '#6a1b9a', background: '#ffffff' }, branding: { image: logo, display_name: 'Acme Ops' } },
      settings: { enableFeedback: false, issueDueHours: { low: 96, moderate: 48, high: 12 } },
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({
      name: 'Acme Facilities',
      city: { name: 'Pune' },
      logoURL: logo,
      theme: { colors: { primary: '#0d47a1' }, branding: { display_name: 'Acme Ops' } },
      settings: { enableFeedback: false, issueDueHours: { low: 96, moderate: 48, high: 12 } },
    });
    expect((await call('manager', 'GET', '/organizations/org-acme/branding')).json()).toMatchObject({ theme: { colors: { primary: '#0d47a1' } } });
  });

  it('refuses a primary colour that white text cannot be read on, with a message that says why', async () => {
    const answer = await put({ theme: { colors: { primary: '#ffeb3b', secondary: '#6a1b9a', background: '#ffffff' } } });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().message).toMatch(/^The primary colour #ffeb3b has a contrast of 1\.\d+:1 with white text; WCAG AA needs 4\.5:1\./);
    const [row] = await t.database.db.select().from(organizations).where(eq(organizations.id, seedIds.acme));
    expect(row?.theme?.colors?.primary).toBe('#0d47a1');
  });

  it('keeps to its organisation and its permission', async () => {
    expect((await put({ name: 'Mine' }, 'reporter')).statusCode).toBe(403);
    expect((await call('admin', 'PUT', '/organizations/org-nowhere', { name: 'X' })).statusCode).toBe(404);
    expect((await call(null, 'PUT', '/organizations/org-acme', { name: 'X' })).statusCode).toBe(401);
    // An image of another organisation's is not a logo here.
    await t.database.db
      .insert(uploads)
      .values({ name: 'ffffffffffffffffffffffff.jpg', organizationId: seedIds.blueRiver, userId: seedIds.admin, type: 'image/jpeg', size: 7 });
    expect((await put({ logoURL: '/uploads/ffffffffffffffffffffffff.jpg' })).statusCode).toBe(400);
  });

  it.each(issueDueCases)('the issue service dates an issue by the organisation’s hours: $name', async ({ urgency, orgHours, dueAfterHours }) => {
    await t.database.db.update(organizations).set({ issueDueHours: orgHours }).where(eq(organizations.id, seedIds.acme));
    const localId = `due-${urgency}-${orgHours ? 'org' : 'default'}`;
    const submitted = await call('reporter', 'POST', '/reports/submit', {
      localId,
      date: '01 May 2026',
      time: '9:00 AM',
      facility: seedIds.facility('acme', 1),
      issueDetails: [{ parameter: `p-${localId}`, label: 'Floor', description: 'Wet', urgencyLevel: urgency, media: [] }],
      overall: { description: '', media: [] },
    });
    expect(submitted.statusCode).toBe(200);
    const [issue] = await t.database.db
      .select()
      .from(issues)
      .where(and(eq(issues.organizationId, seedIds.acme), eq(issues.parameterId, `p-${localId}`)));
    expect(issue?.dueAt && issue.dueAt.getTime() - issue.createdAt.getTime()).toBe(dueAfterHours * 3_600_000);
  });
});

describe('inspection share links (issue 17)', () => {
  it('shows one report signed out, its photo only through the link, and stops when revoked', async () => {
    const photo = await storedPhoto('0123456789abcdef01234567.jpg');
    const submitted = await call('reporter', 'POST', '/reports/submit', {
      localId: 'share-1',
      date: '01 May 2026',
      time: '9:00 AM',
      facility: seedIds.facility('acme', 2),
      issueDetails: [{ parameter: 'p-share', label: 'Mirror', description: 'Cracked', media: [{ name: 'crack.jpg', path: photo, type: 'image/jpeg' }] }],
      overall: { description: 'All else fine', media: [] },
    });
    const reportId = submitted.json().reportId ?? submitted.json()._id;
    expect(typeof reportId).toBe('string');
    expect((await call('reporter', 'POST', '/share-links', { kind: 'inspection', targetId: reportId })).statusCode).toBe(403);
    const created = await call('manager', 'POST', '/share-links', { kind: 'inspection', targetId: reportId });
    expect(created.statusCode).toBe(200);
    const { token, _id } = created.json();

    const shown = await call(null, 'GET', `/public/links/${token}`);
    expect(shown.statusCode).toBe(200);
    const inspection = shown.json().inspection;
    expect(inspection).toMatchObject({ overall: { description: 'All else fine' }, issues: [{ label: 'Mirror', description: 'Cracked' }] });
    expect(JSON.stringify(inspection)).not.toContain('usr-');
    const mediaUrl = inspection.issues[0].media[0].url;
    expect(mediaUrl).toBe(`/public/links/${token}/media/0123456789abcdef01234567.jpg`);
    const file = await call(null, 'GET', mediaUrl);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/jpeg');
    // A file of the organisation that the report does not hold is not served through the link.
    expect((await call(null, 'GET', `/public/links/${token}/media/a1b2c3d4e5f6a7b8c9d0e1f2.jpg`)).statusCode).toBe(404);

    expect((await call('manager', 'DELETE', `/share-links/${_id}`)).statusCode).toBe(200);
    expect((await call(null, 'GET', `/public/links/${token}`)).json().message).toBe('This link does not work any more.');
    expect((await call(null, 'GET', mediaUrl)).statusCode).toBe(404);
  });
});
