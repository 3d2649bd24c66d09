/**
 * Renders the page of a remote-owned route: loads the remote's `./routes` module (once), then the
 * page's own chunk. A remote that is down, or a page chunk that fails, shows the Retry page on that
 * route only; the rest of the app keeps working.
 */
import { type ComponentType, startTransition, useEffect, useMemo, useState } from 'react';
import { type RemoteName, type RoutePath } from 'shared-contracts';
import { PageSpinner } from '../app/page-spinner';
import { PageErrorBoundary } from './page-error-boundary';
import { RemoteErrorPage } from './remote-error-page';
import { type ShellRemoteModule, remoteRegistry } from './remote-registry';
import { useRemoteState } from './use-remote-states';

type PageState = { status: 'loading' } | { status: 'ready'; Page: ComponentType } | { status: 'failed' };

/**
 * Loads the page chunk of one route of a loaded remote; `attempt` forces a new try. The loaded page
 * mounts in a transition: React renders it in slices, the spinner showing meanwhile, instead of in
 * one task that leaves a phone unanswering (issue 15).
 */
function usePage(module: ShellRemoteModule | null, path: RoutePath, attempt: number): PageState {
  const key = `${module?.name ?? ''}|${module?.version ?? ''}|${path}|${attempt}`;
  const [state, setState] = useState<{ key: string; page: PageState } | null>(null);
  useEffect(() => {
    if (!module) return;
    const route = module.routes.find((candidate) => candidate.path === path);
    let live = true;
    const load = route ? route.load() : Promise.reject(new Error(`${module.name} declares no page for ${path}`));
    load.then(
      (page) => {
        if (live) startTransition(() => setState({ key, page: { status: 'ready', Page: page.default } }));
      },
      (error: unknown) => {
        console.error(`page ${path} failed to load`, error);
        if (live) startTransition(() => setState({ key, page: { status: 'failed' } }));
      },
    );
    return () => {
      live = false;
    };
  }, [module, path, key]);
  return state?.key === key ? state.page : { status: 'loading' };
}

export function RemotePage({ remote, path }: { remote: RemoteName; path: RoutePath }) {
  const state = useRemoteState(remote);
  const [attempt, setAttempt] = useState(0);
  const module = state.status === 'ready' ? state.module : null;
  const page = usePage(module, path, attempt);
  const Page = page.status === 'ready' ? page.Page : null;
  // The same element while the page is the same: the shell drawing this again (a new location, a
  // session change) leaves the page to its own hooks instead of drawing it all again.
  const content = useMemo(() => Page && <Page />, [Page]);

  useEffect(() => {
    if (state.status === 'idle') void remoteRegistry.load(remote);
  }, [remote, state.status]);

  if (state.status === 'failed') return <RemoteErrorPage reason="unavailable" onRetry={() => remoteRegistry.retry(remote)} />;
  if (!module || page.status === 'loading') return <PageSpinner />;
  if (page.status === 'failed') return <RemoteErrorPage reason="unavailable" onRetry={() => setAttempt((n) => n + 1)} />;
  return (
    <PageErrorBoundary resetKey={`${path}#${attempt}`} onRetry={() => setAttempt((n) => n + 1)}>
      {/* data-remote-version tells which deployment of the remote is on screen (support, e2e). */}
      <div data-remote={remote} data-remote-version={module.version} style={{ display: 'contents' }}>
        {content}
      </div>
    </PageErrorBoundary>
  );
}
