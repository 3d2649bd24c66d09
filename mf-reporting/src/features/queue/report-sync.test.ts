import { type LocalMediaBlob, bus, getDb, session } from 'shared-contracts';
import { createChecklist, createFacility, createParameter, createUser, fakeApi } from 'shared-contracts/testing';
import { type ReportDraft, localMediaItem, startDraft, toggleParameter, updateIssue } from '../report/rules/report-draft';
import { enqueueReport, hasRecentQueuedReport, listQueue, submitStamp } from './queue-store';
import { flushQueue, retryQueued } from './report-sync';

const photo: LocalMediaBlob = { key: 'k1', name: 'photo-1.jpg', type: 'image/jpeg', blob: new Blob(['jpeg bytes']) };

function draftFor(localId: string, userId = 'usr-1', facilityId = 'fac-1'): ReportDraft {
  const parameter = createParameter({ _id: 'p1' });
  const base = startDraft({
    localId,
    now: Date.now(),
    user: { _id: userId, organization: 'org-1' },
    facility: createFacility({ _id: facilityId }),
    checklist: createChecklist({ facility: facilityId, parameters: [parameter] }),
    shiftId: 'shift-1',
    mapping: null,
  });
  let report = toggleParameter(base.report, 'p1', []);
  report = updateIssue(report, 'p1', { description: 'Broken', media: [localMediaItem(photo)] });
  return { ...base, report: { ...report, overall: { description: 'ok', media: [] } }, media: [photo] };
}

const uploaded = { body: [{ name: 'stored-1.jpg', path: '/uploads/stored-1.jpg', type: 'image/jpeg' }] };

beforeEach(async () => {
  session.update({ token: 'token', user: createUser({ _id: 'usr-1', organization: 'org-1' }) });
  bus.emit('offline/changed', { offline: false, source: 'user' });
  const db = await getDb();
  await Promise.all([db.reportCache.clear(), db.uploaded.clear(), db.drafts.clear()]);
});

describe('the report queue', () => {
  it('sends a queued report with its media replaced by the uploaded items, then forgets it', async () => {
    const api = fakeApi();
    api.answer('POST /uploads', uploaded);
    api.answer('POST /reports/submit', { body: { status: true, reportId: 'r1', mediaCount: 1 } });
    await enqueueReport(draftFor('local-a'), submitStamp(Date.parse('2026-05-01T04:00:00Z')));

    await expect(flushQueue()).resolves.toMatchObject({ sent: 1, failed: 0, waiting: 0 });
    const submitCall = api.fetch.mock.calls.find(([url]) => String(url).endsWith('/reports/submit'));
    const body = JSON.parse(String(submitCall?.[1]?.body)) as { issueDetails: { media: unknown[] }[]; timestamp: string; fingerprint: string; localId: string };
    expect(body.localId).toBe('local-a');
    expect(body.issueDetails[0]?.media).toEqual(uploaded.body);
    expect(body.timestamp).toBe('2026-05-01T04:00:00.000Z');
    expect(body.fingerprint).toMatch(/\w{8}-/);
    await expect(listQueue('usr-1', 'org-1')).resolves.toEqual([]);
    await expect((await getDb()).uploaded.get('local-a')).resolves.toMatchObject({ localId: 'local-a' });
  });

  it('keeps the report queued when the network fails, and sends it byte-identical later', async () => {
    const api = fakeApi();
    api.fetch.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await enqueueReport(draftFor('local-b'), submitStamp(Date.now()));
    await expect(flushQueue()).resolves.toMatchObject({ sent: 0, waiting: 1 });
    const [row] = await listQueue('usr-1', 'org-1');
    expect(row).toMatchObject({ state: 'queued', attempts: 1 });

    api.answer('POST /uploads', uploaded);
    api.answer('POST /reports/submit', { body: { status: true, duplicate: true, mediaCount: 1 } });
    await expect(flushQueue()).resolves.toMatchObject({ sent: 1 });
  });

  it('keeps the report queued on an expired sign-in (401)', async () => {
    const api = fakeApi();
    api.answer('POST /uploads', { status: 401, body: { message: 'Token expired.' } });
    await enqueueReport(draftFor('local-c'), submitStamp(Date.now()));
    await expect(flushQueue()).resolves.toMatchObject({ sent: 0, failed: 0, waiting: 1 });
    await expect(listQueue('usr-1', 'org-1')).resolves.toMatchObject([{ state: 'queued', lastError: 'Token expired.' }]);
  });

  it('moves a refused report to failed with the server’s message without blocking the next one', async () => {
    const api = fakeApi();
    api.answer('POST /uploads', uploaded);
    api.answer('POST /reports/submit', { status: 404, body: { message: 'No such facility.' } }, { body: { status: true, mediaCount: 1 } });
    const failed = jest.fn();
    const sub = bus.on('report/failed').subscribe(failed);
    await enqueueReport(draftFor('local-d', 'usr-1', 'fac-1'), submitStamp(Date.now()), 1);
    await enqueueReport(draftFor('local-e', 'usr-1', 'fac-2'), submitStamp(Date.now()), 2);
    await expect(flushQueue()).resolves.toMatchObject({ sent: 1, failed: 1 });
    await expect(listQueue('usr-1', 'org-1')).resolves.toMatchObject([{ localId: 'local-d', state: 'failed', lastError: 'No such facility.' }]);
    expect(failed).toHaveBeenCalledWith({ localId: 'local-d', facilityId: 'fac-1', message: 'No such facility.' });
    sub.unsubscribe();

    api.answer('POST /reports/submit', { body: { status: true, mediaCount: 1 } });
    await expect(retryQueued('local-d')).resolves.toMatchObject({ sent: 1 });
  });

  it('treats an answer that confirms fewer media than sent as a failure', async () => {
    const api = fakeApi();
    api.answer('POST /uploads', uploaded);
    api.answer('POST /reports/submit', { body: { status: true, mediaCount: 0 } });
    await enqueueReport(draftFor('local-f'), submitStamp(Date.now()));
    await expect(flushQueue()).resolves.toMatchObject({ sent: 0, failed: 1 });
    await expect(listQueue('usr-1', 'org-1')).resolves.toMatchObject([{ state: 'failed', lastError: 'The server stored 0 of 1 photos and voice notes.' }]);
  });

  it('never lists or sends another user’s queued reports, and sends nothing offline', async () => {
    const api = fakeApi();
    await enqueueReport(draftFor('local-g', 'usr-2'), submitStamp(Date.now()));
    await expect(flushQueue()).resolves.toMatchObject({ sent: 0, waiting: 0 });
    expect(api.fetch).not.toHaveBeenCalled();
    await expect(listQueue('usr-1', 'org-1')).resolves.toEqual([]);

    await enqueueReport(draftFor('local-h'), submitStamp(Date.now()));
    bus.emit('offline/changed', { offline: true, source: 'user' });
    await expect(flushQueue()).resolves.toMatchObject({ skipped: true });
    expect(api.fetch).not.toHaveBeenCalled();
  });

  it('knows a facility has a report queued in the last 8 hours', async () => {
    const now = Date.parse('2026-05-01T10:00:00Z');
    await enqueueReport(draftFor('local-i'), submitStamp(now), now - 7 * 3600_000);
    await expect(hasRecentQueuedReport('usr-1', 'org-1', 'fac-1', now)).resolves.toBe(true);
    await expect(hasRecentQueuedReport('usr-1', 'org-1', 'fac-1', now + 3600_000)).resolves.toBe(false);
    await expect(hasRecentQueuedReport('usr-1', 'org-1', 'fac-2', now)).resolves.toBe(false);
  });
});
