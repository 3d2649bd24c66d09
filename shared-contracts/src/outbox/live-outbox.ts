/**
 * The outbox as screens see it: Dexie `liveQuery` observables that emit what is stored now and
 * again after every change, in this tab or another. A row or a badge built on them shows what
 * is stored, never what a screen last assumed. Dexie loads with the first subscription.
 */
import { Observable } from 'rxjs';
import type { AppDb } from '../db/app-db';
import { getDb } from '../db/db';
import type { OutboxItem, OutboxOwner } from './outbox-item';
import { listWaitingIn } from './outbox-store';

/** `query` must read through `db` only: an await of anything else hides later reads from liveQuery. */
function watch<T>(query: (db: AppDb) => Promise<T>): Observable<T> {
  return new Observable<T>((subscriber) => {
    let inner: { unsubscribe(): void } | null = null;
    let closed = false;
    Promise.all([getDb(), import('../db/app-db')]).then(
      ([db, { liveQuery }]) => {
        if (closed) return;
        inner = liveQuery(() => query(db)).subscribe({ next: (value) => subscriber.next(value), error: (error: unknown) => subscriber.error(error) });
      },
      (error: unknown) => subscriber.error(error),
    );
    return () => {
      closed = true;
      inner?.unsubscribe();
    };
  });
}

/** The owner's items on their way (queued, sending, needing attention), oldest first; of one kind if given. */
export function watchWaiting(owner: OutboxOwner, kind?: string): Observable<OutboxItem[]> {
  return watch((db) => listWaitingIn(db, owner, kind));
}

/** One item as stored (null once discarded, or never stored). */
export function watchOutboxItem(id: string): Observable<OutboxItem | null> {
  return watch(async (db) => (await db.outbox.get(id)) ?? null);
}
