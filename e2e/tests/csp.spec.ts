/**
 * Issue 13, front-end serving: the platform works under its Content-Security-Policy (no
 * 'unsafe-eval', no inline scripts). Each page's `securitypolicyviolation` events are collected
 * in the page and its console is watched; the run-wide check is global-teardown.ts.
 */
import { type Page } from '@playwright/test';
import { clickSettled } from '../fixtures/antd';
import { expect, test } from '../fixtures/fake-camera';
import { SHELL_URL } from '../fixtures/ports';
import { signIn, users } from '../fixtures/session';

test.describe.configure({ timeout: 120_000 });

/** Collects CSP violations of every document the page loads, frames included. */
async function watchViolations(page: Page): Promise<string[]> {
  const seen: string[] = [];
  await page.exposeFunction('__reportCspViolation', (text: string) => seen.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as { __reportCspViolation: (text: string) => void }).__reportCspViolation(
        `${event.violatedDirective} ${event.blockedURI} at ${event.documentURI}`,
      );
    });
  });
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) seen.push(message.text());
  });
  return seen;
}

test('the documents carry the CSP and the security headers', async ({ page }) => {
  const response = await page.goto('/auth/login');
  const headers = response?.headers() ?? {};
  expect(headers['content-security-policy']).toMatch(/script-src 'self'/);
  expect(headers['content-security-policy']).not.toMatch(/'unsafe-eval'/);
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['permissions-policy']).toContain('camera=(self)');
  expect((await page.request.get(`${SHELL_URL}/main.js.map`)).status()).toBe(404);
  // A malformed address does not take the server down.
  expect((await page.request.get(`${SHELL_URL}/%`)).status()).toBe(400);
  expect((await page.request.get(`${SHELL_URL}/index.html`)).status()).toBe(200);
});

test('an admin walks the main pages and opens the feedback frame without a CSP violation', async ({ page }) => {
  const violations = await watchViolations(page);
  await signIn(page, users.admin);
  // Every page below opens under the service worker, as on any visit after the first: the frame's
  // page must still come from the server (the cached index.html may not be framed).
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  for (const [path, heading] of [
    ['/home', null],
    ['/shifts', 'Shifts'],
    ['/organization', null],
    ['/notifications', null],
    ['/reporting/facilities', 'Check Facilities'],
  ] as const) {
    await page.goto(path);
    if (heading) await expect(page.getByRole('heading', { name: heading }).first()).toBeVisible({ timeout: 30_000 });
    await page.waitForLoadState('networkidle');
  }
  expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  await page.getByRole('button', { name: /Account menu/ }).click();
  await clickSettled(page.getByRole('menuitem', { name: 'Feedbacks' }));
  await expect(page.frameLocator('iframe').locator('body')).toBeVisible({ timeout: 30_000 });
  await page.waitForTimeout(500);
  expect(violations).toEqual([]);
});

test('a reporter scans a QR code with the camera (wasm) and opens its checklist without a CSP violation', async ({ page }) => {
  const violations = await watchViolations(page);
  await signIn(page, users.reporter, '/reporting/facilities');
  await expect(page.getByRole('heading', { name: 'Check Facilities' })).toBeVisible();
  await page.getByRole('button', { name: 'Scan' }).click();
  await expect(page).toHaveURL(/\/reporting\/checklist\?facility=fac-acme-01/, { timeout: 30_000 });
  await page.goto('/adhoc');
  await page.waitForLoadState('networkidle');
  expect(violations).toEqual([]);
});
