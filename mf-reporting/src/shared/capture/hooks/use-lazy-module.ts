import { useEffect, useState } from 'react';

export type LazyModule<T> = { status: 'loading' } | { status: 'ready'; module: T } | { status: 'failed'; error: unknown };

/**
 * A module loaded with a dynamic import once `active` turns true (the zxing wasm, pica, the voice
 * tools), so none of them is part of a page's first load. Loaded once, then kept.
 */
export function useLazyModule<T>(active: boolean, load: () => Promise<T>): LazyModule<T> {
  const [state, setState] = useState<LazyModule<T>>({ status: 'loading' });
  const [wanted, setWanted] = useState(active);
  if (active && !wanted) setWanted(true);

  useEffect(() => {
    if (!wanted) return undefined;
    let current = true;
    load().then(
      (module) => current && setState({ status: 'ready', module }),
      (error: unknown) => {
        console.error('loading a capture tool failed', error);
        if (current) setState({ status: 'failed', error });
      },
    );
    return () => {
      current = false;
    };
    // `load` is a module-level import function; only the first activation matters.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [wanted]);

  return state;
}
