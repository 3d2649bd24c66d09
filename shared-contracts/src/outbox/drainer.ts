/**
 * The one uploader of the outbox. A run sends the signed-in owner's queued items oldest first,
 * one at a time: each file once (its server name is stored before the next file goes), then the
 * item itself. One tab at a time per owner (Web Locks; the run waits for the tab before it, which
 * may already have sent what this one asked for). A failure that may pass stops the run and the
 * item backs off; a refusal leaves the item needing attention and the run goes on.
 */
import { connectivity } from '../offline/connectivity';
import { session } from '../session/session';
import { judgeFailure } from './failure';
import { claim, markDone, markFailed, pruneDone, recordUpload, recoverInterrupted, requeue } from './item-transitions';
import { type OutboxItem, type OutboxOwner } from './outbox-item';
import { type OutboxKind, outboxKind, uploadOutboxFile } from './outbox-kinds';
import { type OutboxLocks, browserLocks, pageLocks, withTimeout } from './outbox-locks';
import { listWaiting } from './outbox-store';

export interface DrainResult {
  sent: number;
  needsAttention: number;
  /** Still queued after this run (a failure that may pass, offline, or backing off). */
  waiting: number;
  /** Nothing was tried: signed out or offline. */
  skipped: boolean;
}

export interface DrainerOptions {
  locks?: OutboxLocks;
  now?: () => number;
  random?: () => number;
  /** Longest wait for one upload or send before it counts as no answer. */
  requestTimeoutMs?: number;
}

const lockName = (owner: OutboxOwner) => `facilityops-outbox|${owner.userId}|${owner.organizationId}`;

function signedInOwner(): OutboxOwner | null {
  const user = session.snapshot.user;
  return user?.organization && session.getToken() ? { userId: user._id, organizationId: user.organization } : null;
}

const sameOwner = (owner: OutboxOwner) => {
  const now = signedInOwner();
  return now?.userId === owner.userId && now.organizationId === owner.organizationId;
};

type Outcome = 'sent' | 'needs-attention' | 'stop' | 'skipped';

export class OutboxDrainer {
  private readonly locks: OutboxLocks;
  private readonly now: () => number;
  private readonly random: () => number;
  private readonly timeoutMs: number;
  private running: Promise<DrainResult> | null = null;
  private again = false;
  private forceNext = false;

  constructor(options: DrainerOptions = {}) {
    this.locks = options.locks ?? browserLocks() ?? pageLocks();
    this.now = options.now ?? Date.now;
    this.random = options.random ?? Math.random;
    this.timeoutMs = options.requestTimeoutMs ?? 90_000;
  }

  /**
   * Sends what is due now; `force` also sends items still backing off (not those a server asked
   * to wait, 429). Calls during a run make one more run after it, so nothing asked for is missed.
   */
  drain(options: { force?: boolean } = {}): Promise<DrainResult> {
    this.forceNext ||= options.force === true;
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = this.loop().finally(() => {
      this.running = null;
    });
    return this.running;
  }

  private async loop(): Promise<DrainResult> {
    const total: DrainResult = { sent: 0, needsAttention: 0, waiting: 0, skipped: true };
    do {
      this.again = false;
      const force = this.forceNext;
      this.forceNext = false;
      const result = await this.runLocked(force);
      Object.assign(total, {
        sent: total.sent + result.sent,
        needsAttention: total.needsAttention + result.needsAttention,
        waiting: result.waiting,
        skipped: total.skipped && result.skipped,
      });
    } while (this.again);
    return total;
  }

  private async runLocked(force: boolean): Promise<DrainResult> {
    const owner = signedInOwner();
    if (!owner || connectivity.isOffline()) return { sent: 0, needsAttention: 0, waiting: 0, skipped: true };
    return this.locks.request(lockName(owner), () => this.run(owner, force));
  }

  private async run(owner: OutboxOwner, force: boolean): Promise<DrainResult> {
    const result: DrainResult = { sent: 0, needsAttention: 0, waiting: 0, skipped: false };
    await recoverInterrupted(owner, this.now());
    await pruneDone(this.now());
    const tried = new Set<string>();
    for (;;) {
      if (connectivity.isOffline() || !sameOwner(owner)) break;
      const item = await this.nextDue(owner, force, tried);
      if (!item) break;
      tried.add(item.id);
      const outcome = await this.sendItem(item, owner);
      if (outcome === 'stop') break;
      if (outcome === 'sent') result.sent += 1;
      if (outcome === 'needs-attention') result.needsAttention += 1;
    }
    result.waiting = (await listWaiting(owner)).filter((item) => item.state === 'queued').length;
    return result;
  }

  /** The oldest queued item of a registered kind that may go now (each item once per run). */
  private async nextDue(owner: OutboxOwner, force: boolean, tried: ReadonlySet<string>): Promise<OutboxItem | undefined> {
    const now = this.now();
    const due = (item: OutboxItem) => item.nextAttemptAt <= now || (force && item.lastStatus !== 429);
    return (await listWaiting(owner)).find((item) => item.state === 'queued' && !tried.has(item.id) && outboxKind(item.kind) !== undefined && due(item));
  }

  private async sendItem(queued: OutboxItem, owner: OutboxOwner): Promise<Outcome> {
    const kind = outboxKind(queued.kind);
    const item = kind ? await claim(queued.id, this.now()) : null;
    // Gone or taken meanwhile (a Discard, a Retry racing this run): nothing to send.
    if (!kind || !item) return 'skipped';
    try {
      const stored = await this.uploadFiles(item, kind);
      if (item.body === null) throw new Error(`Outbox item ${item.id} has no body.`);
      await withTimeout(this.timeoutMs, (signal) => kind.send({ item: { ...item, body: item.body }, stored, signal }));
      const done = await markDone(item.id, this.now());
      if (done) notifyKind(() => kind.onDone?.(done));
      return 'sent';
    } catch (error) {
      // Signed out or switched meanwhile: the answer came for another session and says nothing.
      if (!sameOwner(owner)) {
        await requeue(item.id, this.now());
        return 'stop';
      }
      const verdict = judgeFailure(error, item.attempts, this.now(), this.random);
      const failed = await markFailed(item.id, verdict, this.now());
      if (verdict.retry) return 'stop';
      if (failed) notifyKind(() => kind.onNeedsAttention?.(failed, verdict.message));
      return 'needs-attention';
    }
  }

  private async uploadFiles(item: OutboxItem, kind: OutboxKind<unknown>) {
    const stored = new Map(item.blobs.flatMap((blob) => (blob.stored ? [[blob.key, blob.stored] as const] : [])));
    for (const file of item.blobs) {
      if (file.stored) continue;
      const { blob } = file;
      if (!blob) throw new Error(`A file of this item is missing on this device (${file.name}).`);
      const upload = kind.upload ?? uploadOutboxFile;
      const answer = await withTimeout(this.timeoutMs, (signal) => upload({ ...file, blob }, signal));
      await recordUpload(item.id, file.key, answer, this.now());
      stored.set(file.key, answer);
    }
    return stored;
  }
}

function notifyKind(tell: () => void): void {
  try {
    tell();
  } catch (error) {
    console.error('outbox: a kind’s listener failed', error);
  }
}
