/**
 * One owner per piece of state (STYLE.md, "State and writes"): the module that creates an owned
 * state keeps its writer to itself and exports only `readable`, an observable that replays the
 * current value and carries it as `.value`. Everyone else reads; to change it they call the owner.
 * Lint forbids a bare BehaviorSubject anywhere else, so this is the one pattern for held state.
 */
import { BehaviorSubject, type Observable, distinctUntilChanged } from 'rxjs';

/** The read side: subscribe (the current value first, then each change) or read `.value`. */
export type ReadableState<T> = Observable<T> & { readonly value: T };

/** The write side, kept by the owning module. */
export interface OwnedState<T> {
  readonly readable: ReadableState<T>;
  readonly value: T;
  set(next: T): void;
  update(change: (current: T) => T): void;
}

export function ownedState<T>(initial: T, equals: (a: T, b: T) => boolean = Object.is): OwnedState<T> {
  const subject = new BehaviorSubject<T>(initial);
  // asObservable first: a Subject's own pipe() returns a subject whose next() would write through.
  const readable = subject.asObservable().pipe(distinctUntilChanged(equals)) as ReadableState<T>;
  Object.defineProperty(readable, 'value', { get: () => subject.value, enumerable: true });
  const set = (next: T) => {
    if (!equals(subject.value, next)) subject.next(next);
  };
  return {
    readable,
    get value() {
      return subject.value;
    },
    set,
    update: (change) => set(change(subject.value)),
  };
}
