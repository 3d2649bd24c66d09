import { bus, session } from 'shared-contracts';
import { createUser, fakeApi } from 'shared-contracts/testing';
import { offlineStore } from '../offline/offline-store';
import { PUSH_TOAST_MS, markRead, notificationArrivals, notificationState, refreshNotifications, startNotifications } from './notification-store';

const note = (id: string, type = 'issue', read = false) => ({
  _id: id,
  title: `t-${id}`,
  body: '',
  read,
  createdAt: '2024-05-01T04:30:00.000Z',
  data: { type },
});

describe('notification store', () => {
  beforeEach(() => {
    session.update({ token: 't', user: createUser({ _id: 'u1' }) });
  });
  afterEach(() => session.clear());

  it('announces on the bus only what arrived after the first load', async () => {
    const api = fakeApi();
    const received: string[] = [];
    const subscription = bus.on('notification/received').subscribe(({ id }) => received.push(id));
    api.answer('GET /notifications', { body: [note('a'), note('b', 'task', true)] }, { body: [note('c', 'task'), note('a'), note('b', 'task', true)] });
    await refreshNotifications();
    expect(received).toEqual([]);
    await refreshNotifications();
    expect(received).toEqual(['c']);
    expect(notificationState.value.items.map((item) => item._id)).toEqual(['c', 'a', 'b']);
    subscription.unsubscribe();
  });

  it('marks read at once and puts it back when the api refuses', async () => {
    const api = fakeApi();
    api.answer('GET /notifications', { body: [note('a'), note('b')] });
    await refreshNotifications();
    api.answer('PUT /notifications/read', { status: 500, body: { message: 'Database unavailable.' } });
    const pending = markRead(['a']);
    expect(notificationState.value.items.find((item) => item._id === 'a')?.read).toBe(true);
    await expect(pending).rejects.toThrow('Database unavailable.');
    expect(notificationState.value.items.find((item) => item._id === 'a')?.read).toBe(false);
  });

  it('replays what arrived in the last 5 s to a toast host that subscribes late, and nothing older', () => {
    jest.useFakeTimers();
    try {
      bus.emit('notification/received', { id: 'old', title: 'Old', body: '' });
      jest.advanceTimersByTime(PUSH_TOAST_MS + 1);
      bus.emit('notification/received', { id: 'early', title: 'Before the layout', body: '' });
      jest.advanceTimersByTime(PUSH_TOAST_MS - 1000);
      const late: string[] = [];
      const subscription = notificationArrivals.subscribe(({ id }) => late.push(id));
      bus.emit('notification/received', { id: 'live', title: 'After', body: '' });
      expect(late).toEqual(['early', 'live']);
      subscription.unsubscribe();
    } finally {
      jest.useRealTimers();
    }
  });

  it('loads the list once at start, and again only when the app comes back online; the live stream waits for the first page', async () => {
    const api = fakeApi();
    api.answer('GET /notifications', { body: [note('a')] });
    api.answer('POST /events/ticket', { status: 503, body: { message: 'Service unavailable.' } });
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    // jsdom has no EventSource; the stream never opens here (its ticket is refused), only asked for.
    (globalThis as { EventSource?: unknown }).EventSource ??= function EventSource() {};
    const loads = () => api.fetch.mock.calls.filter(([input]) => String(input).endsWith('/notifications')).length;
    const tickets = () => api.fetch.mock.calls.filter(([input]) => String(input).endsWith('/events/ticket')).length;
    let firstPage: () => void = () => undefined;
    const later = new Promise<void>((resolve) => {
      firstPage = resolve;
    });
    startNotifications(() => later);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(loads()).toBe(1);
    expect(tickets()).toBe(0);
    firstPage();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(tickets()).toBe(1);
    await offlineStore.setUserOffline(true);
    await offlineStore.setUserOffline(false);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(loads()).toBe(2);
  });
});
