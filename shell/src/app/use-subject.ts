import { useCallback, useSyncExternalStore } from 'react';
import { type Observable } from 'rxjs';
import { type ReadableState } from 'shared-contracts';

/**
 * A shell store's current value (`read`, or a part of it), re-rendering when `changes` emits and
 * what `read` answers is another object. Give stable arguments (module-level functions, fields
 * created once): new ones resubscribe.
 */
export function useStore<T>(changes: Observable<unknown>, read: () => T): T {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const subscription = changes.subscribe(onChange);
      return () => subscription.unsubscribe();
    },
    [changes],
  );
  return useSyncExternalStore(subscribe, read, read);
}

/** The current value of an owned state's read side (shared-contracts ownedState). */
export function useSubject<T>(subject: ReadableState<T>): T {
  const read = useCallback(() => subject.value, [subject]);
  return useStore(subject, read);
}
