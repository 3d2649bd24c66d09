/**
 * Every event on the bus and its payload. Names are '<domain>/<past-tense>'.
 * `durable` events are also written to the database and relayed to other tabs;
 * `replay` events hand their last value to a late subscriber (they describe state).
 */
import type { User } from '../schemas/user';
import type { ActiveShiftState } from '../session/active-shift';

export interface EventMap {
  'session/changed': { userId: string | null; organizationId: string | null };
  'session/expired': { reason: 'expired' | 'unauthorized' };
  /** The server switched the user's organisation (mf-org-admin): the session's owner takes the new token and user. */
  'session/switched': { token: string; user: User };
  'offline/changed': { offline: boolean; source: 'user' | 'browser' };
  'organization/switched': { organizationId: string };
  /** An administrator saved the organisation (issue 18): the shell reloads its theme and branding at once. */
  'organization/updated': { organizationId: string };
  'shift/started': { shiftId: string };
  'shift/ended': { shiftId: string };
  /** The signed-in user's active shift (first started, late or upcoming) or its status changed. */
  'shift/active-changed': ActiveShiftState;
  'report/saved': { localId: string; facilityId: string };
  'report/queued': { localId: string; facilityId: string };
  'report/uploaded': { localId: string; facilityId: string };
  'report/failed': { localId: string; facilityId: string; message: string };
  'facilities/refreshed': { count: number; at: string };
  'adhoc-request/submitted': { facilityId: string };
  'notification/received': { id: string; title: string; body: string; type?: 'issue' | 'task' | string; dataId?: string | null };
  /** An issue step or comment reached the server (issue 16): open issue pages reload. */
  'issue/changed': { issueId: string };
  /** A remote asks the shell for a toast. */
  'ui/notify': { kind: 'success' | 'info' | 'warning' | 'error'; message: string; description?: string };
  /** A remote asks the shell to navigate. */
  'ui/navigate': { to: string; replace?: boolean };
}

export type EventType = keyof EventMap;

export type BusEvent<K extends EventType = EventType> = {
  [T in K]: { type: T; payload: EventMap[T] };
}[K];

export interface EventBehaviour {
  durable: boolean;
  replay: boolean;
}

export const eventBehaviour: Record<EventType, EventBehaviour> = {
  'session/changed': { durable: false, replay: true },
  'session/expired': { durable: false, replay: false },
  'session/switched': { durable: false, replay: false },
  'offline/changed': { durable: true, replay: true },
  'organization/switched': { durable: true, replay: false },
  'organization/updated': { durable: true, replay: false },
  'shift/started': { durable: true, replay: false },
  'shift/ended': { durable: true, replay: false },
  'shift/active-changed': { durable: true, replay: true },
  'report/saved': { durable: false, replay: false },
  'report/queued': { durable: true, replay: false },
  'report/uploaded': { durable: true, replay: false },
  'report/failed': { durable: true, replay: false },
  'facilities/refreshed': { durable: false, replay: true },
  'adhoc-request/submitted': { durable: true, replay: false },
  'notification/received': { durable: true, replay: false },
  'issue/changed': { durable: true, replay: false },
  'ui/notify': { durable: false, replay: false },
  'ui/navigate': { durable: false, replay: false },
};
