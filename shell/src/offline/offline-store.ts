/**
 * Offline mode: the user's toggle (kept in the settings table, so it survives a reload) or the
 * browser's own state. Either one makes the app offline; the effective value goes on the bus as
 * 'offline/changed' (durable, replayed), which is what remotes follow. Another tab's toggle is
 * picked up from the settings table when this tab becomes visible again.
 */
import { BehaviorSubject, type Observable, distinctUntilChanged, map } from 'rxjs';
import { bus, readSetting, writeSetting } from 'shared-contracts';

export interface OfflineState {
  /** The user's toggle. */
  user: boolean;
  /** navigator.onLine is false. */
  browser: boolean;
}

export const isOffline = (state: OfflineState): boolean => state.user || state.browser;

export class OfflineStore {
  private readonly state = new BehaviorSubject<OfflineState>({ user: false, browser: false });

  get snapshot(): OfflineState {
    return this.state.value;
  }

  get changes(): Observable<OfflineState> {
    return this.state.asObservable();
  }

  /** Effective offline, distinct values only. */
  get offline(): Observable<boolean> {
    return this.state.pipe(map(isOffline), distinctUntilChanged());
  }

  /** Reads the saved toggle, announces the state once, and follows the browser and other tabs. */
  async start(win: Window = window): Promise<void> {
    this.state.next({ user: await this.readSaved(), browser: !win.navigator.onLine });
    bus.emit('offline/changed', { offline: isOffline(this.state.value), source: 'browser' });
    win.addEventListener('online', () => this.set({ ...this.state.value, browser: false }, 'browser'));
    win.addEventListener('offline', () => this.set({ ...this.state.value, browser: true }, 'browser'));
    win.document.addEventListener('visibilitychange', () => {
      if (win.document.visibilityState !== 'visible') return;
      void this.readSaved().then((user) => this.set({ ...this.state.value, user }, 'user'));
    });
  }

  /** The user's toggle; saved, then announced. */
  async setUserOffline(offline: boolean): Promise<void> {
    this.set({ ...this.state.value, user: offline }, 'user');
    await writeSetting('offline', offline);
  }

  private set(next: OfflineState, source: 'user' | 'browser'): void {
    const before = isOffline(this.state.value);
    this.state.next(next);
    if (isOffline(next) !== before) bus.emit('offline/changed', { offline: isOffline(next), source });
  }

  private async readSaved(): Promise<boolean> {
    try {
      return (await readSetting<boolean>('offline', false)) === true;
    } catch (error) {
      console.warn('offline setting unreadable; taking online', error);
      return false;
    }
  }
}

export const offlineStore = new OfflineStore();
