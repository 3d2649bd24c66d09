/**
 * Installable and offline start: registers the service worker (built by workbox into sw.js) and
 * tells when a new deployment has been downloaded and waits (spec 001 §4). The flag
 * 'updateAvailable' in local storage survives a reload, so a user who reloads instead of updating
 * meets the update blocker. Update clears every cache but the report queue, unregisters the
 * service workers and reloads.
 */
import { getDb, ownedState } from 'shared-contracts';

export const UPDATE_FLAG_KEY = 'updateAvailable';
/** How often an open app asks the server whether a new deployment exists. */
export const UPDATE_CHECK_MS = 60_000;

export type UpdateState = 'none' | 'detected' | 'pending-at-start';

const state = ownedState<UpdateState>('none');

/** Whether a new deployment waits; written only here. */
export const updateState = state.readable;

function flagged(): boolean {
  try {
    return localStorage.getItem(UPDATE_FLAG_KEY) === 'true';
  } catch {
    return false;
  }
}

function markAvailable(): void {
  try {
    localStorage.setItem(UPDATE_FLAG_KEY, 'true');
  } catch (error) {
    console.warn('update flag not stored', error);
  }
  if (state.value === 'none') state.set('detected');
}

/** Registers /sw.js and watches for a waiting new version. */
export async function registerServiceWorker(): Promise<void> {
  if (!('serviceWorker' in navigator)) return;
  const registration = await navigator.serviceWorker.register('/sw.js');
  // A waiting worker at start: a new version was downloaded before and not applied yet.
  if (registration.waiting && navigator.serviceWorker.controller) {
    if (flagged()) state.set('pending-at-start');
    else markAvailable();
  } else if (flagged()) {
    // The new version took over meanwhile (every tab was closed): nothing is pending any more.
    localStorage.removeItem(UPDATE_FLAG_KEY);
  }
  registration.addEventListener('updatefound', () => {
    const installing = registration.installing;
    installing?.addEventListener('statechange', () => {
      // No controller means a first install, not an update.
      if (installing.state === 'installed' && navigator.serviceWorker.controller) markAvailable();
    });
  });
  const check = () => void registration.update().catch((error: unknown) => console.debug('update check failed (offline?)', error));
  setInterval(check, UPDATE_CHECK_MS);
  document.addEventListener('visibilitychange', () => document.visibilityState === 'visible' && check());
}

/** Update: clear the caches (not the report queue), unregister the workers, reload. */
export async function applyUpdate(): Promise<void> {
  try {
    if ('caches' in window) await Promise.all((await caches.keys()).map((key) => caches.delete(key)));
    await (await getDb()).apiCache.clear();
    if ('serviceWorker' in navigator) await Promise.all((await navigator.serviceWorker.getRegistrations()).map((registration) => registration.unregister()));
  } finally {
    localStorage.removeItem(UPDATE_FLAG_KEY);
    window.location.reload();
  }
}

/** Asks the browser not to evict local data (queued reports live there). */
export async function requestPersistentStorage(): Promise<void> {
  if (!navigator.storage?.persist) return;
  if (await navigator.storage.persisted()) return;
  const granted = await navigator.storage.persist();
  console.info(granted ? 'persistent storage granted' : 'persistent storage not granted');
}
