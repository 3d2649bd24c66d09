/**
 * The open event streams of this api node (GET /events) and who hears what: a notification its
 * user, an issue change or an upload every member of the organisation. With several api nodes
 * (issue 22) `connect` fans every message out through PostgreSQL LISTEN/NOTIFY: each node, this one
 * included, delivers what it hears to its own streams, so a user's stream on node B hears what was
 * done on node A, and a logout on A ends the session's streams on B.
 */
import type { LiveEvent } from 'shared-contracts/schemas';
import type { Database } from '../db/client';

/** The NOTIFY channel of live messages. */
export const LIVE_CHANNEL = 'facilityops_live';
/** PostgreSQL refuses NOTIFY payloads of 8000 bytes or more. */
const MAX_NOTIFY_BYTES = 7900;

type LiveMessage =
  | { to: 'user'; userId: string; organizationId: string; event: LiveEvent }
  | { to: 'organization'; organizationId: string; event: LiveEvent }
  | { to: 'session'; sessionId: string }
  /** Data changed in an organisation (null: any); caches drop what they computed before (services/facility-list-cache.ts). */
  | { to: 'caches'; organizationId: string | null; node: string };

export interface LiveListener {
  userId: string;
  organizationId: string;
  sessionId: string;
  send(event: LiveEvent): void;
  close(): void;
}

export class LiveHub {
  private readonly listeners = new Set<LiveListener>();
  private publish: ((message: LiveMessage) => void) | null = null;
  private readonly dataListeners = new Set<(organizationId: string | null, node: string) => void>();

  /**
   * From now on messages go through the database's NOTIFY and are delivered when heard; answers
   * the function that stops. A message NOTIFY cannot carry (too large, the database unreachable)
   * still reaches this node's streams, and `onError` hears why.
   */
  async connect(database: Pick<Database, 'listen' | 'notify'>, onError: (error: unknown) => void): Promise<() => Promise<void>> {
    const stop = await database.listen(LIVE_CHANNEL, (payload) => {
      try {
        this.deliver(JSON.parse(payload) as LiveMessage);
      } catch (error) {
        onError(error);
      }
    });
    this.publish = (message) => {
      const payload = JSON.stringify(message);
      if (Buffer.byteLength(payload) > MAX_NOTIFY_BYTES) {
        this.deliver(message);
        onError(new Error(`a live message of ${Buffer.byteLength(payload)} bytes went to this node's streams only`));
        return;
      }
      database.notify(LIVE_CHANNEL, payload).catch((error: unknown) => {
        this.deliver(message);
        onError(error);
      });
    };
    return async () => {
      this.publish = null;
      await stop();
    };
  }

  add(listener: LiveListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  get size(): number {
    return this.listeners.size;
  }

  toUser(userId: string, organizationId: string, event: LiveEvent): void {
    this.send({ to: 'user', userId, organizationId, event });
  }

  toOrganization(organizationId: string, event: LiveEvent): void {
    this.send({ to: 'organization', organizationId, event });
  }

  /** Logout: the session's streams end now, not when their ticket would have let them. */
  closeSession(sessionId: string): void {
    this.send({ to: 'session', sessionId });
  }

  /** Tells every node's caches (this one's too) that data changed; `node` names the sender. */
  dataChanged(organizationId: string | null, node: string): void {
    this.send({ to: 'caches', organizationId, node });
  }

  onDataChanged(listener: (organizationId: string | null, node: string) => void): () => void {
    this.dataListeners.add(listener);
    return () => this.dataListeners.delete(listener);
  }

  private send(message: LiveMessage): void {
    if (this.publish) this.publish(message);
    else this.deliver(message);
  }

  private deliver(message: LiveMessage): void {
    if (message.to === 'caches') {
      for (const listener of [...this.dataListeners]) listener(message.organizationId, message.node);
      return;
    }
    for (const listener of [...this.listeners]) {
      if (message.to === 'session') {
        if (listener.sessionId === message.sessionId) listener.close();
      } else if (listener.organizationId === message.organizationId && (message.to === 'organization' || listener.userId === message.userId)) {
        listener.send(message.event);
      }
    }
  }

  closeAll(): void {
    for (const listener of [...this.listeners]) listener.close();
  }
}
