import { startTransition, useEffect, useState } from 'react';

/**
 * How many items of a long list to render: `first` at once, then `step` more a task later, and so
 * on until all `total` are in, each step in a transition. React commits a render whole, so a list
 * of a few hundred components drawn at once is one task of ~100 ms on a phone (issue 15, blocking
 * time); in steps, the first screen comes sooner and each commit is short. The count only grows:
 * a list that is refreshed or grows after the reveal is drawn whole at once.
 */
export function useRevealInSteps(total: number, first: number, step: number): number {
  // Infinity once every item has been in: from then on the list is drawn whole. An empty list (its
  // data still loading) has not been revealed yet.
  const [shown, setShown] = useState(() => (total > 0 && first >= total ? Infinity : first));
  useEffect(() => {
    if (shown >= total) return;
    const later = setTimeout(() => startTransition(() => setShown((count) => (count + step >= total ? Infinity : count + step))));
    return () => clearTimeout(later);
  }, [shown, total, step]);
  return Math.min(shown, total);
}
