/**
 * Whether the app is offline: the user's offline toggle (the shell announces it on the bus,
 * replayed) or the browser's own state. Start and end need the server, so they wait for this.
 */
import { bus } from 'shared-contracts';

export function isOffline(): boolean {
  if (bus.current('offline/changed')?.offline) return true;
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}
