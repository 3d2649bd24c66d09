/**
 * Issue 21's walk: the seeded system admin opens every route of the route table (spec 001 §2.1) and
 * every link of the drawer, the bottom bar and the avatar menu, and the walk fails on a page that
 * says it is not built, on a console error and on a failed request. No exceptions list.
 */
import { type Page, expect, test } from '@playwright/test';
import { routePaths } from 'shared-contracts/routes';
import { addressOf, publicLinkTokens } from '../fixtures/addresses';
import { clickSettled } from '../fixtures/antd';
import { apiToken } from '../fixtures/api';
import { signIn, users } from '../fixtures/session';

const NOT_BUILT = /This page is not built yet|यह पेज अभी नहीं बना है/;

/** What goes wrong while a page is open: console errors, uncaught errors and failed requests. */
function watchProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()} (${page.url()})`);
  });
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message} (${page.url()})`));
  page.on('requestfailed', (request) => {
    const failure = request.failure()?.errorText ?? '';
    // A request the browser drops because the walk moved on is not a failure of the page.
    if (failure.includes('ERR_ABORTED')) return;
    problems.push(`request failed: ${request.method()} ${request.url()} ${failure}`);
  });
  page.on('response', (response) => {
    if (response.status() >= 400) problems.push(`HTTP ${response.status()}: ${response.request().method()} ${response.url()} (${page.url()})`);
  });
  return problems;
}

/** Waits for the page to settle: the layout or a bare page shown, nothing still spinning. */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('domcontentloaded');
  await page.waitForLoadState('networkidle', { timeout: 8_000 }).catch(() => undefined);
  await expect(page.locator('.ant-spin-spinning, [aria-busy="true"]')).toHaveCount(0, { timeout: 10_000 });
}

test('every route, drawer entry, bottom-bar tab and avatar-menu entry opens a built page without errors', async ({ page, request }) => {
  test.setTimeout(300_000);
  const tokens = await publicLinkTokens(request, await apiToken(request, users.manager));
  await page.setViewportSize({ width: 412, height: 860 });
  await signIn(page, users.sysadmin, '/home');
  const problems = watchProblems(page);

  const visited: string[] = [];
  for (const path of routePaths) {
    if (path === '/auth/login' || path === '/auth/reset') continue; // signed-in pages below; these two are walked signed out
    const address = addressOf(path, tokens);
    await page.goto(address);
    await settle(page);
    await expect.soft(page.getByText(NOT_BUILT), `${address} says it is not built`).toHaveCount(0);
    await expect.soft(page.getByText('Page not found'), `${address} is not found`).toHaveCount(0);
    visited.push(address);
  }

  // The drawer (desktop), every entry of it: categories open, leaves clicked one by one.
  await page.setViewportSize({ width: 1280, height: 860 });
  await page.goto('/home');
  await settle(page);
  const drawer = page.getByRole('navigation', { name: 'Main navigation' });
  const entries = drawer.locator('li.ant-menu-item');
  // The remotes' entries join the shell's once their manifests are in: count when the menu is whole.
  await expect.poll(() => entries.count(), { message: 'the drawer holds entries' }).toBeGreaterThan(5);
  await page.waitForLoadState('networkidle', { timeout: 8_000 }).catch(() => undefined);
  const entryCount = await entries.count();
  const opened: string[] = [];
  for (let i = 0; i < entryCount; i += 1) {
    await entries.nth(i).click();
    await settle(page);
    opened.push(new URL(page.url()).pathname);
    await expect.soft(page.getByText(NOT_BUILT), `drawer entry ${i} (${page.url()}) says it is not built`).toHaveCount(0);
  }

  test.info().annotations.push({ type: 'drawer entries opened', description: opened.join(' ') });

  // The bottom bar (phone): every tab.
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/home');
  await settle(page);
  const tabs = page.getByRole('navigation', { name: 'Quick navigation' }).getByRole('button');
  await expect.poll(() => tabs.count(), { message: 'the bottom bar holds tabs' }).toBeGreaterThan(2);
  const tabCount = await tabs.count();
  for (let i = 0; i < tabCount; i += 1) {
    await tabs.nth(i).click();
    await settle(page);
    await expect.soft(page.getByText(NOT_BUILT), `bottom-bar tab ${i} (${page.url()}) says it is not built`).toHaveCount(0);
    await page.keyboard.press('Escape');
  }

  // The avatar menu: its entries, and Feedbacks opening the feedback app.
  await page.goto('/home');
  await settle(page);
  await page.getByRole('button', { name: 'Account menu' }).click();
  await expect.poll(() => page.getByRole('menuitem').count(), { message: 'the avatar menu holds entries' }).toBeGreaterThan(4);
  await clickSettled(page.getByRole('menuitem', { name: /Feedbacks/ }));
  await settle(page);
  await expect.soft(page.getByText(NOT_BUILT)).toHaveCount(0);

  // Signed out: the sign-in and reset pages.
  await page.context().clearCookies();
  await page.evaluate(() => window.localStorage.clear());
  for (const address of ['/auth/login', '/auth/reset']) {
    await page.goto(address);
    await settle(page);
    await expect.soft(page.getByText(NOT_BUILT)).toHaveCount(0);
  }

  expect(problems, `problems while walking ${visited.length} routes and ${opened.length} drawer entries`).toEqual([]);
});
