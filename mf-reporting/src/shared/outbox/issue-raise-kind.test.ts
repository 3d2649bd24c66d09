import { ISSUE_RAISE_KIND, bus, getDb, session } from 'shared-contracts';
import { createUser, fakeApi } from 'shared-contracts/testing';
import { queueIssueRaise } from './issue-raise-kind';

const owner = { userId: 'usr-1', organizationId: 'org-1' };
const calls = (api: ReturnType<typeof fakeApi>, path: string) => api.fetch.mock.calls.filter(([url]) => String(url).endsWith(path));
const body = {
  facilityId: 'fac-1',
  title: 'Door handle loose',
  description: 'The main door handle is loose.',
  urgencyLevel: 'high' as const,
  media: [{ path: 'local:photo-1', name: 'photo-1.jpg', type: 'image/jpeg' }],
};

beforeEach(async () => {
  session.update({ token: 'token', user: createUser({ _id: 'usr-1', organization: 'org-1' }) });
  bus.emit('offline/changed', { offline: false, source: 'user' });
  await (await getDb()).outbox.clear();
});

describe('an issue raised by hand in the outbox', () => {
  it('uploads its photo once, sends POST /issues under the item key with the stored photo, and tells open lists', async () => {
    const api = fakeApi();
    api.answer('POST /uploads', { body: [{ name: 'stored-1.jpg', path: '/uploads/stored-1.jpg', type: 'image/jpeg' }] });
    api.answer('POST /issues', { body: { _id: 'iss-9', status: 'raised', duplicate: false } });
    const changed = jest.fn();
    const subscription = bus.on('issue/changed').subscribe(changed);
    const key = await queueIssueRaise({
      owner,
      label: 'Raise: Door handle loose',
      photos: [{ key: 'photo-1', blob: new Blob(['jpeg']), name: 'photo-1.jpg' }],
      body,
    });
    subscription.unsubscribe();
    const [sent] = calls(api, '/issues');
    expect(JSON.parse(String(sent?.[1]?.body))).toEqual({ ...body, key, media: [{ path: '/uploads/stored-1.jpg', name: 'stored-1.jpg', type: 'image/jpeg' }] });
    expect(calls(api, '/uploads')).toHaveLength(1);
    expect(changed).toHaveBeenCalledWith({ issueId: 'iss-9' });
    expect((await (await getDb()).outbox.toArray()).map((item) => [item.kind, item.state])).toEqual([[ISSUE_RAISE_KIND, 'done']]);
  });

  it('waits offline with its photo and is not sent until the network is back', async () => {
    const api = fakeApi();
    bus.emit('offline/changed', { offline: true, source: 'user' });
    await queueIssueRaise({ owner, label: 'Raise', photos: [{ key: 'photo-1', blob: new Blob(['jpeg']), name: 'photo-1.jpg' }], body });
    expect(calls(api, '/issues')).toHaveLength(0);
    const [item] = await (await getDb()).outbox.toArray();
    expect([item?.state, item?.blobs.length]).toEqual(['queued', 1]);
  });

  it('waits for the user when the server refuses it (409)', async () => {
    const api = fakeApi();
    api.answer('POST /uploads', { body: [{ name: 'stored-1.jpg', path: '/uploads/stored-1.jpg', type: 'image/jpeg' }] });
    api.answer('POST /issues', { status: 409, body: { message: 'An open issue for Lights at Block A already exists.' } });
    await queueIssueRaise({ owner, label: 'Raise', photos: [{ key: 'photo-1', blob: new Blob(['jpeg']), name: 'photo-1.jpg' }], body });
    const [item] = await (await getDb()).outbox.toArray();
    expect(item?.state).toBe('needs-attention');
  });
});
