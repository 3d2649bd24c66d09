/**
 * The open event streams of this api node (GET /events) and who hears what: a notification its
 * user, an issue change or an upload every member of the organisation. One node's streams only;
 * fanning out across nodes (PostgreSQL LISTEN/NOTIFY) would publish into each node's hub.
 */
import type { LiveEvent } from 'shared-contracts/schemas';

export interface LiveListener {
  userId: string;
  organizationId: string;
  sessionId: string;
  send(event: LiveEvent): void;
  close(): void;
}

export class LiveHub {
  private readonly listeners = new Set<LiveListener>();

  add(listener: LiveListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  get size(): number {
    return this.listeners.size;
  }

  toUser(userId: string, organizationId: string, event: LiveEvent): void {
    for (const listener of this.listeners) if (listener.userId === userId && listener.organizationId === organizationId) listener.send(event);
  }

  toOrganization(organizationId: string, event: LiveEvent): void {
    for (const listener of this.listeners) if (listener.organizationId === organizationId) listener.send(event);
  }

  /** Logout: the session's streams end now, not when their ticket would have let them. */
  closeSession(sessionId: string): void {
    for (const listener of [...this.listeners]) if (listener.sessionId === sessionId) listener.close();
  }

  closeAll(): void {
    for (const listener of [...this.listeners]) listener.close();
  }
}
