/**
 * Answers that many callers ask again and again, kept on this api node as JSON text with its brotli
 * and gzip bytes (issue 15): the facility list per organisation and user (asked by every app of a
 * shift, on every refresh) and the organisation's checklists. A kept answer costs the sign-in check
 * and no more; sign-in, revocation and permissions are checked on every request before it is asked.
 *
 * An entry is served while all of these hold:
 * - no write since it was computed: every request that is not a read (report submit, shift, mapping,
 *   facility, checklist, location or facility-type edits, anything) moves the organisation's
 *   generation on this node before its answer leaves, and on the other api nodes through the
 *   LiveHub's NOTIFY (issue 22); a write with no caller's organisation moves every organisation's;
 * - the clock has not reached the next instant at which the answer changes by itself (a window
 *   ends, an inspection falls due, a shift starts or ends: `listChangesAt`);
 * - it is younger than CACHE_TTL_MS: what bounds a NOTIFY missed while a LISTEN connection was down.
 */
import { randomUUID } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Facility } from 'shared-contracts/schemas';
import type { LiveHub } from '../push/live-hub';
import type { ShiftRow } from './user-shifts';

/** The longest an entry is served (wall clock). */
export const CACHE_TTL_MS = 10_000;
/** The JSON text kept at most, over all entries (the oldest go first). */
const MAX_CACHED_CHARS = 64 * 1024 * 1024;
/** As @fastify/compress (server.ts): smaller answers go out as they are. */
const COMPRESS_THRESHOLD = 1024;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** user-shifts.ts's listing window: a shift is listed from this long before it starts… */
const LISTED_AHEAD_MS = 7 * DAY;
/** …until this long after it ended. */
const LISTED_AFTER_MS = 3 * DAY;

type Encoding = 'br' | 'gzip';

/** What a computation answers: the JSON text and the instant it changes by itself (listChangesAt). */
export interface Computed {
  json: string;
  changesAt: number;
}

export interface Entry {
  generation: number;
  /** The organisation's clock (ctx.now) when computed, and the instant the answer changes by itself. */
  computedAt: number;
  changesAt: number;
  /** Wall clock: when the entry expires whatever happens. */
  expiresAt: number;
  json: string;
  encoded: Partial<Record<Encoding, Buffer>>;
}

export class AnswerCache {
  private readonly entries = new Map<string, Entry>();
  private readonly generations = new Map<string, number>();
  /** Moves when a write names no organisation: every organisation's entries go. */
  private everyGeneration = 0;
  private cachedChars = 0;
  private readonly node = randomUUID();
  private hub: LiveHub | null = null;
  private readonly unannounced = new Set<string | null>();
  private readonly running = new Map<string, { generation: number; promise: Promise<Entry> }>();

  constructor(private readonly wallClock: () => number = Date.now) {}

  /** Hears the other api nodes' writes (and tells them this node's) through the LiveHub. */
  listen(hub: LiveHub): void {
    this.hub = hub;
    hub.onDataChanged((organizationId, node) => {
      if (node !== this.node) this.forget(organizationId);
    });
  }

  /** The organisation's generation: read it BEFORE reading the data an entry is made of. */
  generation(organizationId: string): number {
    return this.everyGeneration + (this.generations.get(organizationId) ?? 0);
  }

  /** A write happened in the organisation (null: in any); entries computed before it are not served. */
  changed(organizationId: string | null): void {
    this.forget(organizationId);
    if (!this.hub) return;
    // The other nodes hear once per turn of the event loop and organisation, not once per write.
    if (this.unannounced.size === 0) setImmediate(() => this.announce());
    this.unannounced.add(organizationId);
  }

  private announce(): void {
    const changed = this.unannounced.has(null) ? [null] : [...this.unannounced];
    this.unannounced.clear();
    for (const organizationId of changed) this.hub?.dataChanged(organizationId, this.node);
  }

  /**
   * The answer `key` of the organisation at `now`: the kept one while it holds, else `compute`d once
   * for every caller that asks meanwhile (not 200 at once when an entry lapses under load).
   * `compute` reads its data after this reads the generation; an answer whose changesAt is not
   * after `now` is sent but not kept.
   */
  async answer(organizationId: string, key: string, now: Date, compute: () => Promise<Computed>): Promise<Entry> {
    const cacheKey = keyOf(organizationId, key);
    const time = now.getTime();
    const kept = this.entries.get(cacheKey);
    if (kept && kept.generation === this.generation(organizationId) && this.holdsAt(kept, time) && this.wallClock() < kept.expiresAt) return kept;
    if (kept) this.drop(cacheKey);
    const generation = this.generation(organizationId);
    const running = this.running.get(cacheKey);
    if (running && running.generation === generation) {
      const shared = await running.promise;
      if (this.holdsAt(shared, time)) return shared;
    }
    const promise = compute().then(({ json, changesAt }) => this.keep(organizationId, cacheKey, generation, time, changesAt, json));
    this.running.set(cacheKey, { generation, promise });
    try {
      return await promise;
    } finally {
      if (this.running.get(cacheKey)?.promise === promise) this.running.delete(cacheKey);
    }
  }

  private holdsAt(entry: Entry, time: number): boolean {
    return time >= entry.computedAt && time < entry.changesAt;
  }

  private keep(organizationId: string, cacheKey: string, generation: number, time: number, changesAt: number, json: string): Entry {
    const entry: Entry = { generation, computedAt: time, changesAt, expiresAt: this.wallClock() + CACHE_TTL_MS, json, encoded: {} };
    // Kept only if it holds a while, it fits, and no write came while it was computed.
    if (changesAt <= time || json.length > MAX_CACHED_CHARS || generation !== this.generation(organizationId)) return entry;
    this.drop(cacheKey);
    this.entries.set(cacheKey, entry);
    this.cachedChars += json.length;
    for (const oldest of this.entries.keys()) {
      if (this.cachedChars <= MAX_CACHED_CHARS) break;
      this.drop(oldest);
    }
    return entry;
  }

  get size(): number {
    return this.entries.size;
  }

  private forget(organizationId: string | null): void {
    if (organizationId === null) this.everyGeneration += 1;
    else this.generations.set(organizationId, (this.generations.get(organizationId) ?? 0) + 1);
  }

  private drop(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.cachedChars -= entry.json.length;
  }
}

const keyOf = (organizationId: string, key: string) => `${organizationId}\u0000${key}`;

/**
 * Every request that is not a read moves the generation before its answer is sent (so the caller's
 * next read on any node that heard it is fresh): the caller's organisation, or every organisation
 * when the call names organisations in its path (/organizations/{id}/…) or has no signed-in caller.
 * A request the guard turned away wrote nothing.
 */
export function installAnswerInvalidation(app: FastifyInstance, cache: AnswerCache): void {
  app.addHook('onSend', async (request, reply) => {
    if (request.method === 'GET' || request.method === 'HEAD' || request.method === 'OPTIONS') return;
    if (!request.auth && [401, 403, 429].includes(reply.statusCode)) return;
    const organizationId = request.auth && !request.url.startsWith('/organizations/') ? request.auth.organizationId : null;
    cache.changed(organizationId);
  });
}

/**
 * The first instant after `now` at which the answer would change with no write: a timeline entry's
 * window opens or ends (todo to N/A, overdue), a facility's last check is an interval old (done to
 * todo), or one of the user's shifts starts, ends or enters or leaves the listed window (which shift
 * is active). Each instant and the millisecond after it, for the rules that compare with > and >=.
 */
export function listChangesAt(list: readonly Facility[], shifts: readonly Pick<ShiftRow, 'expectedInTime' | 'expectedOutTime'>[], now: Date): number {
  const time = now.getTime();
  let next = Number.POSITIVE_INFINITY;
  const consider = (instant: number) => {
    for (const candidate of [instant, instant + 1]) if (candidate > time && candidate < next) next = candidate;
  };
  for (const shift of shifts) {
    const expectedIn = shift.expectedInTime.getTime();
    const expectedOut = shift.expectedOutTime.getTime();
    [expectedIn, expectedOut, expectedIn - LISTED_AHEAD_MS, expectedOut + LISTED_AFTER_MS].forEach(consider);
  }
  for (const facility of list) {
    for (const entry of facility.timeline) consider(Date.parse(entry.expectedTime));
    if (facility.lastChecked) consider(Date.parse(facility.lastChecked) + (facility.interval ?? 1) * HOUR);
  }
  return next;
}

/** The encodings this cache serves itself: a plain Accept-Encoding list (no weights), br first as the compress plugin prefers. */
function plainEncoding(request: FastifyRequest): Encoding | null {
  const header = request.headers['accept-encoding'];
  if (typeof header !== 'string' || header.includes(';') || header.includes('*')) return null;
  const listed = header
    .toLowerCase()
    .split(',')
    .map((token) => token.trim());
  if (listed.includes('br')) return 'br';
  if (listed.includes('gzip') || listed.includes('x-gzip')) return 'gzip';
  return null;
}

/**
 * Sends an entry: its compressed bytes (made once) when the caller takes br or gzip plainly, else its
 * text, which the compress plugin then treats as any answer. Headers as the plugin sets them.
 */
export function sendEntry(request: FastifyRequest, reply: FastifyReply, entry: Entry): FastifyReply {
  reply.header('content-type', 'application/json; charset=utf-8');
  const encoding = entry.json.length >= COMPRESS_THRESHOLD && request.headers['x-no-compression'] === undefined ? plainEncoding(request) : null;
  if (!encoding) return reply.send(entry.json);
  const bytes = (entry.encoded[encoding] ??=
    encoding === 'br' ? brotliCompressSync(entry.json, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } }) : gzipSync(entry.json));
  const vary = reply.getHeader('vary');
  const varies = [vary ?? []].flat().map(String);
  if (!varies.some((value) => value.includes('accept-encoding'))) reply.header('vary', [...varies, 'accept-encoding'].join(', '));
  reply.header('content-encoding', encoding);
  reply.header('content-length', bytes.length);
  return reply.send(bytes);
}
