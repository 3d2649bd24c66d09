/**
 * Issue 15's page walk: every page of the route table (spec 001 §2.1), each opened by a seeded user
 * who may open it (public pages signed out), on a phone, and on every page
 *  - every visible button and link is hit-testable: nothing fixed covers it (fixtures/hit-test.ts);
 *  - axe-core finds no serious or critical violation.
 *
 * A look is a size, a theme and a language. `PAGE_WALK=full` (`pnpm --filter e2e walk:full`) walks
 * all eight looks with both checks (about 7 minutes). The e2e run and `pnpm --filter e2e walk` walk
 * four (about 3 minutes): the hit-test in each of the four layouts (both widths in both languages:
 * Hindi labels are longer and wrap; the theme changes colours only, not layout), and axe on every page at 412 light en-US, 412 dark Hindi
 * and 360 light Hindi (contrast changes with the theme; names and lang with the language).
 *
 * All looks are tests of this one file. In the e2e run it is a solo spec (scripts/run-shards.mjs): it
 * runs on its own after its shard's other files, on fresh servers and the freshly seeded database, so
 * it walks the seed's data whatever the split (in the suite's data, each new split showed it one more
 * finding that depended on what earlier specs had made; each was fixed). Each look is one browser
 * context; a user signs in once per look (a token from the api) and the pages after the first are opened inside
 * the running app.
 */
import { type APIRequestContext, expect, test } from '@playwright/test';
import { type RoutePath, canOpenPath, routePaths, routeTable } from 'shared-contracts/routes';
import { addressOf, publicLinkTokens } from '../fixtures/addresses';
import { apiGet, apiToken } from '../fixtures/api';
import { PHONE_SIZES, coveredControls } from '../fixtures/hit-test';
import { type Look, axeFindings, loadAs, lookName, navigateInApp, openLook, settled } from '../fixtures/page-walk';
import { users } from '../fixtures/session';

interface Walk extends Look {
  hitTest: boolean;
  axe: boolean;
}

const [small, large] = PHONE_SIZES;
const full = process.env.PAGE_WALK === 'full';
const walks: Walk[] = full
  ? PHONE_SIZES.flatMap((size) =>
      (['light', 'dark'] as const).flatMap((theme) => (['en-US', 'hi'] as const).map((language) => ({ size, theme, language, hitTest: true, axe: true }))),
    )
  : [
      { size: large, theme: 'light', language: 'en-US', hitTest: true, axe: true },
      { size: large, theme: 'dark', language: 'hi', hitTest: true, axe: true },
      { size: small, theme: 'light', language: 'hi', hitTest: true, axe: true },
      { size: small, theme: 'dark', language: 'en-US', hitTest: true, axe: false },
    ];

/** Who opens a route: the first of these whose permissions hold all of the route's (the reporter's view first). */
const preference: string[] = [users.reporter, users.fixer, users.desk, users.manager, users.admin, users.sysadmin];

const isPublic = (path: RoutePath) => routeTable[path].layout === 'bare' && (path.startsWith('/auth/') || path.startsWith('/public/'));

interface Plan {
  tokens: Record<string, string>;
  /** The pages in visiting order, grouped by who opens them (null: signed out). */
  byUser: { user: string | null; addresses: string[] }[];
}

let planned: Promise<Plan> | undefined;

/** Signs every user in once (a token from the api) and decides who opens which page. */
function plan(request: APIRequestContext): Promise<Plan> {
  planned ??= (async () => {
    const tokens: Record<string, string> = {};
    const permissions: Record<string, string[]> = {};
    for (const user of preference) {
      tokens[user] = await apiToken(request, user);
      permissions[user] = (await apiGet<{ permissions: string[] }>(request, tokens[user], '/auth/permissions')).permissions;
    }
    const links = await publicLinkTokens(request, tokens[users.manager] ?? '');
    const byUser = [null, ...preference].map((user) => ({ user, addresses: [] as string[] }));
    for (const path of routePaths) {
      const address = addressOf(path, links);
      const user = isPublic(path) ? null : preference.find((candidate) => canOpenPath(permissions[candidate] ?? [], address));
      if (user === undefined) throw new Error(`no seeded user may open ${path}`);
      byUser.find((group) => group.user === user)?.addresses.push(address);
    }
    return { tokens, byUser: byUser.filter((group) => group.addresses.length > 0) };
  })();
  return planned;
}

for (const walk of walks) {
  const name = lookName(walk);
  const checks = [walk.hitTest ? 'nothing covers a control' : '', walk.axe ? 'axe finds nothing serious' : ''].filter(Boolean).join(', ');
  test(`${name}: every page: ${checks}`, async ({ browser, request }) => {
    test.setTimeout(full ? 900_000 : 300_000);
    const { tokens, byUser } = await plan(request);
    const { context, page } = await openLook(browser, walk, walk.axe);
    const findings: string[] = [];
    const started = Date.now();
    let pages = 0;
    for (const { user, addresses } of byUser) {
      for (const [index, address] of addresses.entries()) {
        if (index === 0) await loadAs(page, user ? (tokens[user] ?? null) : null, address);
        else await navigateInApp(page, address);
        const where = `${address} [${user ?? 'signed out'}]`;
        if (!(await settled(page))) test.info().annotations.push({ type: 'not settled in 10 s', description: where });
        pages += 1;
        if (walk.hitTest) for (const line of await coveredControls(page)) findings.push(`${where} covered: ${line}`);
        if (walk.axe) for (const line of await axeFindings(page)) findings.push(`${where} axe ${line}`);
      }
    }
    const seconds = Math.round((Date.now() - started) / 1000);
    test.info().annotations.push({ type: 'walk', description: `${name}: ${pages} pages in ${seconds} s` });
    console.info(`page walk ${name}: ${pages} pages in ${seconds} s, ${findings.length} findings`);
    await context.close();
    expect(findings, `${name}: ${pages} pages`).toEqual([]);
  });
}
