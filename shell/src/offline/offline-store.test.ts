import { bus, readSetting } from 'shared-contracts';
import { OfflineStore } from './offline-store';

function fakeWindow(onLine: boolean) {
  const target = new EventTarget();
  return Object.assign(target, { navigator: { onLine } }) as unknown as Window;
}

describe('OfflineStore', () => {
  let events: { offline: boolean; source: string }[];
  let stop: () => void;
  beforeEach(() => {
    localStorage.clear();
    events = [];
    const subscription = bus.on('offline/changed').subscribe((payload) => events.push(payload));
    // Replayed values from earlier tests are not this test's.
    events.length = 0;
    stop = () => subscription.unsubscribe();
  });
  afterEach(() => stop());

  it('starts online and silent, then follows the browser', () => {
    const win = fakeWindow(true);
    const store = new OfflineStore();
    store.start(win);
    expect(store.snapshot).toEqual({ user: false, browser: false });
    expect(events).toEqual([]);
    win.dispatchEvent(new Event('offline'));
    expect(events).toEqual([{ offline: true, source: 'browser' }]);
    win.dispatchEvent(new Event('online'));
    expect(events.at(-1)).toEqual({ offline: false, source: 'browser' });
  });

  it("saves the user's toggle in the settings and announces it; a reload starts offline", async () => {
    const store = new OfflineStore();
    store.start(fakeWindow(true));
    await store.setUserOffline(true);
    expect(events).toEqual([{ offline: true, source: 'user' }]);
    await expect(readSetting('offline', false)).resolves.toBe(true);

    const reloaded = new OfflineStore();
    reloaded.start(fakeWindow(true));
    expect(reloaded.snapshot.user).toBe(true);
    expect(events.at(-1)).toEqual({ offline: true, source: 'user' });
  });

  it('does not announce a toggle that leaves the app as offline as before', async () => {
    const store = new OfflineStore();
    store.start(fakeWindow(false));
    events.length = 0;
    await store.setUserOffline(true);
    await store.setUserOffline(false);
    expect(events).toEqual([]);
    expect(store.snapshot).toEqual({ user: false, browser: true });
  });
});
