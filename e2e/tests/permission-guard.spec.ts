import { expect, test } from '@playwright/test';
import { signIn, users } from '../fixtures/session';

const WARNING = 'Not enough permissions to access this page';

test('in-app navigation to a route without its permission is cancelled with the warning', async ({ page }) => {
  await signIn(page, users.reporter);
  await page.goto('/shifts');
  await expect(page.getByRole('heading', { name: 'My shifts' })).toBeVisible();
  // The reporter lacks organization-read. Navigate inside the app, as a tapped notification does
  // through the native hook (no menu offers the page to this user).
  await page.evaluate(() => window.FacilityOps?.navigate('/organization'));
  await expect(page.getByText(WARNING)).toBeVisible();
  await expect(page).toHaveURL(/\/shifts$/);
});

test('Back onto a page the user may no longer open is undone with the warning', async ({ page }) => {
  await signIn(page, users.admin, '/organization');
  await expect(page.locator('[data-remote="mf_org_admin"]')).toBeVisible();
  await page.evaluate(() => window.FacilityOps?.navigate('/home'));
  await expect(page.getByRole('heading', { name: /Hello/ })).toBeVisible();
  // The wrapper replaces the permissions (as after a role change): organization-read is gone.
  await page.evaluate(() => window.FacilityOps?.inject({ permissions: ['homeMenuView-read'] }));
  await page.goBack();
  await expect(page.getByText(WARNING)).toBeVisible();
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole('heading', { name: /Hello/ })).toBeVisible();
});

test('opening such a route directly shows the warning and lands on home', async ({ page }) => {
  await signIn(page, users.reporter);
  await page.goto('/organization');
  await expect(page.getByText(WARNING)).toBeVisible();
  await expect(page).toHaveURL(/\/home$/);
});

test('signing in from a link to such a route lands on home with the warning, once', async ({ page }) => {
  await signIn(page, users.reporter, '/organization');
  await expect(page.getByText(WARNING)).toHaveCount(1);
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole('heading', { name: /Hello/ })).toBeVisible();
});

test('an unknown address shows the not-found page', async ({ page }) => {
  await signIn(page, users.reporter);
  await page.goto('/no/such/page');
  await expect(page.getByText('Page not found')).toBeVisible();
});
