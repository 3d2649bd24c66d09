/** One issue, reloaded when one of its steps reaches the server. */
import { useCallback, useEffect, useState } from 'react';
import { type IssueView, bus, getIssue } from 'shared-contracts';

export function useIssue(id: string | undefined) {
  const [issue, setIssue] = useState<IssueView | null>(null);
  const [error, setError] = useState<string | null>(null);
  const load = useCallback(() => {
    if (!id) return;
    getIssue(id).then(
      (answer) => {
        setIssue(answer);
        setError(null);
      },
      (failure: unknown) => setError(failure instanceof Error ? failure.message : String(failure)),
    );
  }, [id]);
  useEffect(load, [load]);
  useEffect(() => {
    const subscription = bus.on('issue/changed').subscribe((payload) => {
      if (payload.issueId === id) load();
    });
    return () => subscription.unsubscribe();
  }, [id, load]);
  return { issue, error, reload: load };
}
