/**
 * When the outbox is drained: at start (sign-in or a reload), when the network or the offline
 * toggle comes back, when the page is seen again, on a timer (every 2 minutes, sooner when an
 * item's backoff ends sooner), and when a screen asks ('Upload now', Retry, a submit online).
 * Started once per page by the remotes that register kinds; the page's one drainer does the work.
 */
import { getDb } from '../db/db';
import { connectivity } from '../offline/connectivity';
import { session } from '../session/session';
import { type DrainResult, OutboxDrainer } from './drainer';
import { adoptLegacyQueue } from './legacy-queue';
import { listWaiting } from './outbox-store';

/** The slow timer of the queue (spec: retried every 2 minutes). */
export const DRAIN_EVERY_MS = 2 * 60 * 1000;
const SOONEST_MS = 1_000;

const drainer = new OutboxDrainer();
let timer: ReturnType<typeof setTimeout> | null = null;

/** The next timed run: when the first backoff ends, or in 2 minutes. */
async function scheduleNext(): Promise<void> {
  const user = session.snapshot.user;
  const waiting = user?.organization ? await listWaiting({ userId: user._id, organizationId: user.organization }) : [];
  const firstDue = Math.min(...waiting.filter((item) => item.state === 'queued').map((item) => item.nextAttemptAt));
  const delay = Math.min(DRAIN_EVERY_MS, Math.max(SOONEST_MS, firstDue - Date.now()));
  if (timer) clearTimeout(timer);
  timer = setTimeout(() => void drainLogged(), delay);
}

/**
 * Sends what can be sent now (`force`: also items still backing off). Screens call it for
 * 'Upload now', Retry and an online submit; it resolves when the run that covers the call ends.
 */
export function drainOutbox(options: { force?: boolean } = {}): Promise<DrainResult> {
  const run = drainer.drain(options);
  void run.finally(() => (started ? scheduleNext() : undefined)).catch((error: unknown) => console.error('outbox: could not schedule the next run', error));
  return run;
}

function drainLogged(options: { force?: boolean } = {}): Promise<void> {
  return drainOutbox(options).then(
    () => undefined,
    (error: unknown) => console.error('outbox: the upload run failed', error),
  );
}

async function adoptLegacy(): Promise<void> {
  const db = await getDb();
  const moved = await db.transaction('rw', db.reportCache, db.uploaded, db.outbox, () => adoptLegacyQueue(db.reportCache, db.uploaded, db.outbox));
  if (moved > 0) console.info(`outbox: ${moved} report(s) queued by an older version moved into the outbox`);
}

let started = false;

/** Starts the triggers (once per page). */
export function startOutbox(): void {
  if (started) return;
  started = true;
  const ready = adoptLegacy().catch((error: unknown) => console.error('outbox: could not adopt the old queue', error));
  // A fresh start, a sign-in and the network coming back are news: backoff does not hold them.
  session.changes.subscribe(({ user, token }) => {
    if (user && token) void ready.then(() => drainLogged({ force: true }));
  });
  connectivity.changes.subscribe((offline) => {
    if (!offline) void ready.then(() => drainLogged({ force: true }));
  });
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') void drainLogged();
  });
  void scheduleNext();
}
