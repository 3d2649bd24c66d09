/**
 * Issue 15: a reload of a signed-in tab paints what the tab showed - the layout's frame, the page's
 * heading, grey shapes for its cards (public/first-screen.js, from what the app captured as the tab
 * was left) - before the app's code has downloaded, exactly where the app then draws them, and the
 * app replaces it without a shift. Signing out forgets it.
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
  test(`${size.width}x${size.height}: a reload paints what the tab showed before the app loads, where the app then draws it`, async ({ page }) => {
    await page.setViewportSize(size);
    await signIn(page, users.reporter, '/home');
    const greeting = page.getByRole('heading', { name: 'Hello, Rita Reporter' });
    await expect(greeting).toBeVisible();
    const tiles = await page.getByRole('list', { name: 'Shortcuts' }).getByRole('listitem').count();
    const drawn = rounded(await greeting.boundingBox());

    // Leaving the page (here, the reload) keeps what it shows.
    const release = await reloadHoldingTheApp(page);
    const frame = page.locator('#first-screen');
    await expect(frame).toBeVisible();
    const heading = frame.locator('.fo-first-heading');
    await expect(heading).toHaveText('Hello, Rita Reporter');
    expect(rounded(await heading.boundingBox())).toEqual(drawn);
    await expect(frame.locator('.fo-first-block')).toHaveCount(tiles);
    // Nothing to press and nothing for a screen reader: the app is still loading.
    await expect(frame).toHaveAttribute('aria-hidden', 'true');
    await expect(frame.locator('button, a, input')).toHaveCount(0);
    await expect(greeting).toHaveCount(0);
    await page.screenshot({ path: `screenshots/chrome/first-screen-home-${size.width}.png` });

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

test('412x860: a reload of a remote page, the facility list, paints its heading and cards first', async ({ page }) => {
  await page.setViewportSize({ width: 412, height: 860 });
  await signIn(page, users.reporter, '/reporting/facilities');
  const title = page.getByRole('heading', { name: 'Check Facilities' });
  await expect(title).toBeVisible();
  // The list has loaded: its cards are what the frame draws grey.
  await expect(page.locator('main').locator('[role="listitem"], .ant-card, .ant-list-item').first()).toBeVisible();
  const drawn = rounded(await title.boundingBox());

  const release = await reloadHoldingTheApp(page);
  const frame = page.locator('#first-screen');
  await expect(frame.locator('.fo-first-heading')).toHaveText('Check Facilities');
  expect(rounded(await frame.locator('.fo-first-heading').boundingBox())).toEqual(drawn);
  expect(await frame.locator('.fo-first-block').count()).toBeGreaterThan(0);
  await page.screenshot({ path: 'screenshots/chrome/first-screen-facilities-412.png' });

  release();
  await expect(title).toBeVisible();
  await expect(frame).toHaveCount(0);
  expect(rounded(await title.boundingBox())).toEqual(drawn);
});

test('after sign-out a reload of a signed-in page paints nothing of the user', async ({ page }) => {
  await page.setViewportSize({ width: 412, height: 860 });
  await signIn(page, users.reporter, '/home');
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Hello, Rita Reporter' })).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem('facilityops:first-screen'))).toContain('Rita');
  await page.getByRole('button', { name: 'Account menu' }).click();
  await clickSettled(page.getByRole('menuitem', { name: 'Logout' }));
  await expect(page).toHaveURL(/\/auth\/login/);
  expect(await page.evaluate(() => sessionStorage.getItem('facilityops:first-screen'))).toBeNull();

  await page.goto('/home', { waitUntil: 'commit' });
  await expect(page).toHaveURL(/\/auth\/login/);
  await expect(page.locator('#first-screen')).toHaveCount(0);
  await expect(page.getByText('Rita')).toHaveCount(0);
});

test("412x860: a reload takes antd's styles from what the tab saved, looks the same, and a theme switch still applies", async ({ page }) => {
  await page.setViewportSize({ width: 412, height: 860 });
  await signIn(page, users.reporter, '/reporting/facilities');
  await expect(page.getByRole('heading', { name: 'Check Facilities' })).toBeVisible();
  await expect(page.locator('main [role="article"]').first()).toBeVisible();
  /**
   * What the page's parts look like: a facility card and a status pill (plain elements in antd's
   * theme variables, ui-kit's plain-parts.tsx), an antd button, the header, the layout.
   */
  const looks = () =>
    page.evaluate(() =>
      ['main [role="article"]', 'main [data-pill]', 'main .ant-btn', '.ant-layout-header', '.ant-layout'].map((selector) => {
        const element = document.querySelector(selector);
        if (!element) return `${selector}: missing`;
        const style = getComputedStyle(element);
        return [selector, style.display, style.backgroundColor, style.color, style.borderRadius, style.borderTopWidth, style.padding, style.fontSize].join(' ');
      }),
    );
  const before = await looks();
  const written = await page.locator('style[data-css-hash]').count();

  // The reload (leaving the page saves the styles in use) takes them from the saved sheet.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Check Facilities' })).toBeVisible();
  await expect(page.locator('main [role="article"]').first()).toBeVisible();
  await expect(page.locator('#antd-saved-styles')).toHaveCount(1);
  expect(await page.locator('#antd-saved-styles').textContent()).toContain('.data-ant-cssinjs-cache-path{content:"');
  expect(await looks()).toEqual(before);
  // antd wrote only what the saved sheet does not hold: its theme's variables and little else.
  expect(await page.locator('style[data-css-hash]').count()).toBeLessThan(written / 2);

  // The saved styles hold variables, so another theme still applies to them.
  await page.getByRole('button', { name: 'Account menu' }).click();
  await clickSettled(page.getByRole('menuitem', { name: /Dark mode/ }));
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  const dark = await looks();
  expect(dark[0]).not.toEqual(before[0]);
  await page.screenshot({ path: 'screenshots/chrome/saved-styles-facilities-dark-412.png' });
});

test("1280x800: a reload draws the remotes' menu entries and home's tiles whole before their manifests arrive", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, users.reporter, '/home');
  await expect(page.getByRole('heading', { name: 'Hello, Rita Reporter' })).toBeVisible();
  const tiles = page.getByRole('list', { name: 'Shortcuts' }).getByRole('listitem');
  await expect(page.getByRole('menuitem', { name: /Check Facilities/ })).toBeVisible();
  const before = await tiles.allTextContents();
  expect(before).toContain('Check Facilities');

  // The manifests do not answer; the reload draws what the last start kept.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  let asked = 0;
  await page.route('**/mf-manifest.json', async (route) => {
    asked += 1;
    await held;
    await route.continue();
  });
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Hello, Rita Reporter' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: /Check Facilities/ })).toBeVisible();
  expect(await tiles.allTextContents()).toEqual(before);
  expect(asked).toBeGreaterThan(0);
  release();
  // Once they answer, the same entries stay where they are.
  await expect(page.getByRole('menuitem', { name: /My Shifts|Shifts/ }).first()).toBeVisible();
  expect(await tiles.allTextContents()).toEqual(before);
});
