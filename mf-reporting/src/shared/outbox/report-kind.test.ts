import { type LocalMediaBlob, REPORT_SUBMIT_KIND, bus, drainOutbox, getDb, listWaiting, outboxItemId, session } from 'shared-contracts';
import { createChecklist, createFacility, createParameter, createUser, fakeApi } from 'shared-contracts/testing';
import { type ReportDraft, localMediaItem, startDraft, toggleParameter, updateIssue } from '../report/rules/report-draft';
import { enqueueDraft, submitStamp } from './queue-store';
import { registerReportKind } from './report-kind';

const photo: LocalMediaBlob = { key: 'k1', name: 'photo-1.jpg', type: 'image/jpeg', blob: new Blob(['jpeg bytes']) };
const unused: LocalMediaBlob = { key: 'k2', name: 'removed.jpg', type: 'image/jpeg', blob: new Blob(['gone']) };

function draftFor(localId: string, userId = 'usr-1', facilityId = 'fac-1'): ReportDraft {
  const parameter = createParameter({ _id: 'p1' });
  const base = startDraft({
    localId,
    now: Date.now(),
    user: { _id: userId, organization: 'org-1' },
    facility: createFacility({ _id: facilityId, name: `Facility ${facilityId}` }),
    checklist: createChecklist({ facility: facilityId, parameters: [parameter] }),
    shiftId: 'shift-1',
    mapping: null,
  });
  let report = toggleParameter(base.report, 'p1', []);
  report = updateIssue(report, 'p1', { description: 'Broken', media: [localMediaItem(photo)] });
  return { ...base, report: { ...report, overall: { description: 'ok', media: [] } }, media: [photo, unused] };
}

const queue = (draft: ReportDraft, now = Date.now(), offline = true) => enqueueDraft(draft, { stamp: submitStamp(now), offline, now });
const uploaded = { body: [{ name: 'stored-1.jpg', path: '/uploads/stored-1.jpg', type: 'image/jpeg' }] };
const mine = { userId: 'usr-1', organizationId: 'org-1' };
const stored = async (localId: string) => (await getDb()).outbox.get(outboxItemId(REPORT_SUBMIT_KIND, localId));
const calls = (api: ReturnType<typeof fakeApi>, path: string) => api.fetch.mock.calls.filter(([url]) => String(url).endsWith(path));

beforeAll(registerReportKind);
beforeEach(async () => {
  session.update({ token: 'token', user: createUser({ _id: 'usr-1', organization: 'org-1' }) });
  bus.emit('offline/changed', { offline: false, source: 'user' });
  const db = await getDb();
  await Promise.all([db.outbox.clear(), db.drafts.clear()]);
});

describe('a report in the outbox', () => {
  it('is sent with its media replaced by the uploaded items, then only the record that it was sent stays', async () => {
    const api = fakeApi();
    api.answer('POST /uploads', uploaded);
    api.answer('POST /reports/submit', { body: { status: true, reportId: 'r1', mediaCount: 1 } });
    const sent = jest.fn();
    const subscription = bus.on('report/uploaded').subscribe(sent);
    await expect(queue(draftFor('local-a'), Date.parse('2026-05-01T04:00:00Z'))).resolves.toEqual({ kind: 'queued', itemId: 'report/submit:local-a' });

    await expect(drainOutbox()).resolves.toMatchObject({ sent: 1, needsAttention: 0, waiting: 0 });
    subscription.unsubscribe();
    const body = JSON.parse(String(calls(api, '/reports/submit')[0]?.[1]?.body)) as {
      issueDetails: { media: unknown[] }[];
      timestamp: string;
      fingerprint: string;
      localId: string;
    };
    expect(body.localId).toBe('local-a');
    expect(body.issueDetails[0]?.media).toEqual(uploaded.body);
    expect(body.timestamp).toBe('2026-05-01T04:00:00.000Z');
    expect(body.fingerprint).toMatch(/\w{8}-/);
    // Only the photo the report refers to went; the removed one was never stored.
    expect(calls(api, '/uploads')).toHaveLength(1);
    expect(sent).toHaveBeenCalledWith({ localId: 'local-a', facilityId: 'fac-1' });
    await expect(listWaiting(mine)).resolves.toEqual([]);
    await expect(stored('local-a')).resolves.toMatchObject({ state: 'done', body: null });
  });

  it('stays queued when the network fails, and goes later without uploading its photo twice', async () => {
    const api = fakeApi();
    api.answer('POST /uploads', uploaded);
    api.answer('POST /reports/submit', { body: { status: true, duplicate: true, mediaCount: 1 } });
    const answer = api.fetch.getMockImplementation();
    if (!answer) throw new Error('the fake api answers nothing');
    // The photo is stored, then the network drops before the submit.
    api.fetch.mockImplementation(async (input, init) => {
      if (String(input).endsWith('/reports/submit') && calls(api, '/reports/submit').length === 1) throw new TypeError('Failed to fetch');
      return answer(input, init);
    });
    await queue(draftFor('local-b'));
    await expect(drainOutbox()).resolves.toMatchObject({ sent: 0, waiting: 1 });
    await expect(stored('local-b')).resolves.toMatchObject({ state: 'queued', attempts: 1, lastError: 'Cannot reach the server. Check your connection.' });

    await expect(drainOutbox({ force: true })).resolves.toMatchObject({ sent: 1 });
    expect(calls(api, '/uploads')).toHaveLength(1);
    const [first, second] = calls(api, '/reports/submit').map(([, init]) => String(init?.body));
    expect(second).toBe(first);
  });

  it('stays queued on an expired sign-in (401)', async () => {
    const api = fakeApi();
    api.answer('POST /uploads', { status: 401, body: { message: 'Token expired.' } });
    await queue(draftFor('local-c'));
    await expect(drainOutbox()).resolves.toMatchObject({ sent: 0, needsAttention: 0, waiting: 1 });
    await expect(stored('local-c')).resolves.toMatchObject({ state: 'queued', lastError: 'Token expired.' });
  });

  it('needs attention with the server’s message when refused, without blocking the next; Retry sends it', async () => {
    const api = fakeApi();
    api.answer('POST /uploads', uploaded);
    api.answer('POST /reports/submit', { status: 404, body: { message: 'No such facility.' } }, { body: { status: true, mediaCount: 1 } });
    const failed = jest.fn();
    const subscription = bus.on('report/failed').subscribe(failed);
    await queue(draftFor('local-d', 'usr-1', 'fac-1'), 1);
    await queue(draftFor('local-e', 'usr-1', 'fac-2'), 2);
    await expect(drainOutbox()).resolves.toMatchObject({ sent: 1, needsAttention: 1 });
    await expect(listWaiting(mine)).resolves.toMatchObject([{ key: 'local-d', state: 'needs-attention', lastError: 'No such facility.' }]);
    expect(failed).toHaveBeenCalledWith({ localId: 'local-d', facilityId: 'fac-1', message: 'No such facility.' });
    subscription.unsubscribe();
  });

  it('keeps a report the server already holds with other content (409) for the reporter, with the reason', async () => {
    const api = fakeApi();
    api.answer('POST /uploads', uploaded);
    api.answer('POST /reports/submit', { status: 409, body: { message: 'This report was already submitted with different content.' } });
    await queue(draftFor('local-409'));
    await expect(drainOutbox()).resolves.toMatchObject({ needsAttention: 1 });
    const item = await stored('local-409');
    expect(item).toMatchObject({ state: 'needs-attention', lastStatus: 409, lastError: 'This report was already submitted with different content.' });
    // Nothing the reporter entered is lost: the report and its photo are still on the device.
    expect(item?.body).toMatchObject({ localId: 'local-409', overall: { description: 'ok' } });
    expect(item?.blobs).toMatchObject([{ key: 'k1', blob: expect.any(Blob) }]);
  });

  it('treats an answer that confirms fewer media than sent as a refusal', async () => {
    const api = fakeApi();
    api.answer('POST /uploads', uploaded);
    api.answer('POST /reports/submit', { body: { status: true, mediaCount: 0 } });
    await queue(draftFor('local-f'));
    await expect(drainOutbox()).resolves.toMatchObject({ sent: 0, needsAttention: 1 });
    await expect(stored('local-f')).resolves.toMatchObject({ state: 'needs-attention', lastError: 'The server stored 0 of 1 photos and voice notes.' });
  });

  it('never sends another user’s reports, and sends nothing offline', async () => {
    const api = fakeApi();
    await queue(draftFor('local-g', 'usr-2'));
    await expect(drainOutbox()).resolves.toMatchObject({ sent: 0, waiting: 0 });
    expect(api.fetch).not.toHaveBeenCalled();
    await queue(draftFor('local-h'));
    bus.emit('offline/changed', { offline: true, source: 'user' });
    await expect(drainOutbox()).resolves.toMatchObject({ skipped: true });
    expect(api.fetch).not.toHaveBeenCalled();
  });

  it('refuses a second offline report for a facility queued in the last 8 hours, and a report already queued or sent', async () => {
    const now = Date.parse('2026-05-01T10:00:00Z');
    await queue(draftFor('local-i'), now - 7 * 3600_000);
    await expect(queue(draftFor('local-j'), now)).resolves.toEqual({ kind: 'already-exists' });
    await expect(queue(draftFor('local-j'), now + 3600_000)).resolves.toMatchObject({ kind: 'queued' });
    await expect(queue(draftFor('local-k', 'usr-1', 'fac-2'), now)).resolves.toMatchObject({ kind: 'queued' });
    // The same report again: offline it already exists; once sent, it was already submitted.
    await expect(queue(draftFor('local-i'), now + 9 * 3600_000)).resolves.toEqual({ kind: 'already-exists' });
    await expect(queue(draftFor('local-i'), now + 9 * 3600_000, false)).resolves.toEqual({ kind: 'queued', itemId: 'report/submit:local-i' });
    await (await getDb()).outbox.update('report/submit:local-i', { state: 'done' });
    await expect(queue(draftFor('local-i'), now + 9 * 3600_000, false)).resolves.toEqual({ kind: 'already-submitted' });
  });
});
