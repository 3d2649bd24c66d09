/**
 * Issue 15: a reload of a signed-in tab paints the layout's frame and the home page's greeting
 * (public/first-screen.js, from what the app recorded in this tab) before the app's code has
 * downloaded, exactly where the app then draws them, and the app replaces it without a shift.
 * Signing out forgets it.
 */
import { type Page, expect, test } from '@playwright/test';
import { clickSettled } from '../fixtures/antd';
import { signIn, users } from '../fixtures/session';

// The app's code is held back with page.route, which does not see what a service worker answers.
test.use({ serviceWorkers: 'block' });

const rounded = (box: { x: number; y: number; width: number; height: number } | null) =>
  box && { x: Math.round(box.x), y: Math.round(box.y), width: Math.round(box.width), height: Math.round(box.height) };

/** Reloads with the app's entry script held until `release` is called. */
async function reloadHoldingTheApp(page: Page): Promise<() => void> {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/main.js', async (route) => {
    await held;
    await route.continue();
  });
  // Not 'load' or 'domcontentloaded': both wait for the held (deferred) script.
  await page.reload({ waitUntil: 'commit' });
  return release;
}

for (const size of [
  { width: 412, height: 860 },
  { width: 1280, height: 800 },
]) {
  test(`${size.width}x${size.height}: a reload paints the frame and greeting before the app loads, where the app then draws them`, async ({ page }) => {
    await page.setViewportSize(size);
    await signIn(page, users.reporter, '/home');
    const greeting = page.getByRole('heading', { name: 'Hello, Rita Reporter' });
    await expect(greeting).toBeVisible();
    const tiles = await page.getByRole('list', { name: 'Shortcuts' }).getByRole('listitem').count();
    // The home page records what it drew once the app is idle.
    await expect.poll(() => page.evaluate(() => sessionStorage.getItem('facilityops:first-screen') ?? '')).toContain('Hello, Rita Reporter');
    const drawn = rounded(await greeting.boundingBox());

    const release = await reloadHoldingTheApp(page);
    const frame = page.locator('#first-screen');
    await expect(frame).toBeVisible();
    await expect(frame.locator('h3')).toHaveText('Hello, Rita Reporter');
    expect(rounded(await frame.locator('h3').boundingBox())).toEqual(drawn);
    await expect(frame.locator('.fo-first-tile')).toHaveCount(tiles);
    // Nothing to press and nothing for a screen reader: the app is still loading.
    await expect(frame).toHaveAttribute('aria-hidden', 'true');
    await expect(frame.locator('button, a, input')).toHaveCount(0);
    await expect(greeting).toHaveCount(0);
    await page.screenshot({ path: `screenshots/chrome/first-screen-${size.width}.png` });

    release();
    await expect(greeting).toBeVisible();
    await expect(frame).toHaveCount(0);
    expect(rounded(await greeting.boundingBox())).toEqual(drawn);
    const shift = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          new PerformanceObserver((list) => {
            resolve(list.getEntries().reduce((sum, entry) => sum + (entry as unknown as { value: number }).value, 0));
          }).observe({ type: 'layout-shift', buffered: true });
          setTimeout(() => resolve(0), 500);
        }),
    );
    expect(shift).toBeLessThanOrEqual(0.05);
  });
}

test('after sign-out a reload of a signed-in page paints nothing of the user', async ({ page }) => {
  await page.setViewportSize({ width: 412, height: 860 });
  await signIn(page, users.reporter, '/home');
  await expect.poll(() => page.evaluate(() => sessionStorage.getItem('facilityops:first-screen') ?? '')).toContain('Rita');
  await page.getByRole('button', { name: 'Account menu' }).click();
  await clickSettled(page.getByRole('menuitem', { name: 'Logout' }));
  await expect(page).toHaveURL(/\/auth\/login/);
  expect(await page.evaluate(() => sessionStorage.getItem('facilityops:first-screen'))).toBeNull();

  await page.goto('/home', { waitUntil: 'commit' });
  await expect(page).toHaveURL(/\/auth\/login/);
  await expect(page.locator('#first-screen')).toHaveCount(0);
  await expect(page.getByText('Rita')).toHaveCount(0);
});
