/**
 * Issue 15's page walk: every page of the route table (spec 001 §2.1), each opened by a seeded user
 * who may open it (public pages signed out), on a phone, and on every page
 *  - every visible button and link is hit-testable: nothing fixed covers it (fixtures/hit-test.ts);
 *  - axe-core finds no serious or critical violation.
 *
 * The combinations: what a check depends on decides where it runs.
 *  - Layout (the hit-test) changes with the width and with the language (Hindi labels are longer and
 *    wrap), not with the theme (colours only): both phone sizes, once in en-US and once in Hindi.
 *  - axe's findings change with the theme (contrast) and with the language (names, labels, lang);
 *    the phone sizes share one layout (antd's xs), so axe runs at 412x860 in all four theme and
 *    language combinations, and at 360x740 in the two walks that run there anyway.
 * Six walks: 412 light en-US and 412 dark hi (both checks), 412 dark en-US and 412 light hi (axe),
 * 360 light en-US and 360 dark hi (both checks). Each walk is one test (the file runs its tests in
 * parallel mode, so the two CI shards share them) with one browser page; a user signs in once per
 * run (a token from the api) and the walk reuses it for all that user's pages.
 */
import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, type Browser, type Page, expect, test } from '@playwright/test';
import { type RoutePath, canOpenPath, routePaths, routeTable } from 'shared-contracts/routes';
import { apiGet, apiToken } from '../fixtures/api';
import { PHONE_SIZES, coveredControls } from '../fixtures/hit-test';
import { addressOf, publicLinkTokens, type PublicLinkTokens } from '../fixtures/addresses';
import { users } from '../fixtures/session';

type Theme = 'light' | 'dark';
type Language = 'en-US' | 'hi';
interface Walk {
  size: (typeof PHONE_SIZES)[number];
  theme: Theme;
  language: Language;
  hitTest: boolean;
  axe: boolean;
}

const [small, large] = PHONE_SIZES;
const walks: Walk[] = [
  { size: large, theme: 'light', language: 'en-US', hitTest: true, axe: true },
  { size: large, theme: 'dark', language: 'hi', hitTest: true, axe: true },
  { size: large, theme: 'dark', language: 'en-US', hitTest: false, axe: true },
  { size: large, theme: 'light', language: 'hi', hitTest: false, axe: true },
  { size: small, theme: 'light', language: 'en-US', hitTest: true, axe: true },
  { size: small, theme: 'dark', language: 'hi', hitTest: true, axe: true },
];

/** Who opens a route: the first of these whose permissions hold all of the route's (the reporter's view first). */
const preference: string[] = [users.reporter, users.fixer, users.desk, users.manager, users.admin, users.sysadmin];

const isPublic = (path: RoutePath) => routeTable[path].layout === 'bare' && (path.startsWith('/auth/') || path.startsWith('/public/'));

interface Plan {
  tokens: Record<string, string>;
  visits: { address: string; user: string | null }[];
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
    const links: PublicLinkTokens = await publicLinkTokens(request, tokens[users.manager] ?? '');
    const visits = routePaths.map((path) => {
      const address = addressOf(path, links);
      if (isPublic(path)) return { address, user: null };
      const user = preference.find((candidate) => canOpenPath(permissions[candidate] ?? [], address));
      if (!user) throw new Error(`no seeded user may open ${path}`);
      return { address, user };
    });
    // One user after another: a sign-in per user and walk.
    visits.sort((a, b) => (a.user === b.user ? 0 : preference.indexOf(a.user ?? '') - preference.indexOf(b.user ?? '')));
    return { tokens, visits };
  })();
  return planned;
}

/** A page in the walk's size, theme and language (kept where the shell reads them at start). */
async function openWalk(browser: Browser, walk: Walk): Promise<Page> {
  const context = await browser.newContext({ viewport: walk.size, colorScheme: walk.theme });
  await context.addInitScript(
    ({ theme, language }) => {
      localStorage.setItem('facilityops:theme', JSON.stringify(theme));
      localStorage.setItem('language', language);
    },
    { theme: walk.theme, language: walk.language },
  );
  return context.newPage();
}

/** Puts the user's token where the shell keeps it (or signs out), on the shell's origin. */
async function becomeUser(page: Page, token: string | null): Promise<void> {
  if (!page.url().startsWith('http')) await page.goto('/icon.svg');
  await page.evaluate((value) => {
    sessionStorage.clear();
    if (value) sessionStorage.setItem('token', value);
  }, token);
}

/** Waits for the page to show its content: a heading or a result, nothing still spinning or loading. */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('domcontentloaded');
  await expect(page.locator('h1, h2, h3, h4, h5, .ant-result, .ant-empty, form').first()).toBeVisible({ timeout: 20_000 });
  await expect(page.locator('.ant-spin-spinning, [aria-busy="true"], .ant-skeleton-active')).toHaveCount(0, { timeout: 15_000 });
  await page.evaluate(() => document.fonts.ready.then(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))));
}

/** axe-core's serious and critical findings, one line per rule with its first nodes. */
async function axeFindings(page: Page): Promise<string[]> {
  const run = async () => {
    const results = await new AxeBuilder({ page }).options({ rules: { 'label-content-name-mismatch': { enabled: true } } }).analyze();
    return results.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => {
        const nodes = violation.nodes.slice(0, 4).map((node) => `${node.target.join(' ')} ${node.any[0]?.message ?? node.all[0]?.message ?? ''}`.trim());
        return `${violation.id} (${violation.nodes.length}): ${nodes.join(' | ')}`;
      });
  };
  const first = await run();
  if (first.length === 0) return first;
  // A finding taken mid-animation (a fading drawer, a toast sliding in) is not the page's: look once more after a moment.
  await page.waitForTimeout(600);
  return run();
}

test.describe.configure({ mode: 'parallel' });

for (const walk of walks) {
  const name = `${walk.size.width}x${walk.size.height} ${walk.theme} ${walk.language}`;
  const checks = [walk.hitTest ? 'nothing covers a control' : '', walk.axe ? 'axe finds nothing serious' : ''].filter(Boolean).join(', ');
  test(`${name}: every page: ${checks}`, async ({ browser, request }) => {
    test.setTimeout(900_000);
    const { tokens, visits } = await plan(request);
    const page = await openWalk(browser, walk);
    const findings: string[] = [];
    const started = Date.now();
    let current: string | null | undefined;
    for (const { address, user } of visits) {
      if (user !== current) {
        await becomeUser(page, user ? (tokens[user] ?? null) : null);
        current = user;
      }
      await page.goto(address);
      await settle(page);
      if (walk.hitTest) {
        // A control still moving in (a drawer, a toast) settles within the poll.
        const covered = await expect
          .poll(() => coveredControls(page), { timeout: 5_000 })
          .toEqual([])
          .then(() => [])
          .catch(() => coveredControls(page));
        for (const line of covered) findings.push(`${address} [${user ?? 'signed out'}] covered: ${line}`);
      }
      if (walk.axe) {
        for (const line of await axeFindings(page)) findings.push(`${address} [${user ?? 'signed out'}] axe ${line}`);
      }
    }
    test.info().annotations.push({ type: 'walk', description: `${visits.length} pages in ${Math.round((Date.now() - started) / 1000)} s` });
    await page.context().close();
    expect(findings, `${name}: ${visits.length} pages`).toEqual([]);
  });
}
