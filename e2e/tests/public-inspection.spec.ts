/**
 * Issue 17: a manager shares a report from its viewer; a signed-out browser opens the link and sees
 * the report read-only; the manager revokes it and the link then says clearly that it does not work.
 */
import { expect, test } from '@playwright/test';
import { apiGet, apiToken } from '../fixtures/api';
import { signIn, users } from '../fixtures/session';

test('a manager shares a report, a signed-out browser opens it, and it stops when revoked', async ({ page, browser, request }) => {
  const token = await apiToken(request, users.manager);
  const list = await apiGet<{ docs: { _id: string; facilityName: string }[] }>(request, token, '/inspections?withIssues=true&limit=1');
  const report = list.docs[0];
  expect(report).toBeDefined();
  if (!report) return;

  await signIn(page, users.manager, `/inspection/${report._id}`);
  await page.getByRole('button', { name: 'Share' }).click();
  const dialog = page.getByRole('dialog', { name: 'Share a read-only link' });
  await dialog.getByRole('button', { name: 'Create a link' }).click();
  const link = await dialog.getByRole('textbox', { name: 'Link' }).inputValue();
  expect(link).toMatch(/\/public\/inspection\/[A-Za-z0-9_-]{43}$/);
  await expect(dialog.getByText('1 link works now')).toBeVisible();

  const outsider = await browser.newContext({ viewport: { width: 360, height: 740 } });
  const visitor = await outsider.newPage();
  await visitor.goto(link);
  await expect(visitor.getByRole('heading', { name: report.facilityName })).toBeVisible({ timeout: 30_000 });
  await expect(visitor.getByText('Shared inspection report')).toBeVisible();
  await expect(visitor).toHaveURL(link);
  await expect(visitor.getByRole('button', { name: 'Sign in' })).toHaveCount(0);
  await visitor.screenshot({ path: 'test-results/public-inspection-360.png', fullPage: true });
  await visitor.emulateMedia({ colorScheme: 'dark' });
  await visitor.setViewportSize({ width: 1280, height: 800 });
  await visitor.reload();
  await expect(visitor.getByRole('heading', { name: report.facilityName })).toBeVisible({ timeout: 30_000 });
  await visitor.screenshot({ path: 'test-results/public-inspection-desktop-dark.png', fullPage: true });
  await page.screenshot({ path: 'test-results/share-dialog-desktop-light.png' });
  await visitor.setViewportSize({ width: 360, height: 740 });

  await dialog.getByRole('button', { name: 'Revoke' }).click();
  await expect(dialog.getByText('0 links work now')).toBeVisible();
  await visitor.reload();
  await expect(visitor.getByText('This link does not work any more.')).toBeVisible({ timeout: 30_000 });
  await visitor.screenshot({ path: 'test-results/public-inspection-revoked-360.png' });
  await outsider.close();
});
