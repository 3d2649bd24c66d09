/**
 * Uploads the signed-in user's queued reports, oldest first. Runs on start, when the network or
 * the offline toggle comes back, when the page becomes visible again, on a slow timer, and when
 * the user taps the cloud icon. One uploader at a time across tabs (Web Locks). A report leaves
 * the queue only once the server acknowledged it; the server's submit is idempotent by localId,
 * so a retry after a lost answer never makes a second report.
 */
import { ApiError, type QueuedReport, bus, connectivity, reportSchema, session } from 'shared-contracts';
import { listQueue, markUploaded, setQueueState } from './queue-store';
import { SendError, sendReport } from './send-report';

export interface FlushResult {
  sent: number;
  failed: number;
  /** Still queued (network, server or sign-in trouble): tried again later. */
  waiting: number;
  /** Another tab holds the upload lock. */
  skipped: boolean;
}

const LOCK_NAME = 'facilityops-report-upload';
const RETRY_EVERY_MS = 2 * 60 * 1000;

type Outcome = 'sent' | 'failed' | 'stop';

async function sendOne(row: QueuedReport): Promise<Outcome> {
  await setQueueState(row.localId, { state: 'uploading', attempts: row.attempts + 1 });
  try {
    // Parsed for its type only: the stored body is what goes out, unchanged.
    const report = reportSchema.parse(row.report);
    await sendReport(report, row.media);
    await markUploaded(row.localId);
    bus.emit('report/uploaded', { localId: row.localId, facilityId: row.facilityId });
    return 'sent';
  } catch (error) {
    // No answer, a server fault or an expired sign-in: keep it queued and stop for now.
    const transient = error instanceof ApiError && (error.kind === 'network' || error.kind === 'unauthorized' || error.kind === 'server');
    if (transient) {
      await setQueueState(row.localId, { state: 'queued', lastError: error.message });
      return 'stop';
    }
    // Refused for good: failed with the server's message, and the others go on.
    const message = error instanceof ApiError || error instanceof SendError || error instanceof Error ? error.message : String(error);
    await setQueueState(row.localId, { state: 'failed', lastError: message });
    bus.emit('report/failed', { localId: row.localId, facilityId: row.facilityId, message });
    return 'failed';
  }
}

async function drain(userId: string, organizationId: string): Promise<Omit<FlushResult, 'skipped'>> {
  const result = { sent: 0, failed: 0, waiting: 0 };
  const rows = (await listQueue(userId, organizationId)).filter((row) => row.state !== 'failed');
  for (const [index, row] of rows.entries()) {
    if (connectivity.isOffline()) {
      result.waiting += rows.length - index;
      break;
    }
    const outcome = await sendOne(row);
    if (outcome === 'stop') {
      result.waiting += rows.length - index;
      break;
    }
    result[outcome] += 1;
  }
  return result;
}

let running: Promise<FlushResult> | null = null;

/** Sends what can be sent now; concurrent calls in this tab share one run. */
export function flushQueue(): Promise<FlushResult> {
  running ??= flush().finally(() => {
    running = null;
  });
  return running;
}

async function flush(): Promise<FlushResult> {
  const user = session.snapshot.user;
  if (!user?.organization || !session.getToken() || connectivity.isOffline()) return { sent: 0, failed: 0, waiting: 0, skipped: true };
  const organizationId = user.organization;
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  if (!locks) return { ...(await drain(user._id, organizationId)), skipped: false };
  const result = await locks.request(LOCK_NAME, { ifAvailable: true }, async (lock) => (lock ? drain(user._id, organizationId) : null));
  return result ? { ...result, skipped: false } : { sent: 0, failed: 0, waiting: 0, skipped: true };
}

/** Puts a failed report back in line and sends it. */
export async function retryQueued(localId: string): Promise<FlushResult> {
  await setQueueState(localId, { state: 'queued', lastError: undefined });
  return flushQueue();
}

let started = false;

/** The background work mf-reporting's route module starts (once per page). */
export function startReportSync(): void {
  if (started) return;
  started = true;
  const flushLogged = () => {
    flushQueue().catch((error: unknown) => console.error('report upload failed', error));
  };
  session.changes.subscribe(({ user, token }) => {
    if (user && token) flushLogged();
  });
  connectivity.changes.subscribe((offline) => {
    if (!offline) flushLogged();
  });
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') flushLogged();
  });
  setInterval(flushLogged, RETRY_EVERY_MS);
}
