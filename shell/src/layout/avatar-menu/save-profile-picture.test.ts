import { bus, drainOutbox, getDb, listWaiting, retryItem, session } from 'shared-contracts';
import { createUser, fakeApi } from 'shared-contracts/testing';
import { PROFILE_PICTURE_KIND, saveProfilePicture } from './save-profile-picture';

const user = createUser({ _id: 'usr-1', organization: 'org-1', img: '/uploads/old.jpg' });
const picture = new Blob(['jpeg bytes'], { type: 'image/jpeg' });
const stored = { body: [{ name: 'profile.jpg', path: '/uploads/new-pic.jpg', type: 'image/jpeg' }] };
const mine = { userId: 'usr-1', organizationId: 'org-1' };
const calls = (api: ReturnType<typeof fakeApi>, path: string) => api.fetch.mock.calls.filter(([url]) => String(url).endsWith(path));

beforeEach(async () => {
  session.update({ token: 'token', user });
  bus.emit('offline/changed', { offline: false, source: 'user' });
  await (await getDb()).outbox.clear();
});

describe('a profile picture through the outbox', () => {
  it('online: uploads once, updates the user with the stored path and the signed-in user takes it', async () => {
    const api = fakeApi();
    api.answer('POST /uploads', stored);
    api.answer('POST /users/update/usr-1', { body: { status: true } });

    await expect(saveProfilePicture(user, picture, 'Profile picture')).resolves.toEqual({ state: 'saved' });

    expect(calls(api, '/uploads')).toHaveLength(1);
    expect(JSON.parse(String(calls(api, '/users/update/usr-1')[0]?.[1]?.body))).toEqual({ img: '/uploads/new-pic.jpg', userType: user.userType });
    expect(session.snapshot.user?.img).toBe('/uploads/new-pic.jpg');
    await expect(listWaiting(mine)).resolves.toEqual([]);
  });

  it('offline: waits in the outbox with its picture and sends nothing', async () => {
    const api = fakeApi();
    bus.emit('offline/changed', { offline: true, source: 'user' });

    await expect(saveProfilePicture(user, picture, 'Profile picture', 1000)).resolves.toEqual({ state: 'queued' });

    expect(api.fetch).not.toHaveBeenCalled();
    const [item] = await listWaiting(mine);
    expect(item).toMatchObject({ kind: PROFILE_PICTURE_KIND, state: 'queued', label: 'Profile picture', key: 'usr-1-1000' });
    expect(item?.blobs[0]?.blob).not.toBeNull();
    expect(session.snapshot.user?.img).toBe('/uploads/old.jpg');
  });

  it('a refusal keeps the picture in the outbox and says why; the retry does not upload the picture again', async () => {
    const api = fakeApi();
    api.answer('POST /uploads', stored);
    api.answer('POST /users/update/usr-1', { status: 422, body: { message: 'userType is not valid.' } }, { body: { status: true } });

    const outcome = await saveProfilePicture(user, picture, 'Profile picture');
    expect(outcome.state).toBe('refused');
    const [item] = await listWaiting(mine);
    expect(item).toMatchObject({ state: 'needs-attention' });
    expect(item?.blobs[0]?.stored?.path).toBe('/uploads/new-pic.jpg');
    expect(session.snapshot.user?.img).toBe('/uploads/old.jpg');

    await retryItem(item?.id ?? '');
    await expect(drainOutbox({ force: true })).resolves.toMatchObject({ sent: 1 });
    expect(calls(api, '/uploads')).toHaveLength(1);
    expect(session.snapshot.user?.img).toBe('/uploads/new-pic.jpg');
  });
});
