/**
 * Whether the app should behave offline: the user's toggle (the shell publishes it as
 * 'offline/changed' with source 'user' and keeps it in the 'offline' setting) or the browser's own
 * state. Remotes read it here rather than each listening to both.
 */
import { type Observable, distinctUntilChanged, map } from 'rxjs';
import { bus } from '../bus/bus';
import { readSetting } from '../db/db';
import { ownedState } from '../state/owned-state';

interface State {
  user: boolean;
  browser: boolean;
}

const browserOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

class Connectivity {
  private readonly state = ownedState<State>({ user: false, browser: browserOffline() });
  private started = false;

  /** Starts listening (idempotent); reads the stored toggle once. */
  start(): void {
    if (this.started) return;
    this.started = true;
    bus.on('offline/changed').subscribe(({ offline, source }) => {
      if (source === 'user') this.set({ user: offline });
    });
    if (typeof window !== 'undefined') {
      window.addEventListener('online', () => this.set({ browser: false }));
      window.addEventListener('offline', () => this.set({ browser: true }));
    }
    readSetting('offline', false).then(
      (stored) => {
        // A toggle event that arrived meanwhile is newer than the stored value.
        if (bus.current('offline/changed')?.source !== 'user') this.set({ user: stored === true });
      },
      (error: unknown) => console.warn('connectivity: could not read the offline setting', error),
    );
  }

  /** True while the user's toggle is on or the browser has no network. */
  isOffline(): boolean {
    this.start();
    const { user, browser } = this.state.value;
    return user || browser;
  }

  /** Emits the current value, then every change. */
  get changes(): Observable<boolean> {
    this.start();
    return this.state.readable.pipe(
      map(({ user, browser }) => user || browser),
      distinctUntilChanged(),
    );
  }

  private set(patch: Partial<State>): void {
    this.state.set({ ...this.state.value, ...patch });
  }
}

export const connectivity = new Connectivity();
