import { useCallback, useSyncExternalStore } from 'react';
import { type BehaviorSubject } from 'rxjs';

/** The current value of a shell store (a BehaviorSubject); re-renders when it changes. */
export function useSubject<T>(subject: BehaviorSubject<T>): T {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const subscription = subject.subscribe(onChange);
      return () => subscription.unsubscribe();
    },
    [subject],
  );
  const snapshot = useCallback(() => subject.value, [subject]);
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}
