/**
 * The signed-in user's shifts, for the page and the background start check alike: loads them
 * (from the cache when offline or unreachable), starts and ends them (then refreshes, spec 000 §4),
 * and publishes the active shift for the other remotes.
 */
import {
  ApiError,
  type CacheOwner,
  type Shift,
  type ShiftStatus,
  activeShiftStateOf,
  bus,
  connectivity,
  deviceFingerprint,
  dueStartChecks,
  endShift,
  findActiveShift,
  getUserShifts,
  isApiError,
  publishActiveShift,
  readCachedAnswer,
  shiftAt,
  shiftListSchema,
  startCheckKey,
  startShift,
  writeCachedAnswer,
  ownedState,
} from 'shared-contracts';

/** Whose shifts the store holds (the api cache's owner of the entry). */
export type ShiftsOwner = CacheOwner;

/** The api cache entry of GET /users/shifts, per owner. */
const SHIFTS_KEY = '/users/shifts';

export type ShiftAction = 'start' | 'end';

export interface ShiftsState {
  owner: ShiftsOwner | null;
  shifts: Shift[] | null;
  loading: boolean;
  error: unknown;
  /** When the list was answered by the server. */
  fetchedAt: number | null;
  /** The list comes from this device's cache (offline or server unreachable). */
  fromCache: boolean;
  busy: { shiftId: string; action: ShiftAction } | null;
}

export type ActionResult = { ok: true } | { ok: false; reason: 'offline' } | { ok: false; reason: 'failed'; error: unknown };

export interface ShiftStoreOptions {
  now?: () => number;
  offline?: () => boolean;
  userAgent?: () => string;
}

const initial: ShiftsState = { owner: null, shifts: null, loading: false, error: undefined, fetchedAt: null, fromCache: false, busy: null };

export class ShiftStore {
  private readonly owned = ownedState<ShiftsState>(initial);
  /** Read it here; the store's own methods are its only writers. */
  readonly state = this.owned.readable;
  private readonly refreshedInTimes = new Set<string>();
  private readonly now: () => number;
  private readonly offline: () => boolean;
  private readonly userAgent: () => string;
  private generation = 0;

  constructor(options: ShiftStoreOptions = {}) {
    this.now = options.now ?? Date.now;
    this.offline = options.offline ?? (() => connectivity.isOffline());
    this.userAgent = options.userAgent ?? (() => (typeof navigator === 'undefined' ? '' : navigator.userAgent));
  }

  get snapshot(): ShiftsState {
    return this.state.value;
  }

  /** Follows the signed-in user; another user (or nobody) starts from an empty state. */
  follow(owner: ShiftsOwner | null): void {
    const current = this.snapshot.owner;
    if (current?.userId === owner?.userId && current?.organizationId === owner?.organizationId) return;
    this.generation += 1;
    this.refreshedInTimes.clear();
    this.owned.set({ ...initial, owner });
  }

  async refresh(): Promise<void> {
    const owner = this.snapshot.owner;
    if (!owner) return;
    const generation = this.generation;
    this.patch({ loading: true });
    try {
      if (this.offline()) {
        await this.fromCache(owner, generation, undefined);
        return;
      }
      const shifts = await getUserShifts();
      if (generation !== this.generation) return;
      const fetchedAt = this.now();
      this.patch({ shifts, loading: false, error: undefined, fetchedAt, fromCache: false });
      // The same entry as cachedGet('/users/shifts'), so mf-reporting reads it too.
      await writeCachedAnswer(SHIFTS_KEY, shifts, fetchedAt, owner);
      await this.publishActive();
    } catch (error) {
      console.error('mf-shifts: could not load the shifts', error);
      // Unreachable: the cached list is still true enough to show, aged by the clock.
      if (isApiError(error) && error.kind === 'network') await this.fromCache(owner, generation, error);
      else if (generation === this.generation) this.patch({ loading: false, error });
    }
  }

  /** Spec 000 §4: PUT start with fingerPrint and userAgent, then refresh. Needs the server. */
  startShift(shiftId: string): Promise<ActionResult> {
    return this.act(shiftId, 'start', async () => {
      await startShift(shiftId, { fingerPrint: deviceFingerprint(), userAgent: this.userAgent() });
      bus.emit('shift/started', { shiftId });
    });
  }

  /** Spec 000 §4: PUT end (the page asks for confirmation first), then refresh. Needs the server. */
  endShift(shiftId: string): Promise<ActionResult> {
    return this.act(shiftId, 'end', async () => {
      await endShift(shiftId);
      bus.emit('shift/ended', { shiftId });
    });
  }

  /**
   * The 10-second start check (spec 000 §4): refreshes the shifts when the clock reaches a shift's
   * expected in-time, once per in-time. Offline there is no server to ask; the statuses are aged
   * on the device instead, so an upcoming shift still turns late for every remote.
   */
  async tick(): Promise<void> {
    const shifts = this.snapshot.shifts;
    // While a refresh runs the list is about to change: publishing it now could undo newer news.
    if (!shifts || this.snapshot.loading) return;
    const due = dueStartChecks(shifts, this.now(), this.refreshedInTimes);
    if (due.length > 0 && !this.offline()) {
      for (const shift of due) this.refreshedInTimes.add(startCheckKey(shift));
      await this.refresh();
      return;
    }
    await this.publishActive();
  }

  /** The shifts as they stand now (statuses aged by the clock). */
  shiftsNow(): (Shift & { status: ShiftStatus })[] | null {
    const now = this.now();
    return this.snapshot.shifts?.map((shift) => shiftAt(shift, now)) ?? null;
  }

  private async act(shiftId: string, action: ShiftAction, call: () => Promise<void>): Promise<ActionResult> {
    // Offline the server cannot record it: say so and change nothing (no queued start or end).
    if (this.offline()) return { ok: false, reason: 'offline' };
    if (this.snapshot.busy) return { ok: false, reason: 'failed', error: new Error('Another shift action is running.') };
    this.patch({ busy: { shiftId, action } });
    try {
      await call();
    } catch (error) {
      console.error(`mf-shifts: could not ${action} the shift`, error);
      this.patch({ busy: null });
      return { ok: false, reason: 'failed', error };
    }
    await this.refresh();
    this.patch({ busy: null });
    return { ok: true };
  }

  private async fromCache(owner: ShiftsOwner, generation: number, error: unknown): Promise<void> {
    const cached = await readCachedAnswer(SHIFTS_KEY, shiftListSchema, owner);
    if (generation !== this.generation) return;
    if (cached) this.patch({ shifts: cached.data, fetchedAt: cached.fetchedAt, fromCache: true, loading: false, error: undefined });
    else this.patch({ loading: false, error: error ?? new ApiError('network', 'Cannot reach the server. Check your connection.', 0) });
    if (cached) await this.publishActive();
  }

  private async publishActive(): Promise<void> {
    const { owner } = this.snapshot;
    const shifts = this.shiftsNow();
    if (!owner || !shifts) return;
    const active = findActiveShift(shifts);
    await publishActiveShift(activeShiftStateOf(owner.userId, owner.organizationId, active));
  }

  protected patch(patch: Partial<ShiftsState>): void {
    this.owned.set({ ...this.snapshot, ...patch });
  }
}

/** The one store of this page: the page and the background check share it. */
export const shiftStore = new ShiftStore();
