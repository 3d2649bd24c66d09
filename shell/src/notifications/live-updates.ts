/**
 * Live updates over server-sent events (GET /events): a new notification goes to the notification
 * store, an issue change and a report uploaded elsewhere go on the bus ('issue/changed',
 * 'report/uploaded'), so the pages showing them refresh. EventSource sends no headers, so each
 * connection opens with a short-lived ticket (POST /events/ticket); when the stream fails or the
 * server ends it, a new ticket is fetched after a back-off. While the stream is not open, the
 * notification store polls (its fallback).
 */
import { type LiveEvent, bus, getLiveTicket, liveEventSchema, liveEventsUrl, ownedState, session } from 'shared-contracts';
import { offlineStore } from '../offline/offline-store';

export type LiveState = 'off' | 'connecting' | 'open' | 'down';

const state = ownedState<LiveState>('off');

/** Whether the stream is open; written only here. */
export const liveState = state.readable;

/** Back-off after a failure: 2 s, 4 s, … up to a minute. */
export const RECONNECT_MS = [2_000, 4_000, 8_000, 16_000, 30_000, 60_000] as const;

export interface LiveDeps {
  createSource: (url: string) => EventSource;
  onNotification: (event: Extract<LiveEvent, { type: 'notification' }>['notification']) => void;
}

let source: EventSource | null = null;
let retryTimer: ReturnType<typeof setTimeout> | null = null;
let failures = 0;
let generation = 0;
let deps: LiveDeps | null = null;

function handle(data: string): void {
  let json: unknown;
  try {
    json = JSON.parse(data);
  } catch (error) {
    console.warn('live event is not JSON', error);
    return;
  }
  const parsed = liveEventSchema.safeParse(json);
  if (!parsed.success) {
    console.warn('unknown live event', parsed.error.issues);
    return;
  }
  const event = parsed.data;
  if (event.type === 'notification') deps?.onNotification(event.notification);
  else if (event.type === 'issue') bus.emit('issue/changed', { issueId: event.issueId });
  else bus.emit('report/uploaded', { localId: event.localId, facilityId: event.facilityId });
}

function stop(next: LiveState): void {
  generation += 1;
  source?.close();
  source = null;
  if (retryTimer) clearTimeout(retryTimer);
  retryTimer = null;
  state.set(next);
}

function scheduleRetry(): void {
  const wait = RECONNECT_MS[Math.min(failures, RECONNECT_MS.length - 1)] ?? 60_000;
  failures += 1;
  retryTimer = setTimeout(() => void connect(), wait);
}

async function connect(): Promise<void> {
  stop('connecting');
  const mine = generation;
  let ticket: string;
  try {
    ticket = (await getLiveTicket()).ticket;
  } catch (error) {
    if (mine !== generation) return;
    console.warn('live updates: no ticket', error);
    state.set('down');
    scheduleRetry();
    return;
  }
  if (mine !== generation || !deps) return;
  const opened = deps.createSource(liveEventsUrl(ticket));
  source = opened;
  opened.onopen = () => {
    failures = 0;
    state.set('open');
  };
  opened.onmessage = (message: MessageEvent<string>) => handle(message.data);
  // EventSource would retry with the same ticket, which has expired by then: start over instead.
  opened.onerror = () => {
    if (source !== opened) return;
    console.debug('live updates: stream closed, reconnecting');
    stop('down');
    scheduleRetry();
  };
}

function wanted(): boolean {
  const { user, browser } = offlineStore.snapshot;
  return Boolean(session.snapshot.token && session.snapshot.user) && !user && !browser && typeof EventSource !== 'undefined';
}

function follow(): void {
  if (!wanted()) stop('off');
  else if (state.value === 'off') {
    failures = 0;
    void connect();
  }
}

/** Follows the session and the offline state; call once at start. */
export function startLiveUpdates(options: LiveDeps): void {
  deps = options;
  let lastToken: string | null = null;
  session.changes.subscribe(({ token }) => {
    // Another session (user or organisation) needs its own ticket.
    if (token !== lastToken) stop('off');
    lastToken = token;
    follow();
  });
  offlineStore.offline.subscribe(() => follow());
}
