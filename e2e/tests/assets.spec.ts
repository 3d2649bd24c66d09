/**
 * Issue 19: the seeded assets (api/src/db/seed-assets.ts) on the admin pages. Assets are facilities
 * of kind 'asset': /assets and /assetTypes list them, each has its own QR code, and the facility
 * list never shows them.
 */
import { expect, test } from '@playwright/test';
import { signIn, users } from '../fixtures/session';

for (const viewport of [
  { width: 360, height: 740 },
  { width: 1280, height: 800 },
]) {
  test.describe(`at ${viewport.width}x${viewport.height}`, () => {
    test.use({ viewport });

    test('an admin finds the seeded assets, their QR codes and their types', async ({ page }, testInfo) => {
      await signIn(page, users.admin, '/assets');
      await expect(page.getByRole('heading', { name: 'Assets' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Tower A Lift 1' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Food Court Water Cooler' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Parking Fire Extinguisher P1' })).toBeVisible();
      await page.screenshot({ path: testInfo.outputPath(`assets-${viewport.width}.png`), fullPage: true });

      await page.getByRole('button', { name: 'Tower A Lift 1' }).click();
      const drawer = page.getByRole('dialog', { name: 'Tower A Lift 1' });
      await expect(drawer.getByText('facility=ast-acme-01')).toBeVisible();
      await expect(drawer.getByText('Tower A', { exact: true }).first()).toBeVisible();
      await page.screenshot({ path: testInfo.outputPath(`asset-detail-${viewport.width}.png`) });
      await drawer.getByRole('button', { name: 'Close' }).click();

      await page.goto('/assetTypes');
      await expect(page.getByRole('heading', { name: 'Asset types' })).toBeVisible();
      for (const name of ['Lift', 'Water Cooler', 'Fire Extinguisher']) await expect(page.getByText(name, { exact: true }).first()).toBeVisible();
      await page.screenshot({ path: testInfo.outputPath(`asset-types-${viewport.width}.png`), fullPage: true });

      // The facility list stays the seeded facilities: no lift, cooler or extinguisher among them.
      await page.goto('/facilities?q=Lift');
      await expect(page.getByRole('heading', { name: 'Facilities' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Tower A Lift Lobby 1' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Tower A Lift 1', exact: true })).toHaveCount(0);
    });
  });
}
