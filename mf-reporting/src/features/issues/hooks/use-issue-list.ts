/** One page of issues from the URL's search params (filters survive reload and can be shared). */
import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { type IssueListQuery, type IssuePage, type IssueScope, bus, listIssues } from 'shared-contracts';

export const PAGE_SIZE = 20;

export function queryOf(params: URLSearchParams, scope?: IssueScope): IssueListQuery {
  const text = (name: string) => params.get(name) || undefined;
  return {
    scope: scope ?? (text('scope') as IssueScope | undefined),
    status: text('status'),
    urgency: text('urgency'),
    facility: text('facility'),
    team: text('team'),
    from: text('from'),
    to: text('to'),
    q: text('q'),
    sort: params.get('sort') === 'newest' ? 'newest' : 'due',
    page: Number(params.get('page') ?? 1) || 1,
    limit: PAGE_SIZE,
  };
}

export function useIssueList(scope?: IssueScope) {
  const [params, setParams] = useSearchParams();
  const [answer, setAnswer] = useState<{ key: string; page: IssuePage | null; error: string | null }>({ key: '', page: null, error: null });
  const [tick, setTick] = useState(0);
  // Only what the list asks the api: a form opened over the list (?raise=) does not reload it.
  const asked = new URLSearchParams(params);
  asked.delete('raise');
  const key = `${asked.toString()}|${scope ?? ''}|${tick}`;
  useEffect(() => {
    // An issue raised, changed or escalated here or elsewhere (the live updates put it on the bus) shows at once.
    const subscription = bus.on('issue/changed').subscribe(() => setTick((n) => n + 1));
    return () => subscription.unsubscribe();
  }, []);
  useEffect(() => {
    const controller = new AbortController();
    const search = new URLSearchParams(key.split('|')[0]);
    listIssues(queryOf(search, scope), controller.signal).then(
      (page) => setAnswer({ key, page, error: null }),
      (failure: unknown) => {
        if (controller.signal.aborted) return;
        setAnswer((last) => ({ key, page: last.page, error: failure instanceof Error ? failure.message : String(failure) }));
      },
    );
    return () => controller.abort();
  }, [key, scope]);
  const { page, error } = answer;
  const loading = answer.key !== key;
  const update = useCallback(
    (changes: Record<string, string | undefined>) => {
      const next = new URLSearchParams(params);
      for (const [name, value] of Object.entries(changes)) {
        if (value) next.set(name, value);
        else next.delete(name);
      }
      if (!('page' in changes)) next.delete('page');
      setParams(next, { replace: true });
    },
    [params, setParams],
  );
  return { page, error, loading, params, update, reload: () => setTick((n) => n + 1) };
}
