/**
 * Phone layout (issue 15): at 360x740 and 412x860 the bottom tab bar and the floating scan button
 * cover no button: the Scan button of 'Reports in this shift' sits above the bar, and the last
 * controls of a page scroll clear of the scan button.
 */
import { expect, test } from '@playwright/test';
import { PHONE_SIZES, coveredControls } from '../fixtures/hit-test';
import { signIn, users } from '../fixtures/session';

for (const size of PHONE_SIZES) {
  test(`${size.width}x${size.height}: the facility list's Scan button and every control are above the fixed chrome`, async ({ page }) => {
    await page.setViewportSize(size);
    await signIn(page, users.reporter, '/reporting/facilities');
    await expect(page.getByRole('heading', { name: 'Check Facilities' })).toBeVisible();
    const bar = page.getByRole('group', { name: 'Reports in this shift' });
    await expect(bar.getByRole('button', { name: 'Scan' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Scan to report' })).toBeVisible();
    await expect.poll(() => coveredControls(page)).toEqual([]);

    // The bar's Scan button answers a real tap at its centre.
    await bar.getByRole('button', { name: 'Scan' }).click({ trial: true });
    const box = await bar.getByRole('button', { name: 'Scan' }).boundingBox();
    const tabs = await page.getByRole('navigation', { name: 'Quick navigation' }).boundingBox();
    expect(box && tabs && box.y + box.height <= tabs.y + 1).toBe(true);
    // Nor does the scan button cover any of it (a check at its centre alone missed a half-covered label).
    const fab = await page.getByRole('button', { name: 'Scan to report' }).boundingBox();
    expect(box && fab && box.x + box.width <= fab.x).toBe(true);
  });

  test(`${size.width}x${size.height}: home and shifts leave every control clear of the bottom bar and the scan button`, async ({ page }) => {
    await page.setViewportSize(size);
    await signIn(page, users.reporter, '/home');
    await expect(page.getByRole('heading', { name: /Hello/ })).toBeVisible();
    await expect.poll(() => coveredControls(page)).toEqual([]);
    await page.goto('/shifts');
    await expect(page.getByRole('heading', { name: 'My shifts' })).toBeVisible();
    await expect.poll(() => coveredControls(page)).toEqual([]);
  });
}
