import type { Notification } from 'shared-contracts/schemas';
import { bearer, createTestApp, type TestApp } from '../testing/test-app';

let t: TestApp;
let reporter: string;
let manager: string;
beforeAll(async () => {
  t = await createTestApp();
  reporter = await t.login('reporter@facilityops.test');
  manager = await t.login('manager@facilityops.test');
}, 60_000);
afterAll(() => t.close());

const list = async (token: string) => {
  const response = await t.app.inject({ method: 'GET', url: '/notifications', headers: bearer(token) });
  expect(response.statusCode).toBe(200);
  return response.json() as Notification[];
};

describe('notifications', () => {
  it('lists only the caller’s own notifications, newest first, with read state and data.type', async () => {
    const mine = await list(reporter);
    expect(mine.length).toBeGreaterThanOrEqual(4);
    expect(mine.every((item) => item._id.startsWith('ntf-usr-reporter-'))).toBe(true);
    const times = mine.map((item) => Date.parse(item.createdAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(mine.filter((item) => !item.read).map((item) => item.data.type)).toEqual(['issue', 'task', 'other']);
  });

  it('needs a token', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/notifications' });
    expect(response.statusCode).toBe(401);
  });

  it('marks chosen ones read, and cannot touch another user’s', async () => {
    const [first] = await list(reporter);
    const managerFirst = (await list(manager))[0];
    const response = await t.app.inject({
      method: 'PUT',
      url: '/notifications/read',
      headers: bearer(reporter),
      payload: { ids: [first?._id, managerFirst?._id] },
    });
    expect(response.json()).toEqual({ status: true, updated: 1 });
    expect((await list(reporter)).find((item) => item._id === first?._id)?.read).toBe(true);
    expect((await list(manager)).find((item) => item._id === managerFirst?._id)?.read).toBe(false);
  });

  it('marks every unread one read when no ids are given', async () => {
    const response = await t.app.inject({ method: 'PUT', url: '/notifications/read', headers: bearer(reporter), payload: {} });
    expect(response.statusCode).toBe(200);
    expect((await list(reporter)).some((item) => !item.read)).toBe(false);
  });

  it('sends to oneself, and to a member only with user-read', async () => {
    const own = await t.app.inject({
      method: 'POST',
      url: '/notifications',
      headers: bearer(reporter),
      payload: { title: 'Note to self', data: { type: 'task' } },
    });
    expect(own.statusCode).toBe(200);
    expect((own.json() as Notification).read).toBe(false);
    // The test clock is pinned, so both new ones share a time: look them up by title.
    expect((await list(reporter)).some((item) => item.title === 'Note to self')).toBe(true);

    const denied = await t.app.inject({ method: 'POST', url: '/notifications', headers: bearer(reporter), payload: { userId: 'usr-manager', title: 'Hi' } });
    expect(denied.statusCode).toBe(403);

    const sent = await t.app.inject({
      method: 'POST',
      url: '/notifications',
      headers: bearer(manager),
      payload: { userId: 'usr-reporter', title: 'Check Washroom 2', body: 'Soap is out', data: { type: 'issue' } },
    });
    expect(sent.statusCode).toBe(200);
    expect((await list(reporter)).find((item) => item.title === 'Check Washroom 2')).toMatchObject({
      title: 'Check Washroom 2',
      body: 'Soap is out',
      data: { type: 'issue' },
      read: false,
    });

    const stranger = await t.app.inject({ method: 'POST', url: '/notifications', headers: bearer(manager), payload: { userId: 'usr-nobody', title: 'Hi' } });
    expect(stranger.statusCode).toBe(404);
  });

  it('rejects an empty title with a clear message', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/notifications', headers: bearer(reporter), payload: { title: '  ' } });
    expect(response.statusCode).toBe(400);
    expect((response.json() as { message: string }).message).toBeTruthy();
  });
});
