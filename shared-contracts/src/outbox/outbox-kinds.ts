/**
 * The kinds of outbox item and how each is sent. A new offline action (an issue action, a ticket
 * or task change, an ad-hoc request change, a profile picture) is one `registerOutboxKind` call
 * by the package that owns it, not a new queue: the outbox stores it, uploads its files once, and
 * the one drainer sends it with the same retries, backoff and states as every other kind.
 */
import { uploadMedia } from '../api/endpoints/uploads';
import type { UploadedFile } from '../schemas/uploaded-file';
import type { OutboxBlob, OutboxItem } from './outbox-item';

export interface OutboxSendContext<Body> {
  /** The item as stored when this attempt began (its body is never null here). */
  item: OutboxItem<Body> & { body: Body };
  /** Every file of the item, stored on the server, by its key. */
  stored: ReadonlyMap<string, UploadedFile>;
  /** Aborts the call when the attempt takes too long. */
  signal: AbortSignal;
}

export interface OutboxKind<Body = unknown> {
  kind: string;
  /**
   * Sends the item once its files are stored. Resolves only when the server acknowledged it;
   * throws an ApiError (the drainer decides from its status) or an OutboxRefusal otherwise.
   */
  send(context: OutboxSendContext<Body>): Promise<void>;
  /** Stores one file; POST /uploads (field media) unless the kind uploads elsewhere. */
  upload?(file: OutboxBlob & { blob: Blob }, signal: AbortSignal): Promise<UploadedFile>;
  /** Told after the item changed state, to tell other screens (bus events); never throws into the drainer. */
  onDone?(item: OutboxItem<Body>): void;
  onNeedsAttention?(item: OutboxItem<Body>, message: string): void;
  onDiscarded?(item: OutboxItem<Body>): void;
}

/**
 * The server answered and the answer says the item was not (fully) taken: a retry will not change
 * it, so the item waits for the user with this message.
 */
export class OutboxRefusal extends Error {
  override readonly name = 'OutboxRefusal';
}

const kinds = new Map<string, OutboxKind<never>>();

/** Registers (or replaces, for a newer build of the same remote) how a kind is sent. */
export function registerOutboxKind<Body>(kind: OutboxKind<Body>): void {
  kinds.set(kind.kind, kind as OutboxKind<never>);
}

/** The kind's definition, or undefined while its package has not registered it (its items wait). */
export function outboxKind(name: string): OutboxKind<unknown> | undefined {
  return kinds.get(name) as OutboxKind<unknown> | undefined;
}

export async function uploadOutboxFile(file: OutboxBlob & { blob: Blob }, signal: AbortSignal): Promise<UploadedFile> {
  const [stored] = await uploadMedia([{ blob: file.blob, name: file.name }], { signal });
  if (!stored) throw new OutboxRefusal(`The server did not store ${file.name}.`);
  return stored;
}
