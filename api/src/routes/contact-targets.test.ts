/**
 * Issue 20: contacts as share targets (POST /share-links with contactId, recorded and listed with
 * the contact) and as escalation targets (GET/PUT /organizations/{id}/escalation-contacts, and the
 * sweep's link for each of them), with the organisation's checks.
 */
import { and, eq, isNotNull } from 'drizzle-orm';
import type { EscalationContacts, ShareLink } from 'shared-contracts/schemas';
import { issues, shareLinks } from '../db/schema';
import { rules } from '../contracts';
import { ESCALATION_SWEEP } from '../services/share-contacts';
import { bearer, createTestApp, TEST_NOW, type TestApp } from '../testing/test-app';

let t: TestApp;
let clock = TEST_NOW;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  t = await createTestApp(TEST_NOW, { now: () => clock });
  for (const who of ['reporter', 'manager', 'admin']) tokens[who] = await t.login(`${who}@facilityops.test`);
}, 60_000);
afterAll(() => t.close());

const call = (who: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(tokens[who] ?? ''), ...(payload ? { payload } : {}) });
const ESCALATION = '/organizations/org-acme/escalation-contacts';

let fresh = 0;
async function newIssue(): Promise<string> {
  const id = `iss-contact-${++fresh}`;
  await t.database.db.insert(issues).values({
    id,
    organizationId: 'org-acme',
    facilityId: 'fac-acme-01',
    parameterId: 'par-acme-floor',
    label: 'Floor',
    urgencyLevel: 'high',
    raisedBy: 'usr-reporter',
    status: 'assigned',
    teamId: 'tea-acme-housekeeping',
    dueAt: rules.issueDueAt(clock, 'high'),
    createdAt: clock,
  });
  return id;
}

describe('share links to a contact', () => {
  it('records the contact on the link and lists it with their name and addresses', async () => {
    const id = await newIssue();
    const made = await call('manager', 'POST', '/share-links', { kind: 'issue', targetId: id, contactId: 'con-acme-3' });
    expect(made.statusCode).toBe(200);
    const link = made.json() as ShareLink;
    expect(link.token).toBeTruthy();
    expect(link.contact).toEqual({ _id: 'con-acme-3', name: 'AquaFix Plumbing Services', email: 'service@aquafix.example', phone: '+91 20 6712 3400' });
    const plain = (await call('manager', 'POST', '/share-links', { kind: 'issue', targetId: id })).json() as ShareLink;
    expect(plain.contact).toBeNull();
    const listed = (await call('manager', 'GET', `/share-links?kind=issue&targetId=${id}`)).json() as ShareLink[];
    expect(listed.map((item) => item.contact?.name ?? null).sort()).toEqual(['AquaFix Plumbing Services', null]);
  });

  it("refuses another organisation's contact (404), an unknown one (404) and a retired one (409)", async () => {
    const id = await newIssue();
    expect((await call('manager', 'POST', '/share-links', { kind: 'issue', targetId: id, contactId: 'con-blue-1' })).statusCode).toBe(404);
    expect((await call('manager', 'POST', '/share-links', { kind: 'issue', targetId: id, contactId: 'con-nobody' })).statusCode).toBe(404);
    expect((await call('admin', 'DELETE', '/organizations/org-acme/contacts/con-acme-5')).statusCode).toBe(200);
    const retired = await call('manager', 'POST', '/share-links', { kind: 'issue', targetId: id, contactId: 'con-acme-5' });
    expect(retired.statusCode).toBe(409);
    expect((retired.json() as { message: string }).message).toBe('CleanCo Supplies is retired and cannot be chosen.');
  });
});

describe('escalation contacts', () => {
  it('shows the seeded ones; only an organisation admin changes them; only active contacts of the organisation', async () => {
    const seeded = (await call('manager', 'GET', ESCALATION)).json() as EscalationContacts;
    expect(seeded.contacts.map((contact) => contact._id)).toEqual(['con-acme-3', 'con-acme-1']);
    expect((await call('reporter', 'GET', ESCALATION)).statusCode).toBe(403);
    expect((await call('manager', 'PUT', ESCALATION, { contactIds: ['con-acme-2'] })).statusCode).toBe(403);
    expect((await call('admin', 'PUT', ESCALATION, { contactIds: ['con-blue-1'] })).statusCode).toBe(404);
    expect((await call('admin', 'PUT', ESCALATION, { contactIds: ['con-acme-2', 'con-acme-2'] })).statusCode).toBe(400);
    const saved = await call('admin', 'PUT', ESCALATION, { contactIds: ['con-acme-2'] });
    expect(saved.statusCode).toBe(200);
    expect((saved.json() as EscalationContacts).contacts.map((contact) => contact.name)).toEqual(['Sanjay Patil']);
    expect(((await call('manager', 'GET', ESCALATION)).json() as EscalationContacts).contacts).toHaveLength(1);
  });

  it('makes each escalation contact a link to an issue when the sweep escalates it', async () => {
    expect((await call('admin', 'PUT', ESCALATION, { contactIds: ['con-acme-1', 'con-acme-2'] })).statusCode).toBe(200);
    const id = await newIssue();
    clock = new Date(TEST_NOW.getTime() + 5 * 3_600_000);
    try {
      // GET /escalations runs the sweep first; twice, to show an issue is escalated (and linked) once.
      expect((await call('manager', 'GET', '/escalations')).statusCode).toBe(200);
      await call('manager', 'GET', '/escalations');
    } finally {
      clock = TEST_NOW;
    }
    const rows = await t.database.db
      .select()
      .from(shareLinks)
      .where(and(eq(shareLinks.targetId, id), isNotNull(shareLinks.contactId)));
    expect(rows.map((row) => row.contactId).sort()).toEqual(['con-acme-1', 'con-acme-2']);
    expect(rows.every((row) => row.createdBy === ESCALATION_SWEEP)).toBe(true);
    const listed = (await call('manager', 'GET', `/share-links?kind=issue&targetId=${id}`)).json() as ShareLink[];
    expect(listed.map((link) => link.contact?.name).sort()).toEqual(['Meera Kulkarni', 'Sanjay Patil']);
  });
});
