/**
 * Offline mode: the user's toggle (kept in the settings table, so it survives a reload) or the
 * browser's own state. Either one makes the app offline; the effective value goes on the bus as
 * 'offline/changed' (durable, replayed), which is what remotes follow; nothing is announced at
 * start while the app is online (no value means online). Another tab's toggle is followed.
 */
import { type Observable, distinctUntilChanged, map } from 'rxjs';
import { bus, ownedState } from 'shared-contracts';
import { isBoolean, readPref, watchPref, writePref } from '../app/local-prefs';

export interface OfflineState {
  /** The user's toggle. */
  user: boolean;
  /** navigator.onLine is false. */
  browser: boolean;
}

export const isOffline = (state: OfflineState): boolean => state.user || state.browser;

export class OfflineStore {
  private readonly state = ownedState<OfflineState>({ user: false, browser: false });

  get snapshot(): OfflineState {
    return this.state.value;
  }

  get changes(): Observable<OfflineState> {
    return this.state.readable;
  }

  /** Effective offline, distinct values only. */
  get offline(): Observable<boolean> {
    return this.state.readable.pipe(map(isOffline), distinctUntilChanged());
  }

  /** Reads the saved toggle and follows the browser and other tabs. */
  start(win: Window = window): void {
    this.state.set({ user: readPref('offline', false, isBoolean), browser: !win.navigator.onLine });
    if (isOffline(this.state.value)) bus.emit('offline/changed', { offline: true, source: this.state.value.user ? 'user' : 'browser' });
    win.addEventListener('online', () => this.set({ ...this.state.value, browser: false }, 'browser'));
    win.addEventListener('offline', () => this.set({ ...this.state.value, browser: true }, 'browser'));
    watchPref('offline', isBoolean, (user) => this.set({ ...this.state.value, user }, 'user'), win);
  }

  /** The user's toggle; saved, then announced. */
  async setUserOffline(offline: boolean): Promise<void> {
    this.set({ ...this.state.value, user: offline }, 'user');
    await writePref('offline', offline);
  }

  private set(next: OfflineState, source: 'user' | 'browser'): void {
    const before = isOffline(this.state.value);
    this.state.set(next);
    if (isOffline(next) !== before) bus.emit('offline/changed', { offline: isOffline(next), source });
  }
}

export const offlineStore = new OfflineStore();
