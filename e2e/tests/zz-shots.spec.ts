import { expect, test } from '@playwright/test';
import { signIn, users } from '../fixtures/session';

test.describe.configure({ timeout: 180_000 });
for (const [name, viewport] of [['phone', { width: 360, height: 740 }], ['desktop', { width: 1280, height: 800 }]] as const) {
  test(`shots ${name}`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await signIn(page, users.reporter);
    await page.goto('/reporting/facilities');
    await expect(page.getByRole('article').first()).toBeVisible({ timeout: 30_000 });
    await page.screenshot({ path: `/tmp/shots/${name}-facilities.png` });
    await page.goto('/reporting/checklist?facility=fac-acme-01');
    await page.getByRole('button', { name: 'Floor: good' }).click();
    await page.getByRole('button', { name: 'Wash Basin: good' }).click();
    await page.screenshot({ path: `/tmp/shots/${name}-checklist.png`, fullPage: true });
    await page.getByRole('button', { name: 'Continue' }).click();
    const dialog = page.getByRole('dialog');
    if (await dialog.isVisible().catch(() => false)) await page.screenshot({ path: `/tmp/shots/${name}-pending.png` });
    await page.goto('/reporting/details?facility=fac-acme-01');
    await expect(page.getByRole('heading', { name: 'Issue Details' })).toBeVisible();
    await page.getByRole('region', { name: 'Overall' }).getByRole('button', { name: 'Submit' }).click({ force: true }).catch(() => undefined);
    await page.screenshot({ path: `/tmp/shots/${name}-details.png`, fullPage: true });
  });
}
