import { ISSUE_ACTION_KIND, bus, getDb, session } from 'shared-contracts';
import { createUser, fakeApi } from 'shared-contracts/testing';
import { queueIssueStep } from './issue-action-kind';

const owner = { userId: 'usr-1', organizationId: 'org-1' };
const calls = (api: ReturnType<typeof fakeApi>, path: string) => api.fetch.mock.calls.filter(([url]) => String(url).endsWith(path));

beforeEach(async () => {
  session.update({ token: 'token', user: createUser({ _id: 'usr-1', organization: 'org-1' }) });
  bus.emit('offline/changed', { offline: false, source: 'user' });
  await (await getDb()).outbox.clear();
});

describe('an issue step in the outbox', () => {
  it('uploads its photo once, sends the step with the stored photo under its key, and tells open pages', async () => {
    const api = fakeApi();
    api.answer('POST /uploads', { body: [{ name: 'stored-1.jpg', path: '/uploads/stored-1.jpg', type: 'image/jpeg' }] });
    api.answer('POST /issues/iss-1/actions', { body: { status: 'resolved', eventId: 'iev-1' } });
    const changed = jest.fn();
    const subscription = bus.on('issue/changed').subscribe(changed);
    const key = await queueIssueStep({
      owner,
      label: 'Resolve: Floor',
      photos: [{ key: 'photo-1', blob: new Blob(['jpeg']), name: 'photo-1.jpg' }],
      body: { issueId: 'iss-1', op: 'resolve', note: 'Mopped', media: [{ path: 'local:photo-1', name: 'photo-1.jpg', type: 'image/jpeg' }] },
    });
    subscription.unsubscribe();
    const [sent] = calls(api, '/issues/iss-1/actions');
    expect(JSON.parse(String(sent?.[1]?.body))).toEqual({
      key,
      action: 'resolve',
      note: 'Mopped',
      media: [{ path: '/uploads/stored-1.jpg', name: 'stored-1.jpg', type: 'image/jpeg' }],
    });
    expect(calls(api, '/uploads')).toHaveLength(1);
    expect(changed).toHaveBeenCalledWith({ issueId: 'iss-1' });
    expect((await (await getDb()).outbox.toArray()).map((item) => [item.kind, item.state])).toEqual([[ISSUE_ACTION_KIND, 'done']]);
  });

  it('waits offline and is not sent until the network is back', async () => {
    const api = fakeApi();
    bus.emit('offline/changed', { offline: true, source: 'user' });
    await queueIssueStep({ owner, label: 'Comment', photos: [], body: { issueId: 'iss-1', op: 'comment', note: 'On my way', media: [] } });
    expect(calls(api, '/issues/iss-1/comments')).toHaveLength(0);
    expect((await (await getDb()).outbox.toArray()).map((item) => item.state)).toEqual(['queued']);
  });
});
