/**
 * When the first page the user opened has rendered. Work that can wait - the remotes' background
 * work (upload queues, the shift start check) - starts after it, so that on a phone it does not
 * share the main thread with the first screen (issue 15: downloading and starting two remotes took
 * about 0.4 s of a 4x-slowed CPU before the home page's greeting).
 */

/** Background work starts at the latest this long after start, whether or not a page has rendered. */
export const FIRST_PAGE_LIMIT_MS = 4000;
/** Once the page has rendered, how long to wait for an idle moment at most. */
export const IDLE_LIMIT_MS = 1000;

let shown: () => void = () => undefined;
const firstPage = new Promise<void>((resolve) => {
  shown = resolve;
});

/** RouteView calls this when a page has rendered (only the first call counts). */
export function markFirstPageShown(): void {
  shown();
}

function idle(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(() => resolve(), { timeout: IDLE_LIMIT_MS });
    else setTimeout(resolve, 0);
  });
}

/** Resolves at an idle moment after the first page has rendered, or after FIRST_PAGE_LIMIT_MS. */
export function afterFirstPage(): Promise<void> {
  return Promise.race([firstPage, new Promise<void>((resolve) => setTimeout(resolve, FIRST_PAGE_LIMIT_MS))]).then(idle);
}
