/**
 * The outbox as React sees it: what is stored, re-rendered after every change in this tab or
 * another (shared-contracts' liveQuery observables). Lists, rows and badges use these, so they
 * never show a state the database no longer holds.
 */
import { startTransition, useEffect, useState } from 'react';
import { type OutboxItem, watchOutboxItem, watchWaiting } from 'shared-contracts';
import { useSessionUser } from './use-session';

/** `undefined` until the first answer, then the latest, rendered in a transition (a list can be long). */
function useWatched<T>(watch: (() => { subscribe(next: (value: T) => void): { unsubscribe(): void } }) | null, key: string): T | undefined {
  const [state, setState] = useState<{ key: string; value: T } | null>(null);
  useEffect(() => {
    if (!watch) return undefined;
    const subscription = watch().subscribe((value) => startTransition(() => setState({ key, value })));
    return () => subscription.unsubscribe();
    // `key` names what `watch` reads: a new key is a new subscription.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return state?.key === key ? state.value : undefined;
}

/**
 * The signed-in user's items still on their way in this organisation (of one kind if given),
 * oldest first; `undefined` while loading, `[]` when signed out.
 */
export function useWaitingOutbox(kind?: string): OutboxItem[] | undefined {
  const user = useSessionUser();
  const owner = user?.organization ? { userId: user._id, organizationId: user.organization } : null;
  const key = owner ? `${owner.userId}|${owner.organizationId}|${kind ?? ''}` : 'signed-out';
  const items = useWatched(owner ? () => watchWaiting(owner, kind) : null, key);
  return owner ? items : [];
}

/** One item as stored: `undefined` while loading, `null` when there is none (never stored, or discarded). */
export function useOutboxItem(id: string | null): OutboxItem | null | undefined {
  const item = useWatched(id ? () => watchOutboxItem(id) : null, id ?? 'none');
  return id ? item : null;
}
