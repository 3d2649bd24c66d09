import { useCallback, useSyncExternalStore } from 'react';
import { type BehaviorSubject, type Observable } from 'rxjs';

/**
 * A shell store's current value (`read`), re-rendering when `changes` emits. Give stable
 * arguments (module-level functions, fields created once): new ones resubscribe.
 */
export function useStore<T>(changes: Observable<T>, read: () => T): T {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const subscription = changes.subscribe(onChange);
      return () => subscription.unsubscribe();
    },
    [changes],
  );
  return useSyncExternalStore(subscribe, read, read);
}

/** The current value of a shell store that is a BehaviorSubject. */
export function useSubject<T>(subject: BehaviorSubject<T>): T {
  const read = useCallback(() => subject.value, [subject]);
  return useStore(subject, read);
}
