import { expect, test } from '@playwright/test';
import { signIn, users } from '../fixtures/session';

test('About shows the version, the organisation and the licences every app ships', async ({ page }) => {
  await signIn(page, users.admin, '/about');
  await expect(page.getByRole('heading', { name: 'About' })).toBeVisible();
  await expect(page.getByText('0.0.181', { exact: true })).toBeVisible();
  await expect(page.getByText('Acme Facilities Pvt Ltd').first()).toBeVisible();
  const licences = page.getByRole('table');
  const search = page.getByRole('searchbox', { name: 'Find a package or licence' });
  await search.fill('react-dom');
  await expect(licences.getByRole('row').filter({ hasText: 'react-dom' })).toContainText('MIT');
  await search.fill('zxing');
  // zxing-wasm is only in mf-reporting's build: the remotes' lists are read too.
  await expect(licences.getByRole('row').filter({ hasText: 'zxing-wasm' })).toContainText('mf_reporting');
  await expect(licences.getByRole('row').filter({ hasText: 'react-dom' })).toHaveCount(0);
});

test('Help finds a message and explains it; the phone Menu page lists the drawer entries', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await signIn(page, users.reporter, '/help');
  await page.getByRole('searchbox', { name: 'Search the help' }).fill('not part of your shift');
  await expect(page.getByText('This facility is not part of your shift.')).toBeVisible();
  await expect(page.getByText('It belongs to another shift.', { exact: false })).toBeVisible();
  await expect(page.getByText('No such facility.')).toHaveCount(0);

  await page.goto('/menu');
  await expect(page.getByRole('heading', { name: 'Menu' })).toBeVisible();
  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: 'Help' })).toBeVisible();
  await expect(main.getByRole('link', { name: 'Check Facilities' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Find a page' }).fill('abou');
  await expect(main.getByRole('link', { name: 'Help' })).toHaveCount(0);
  await main.getByRole('link', { name: 'About' }).click();
  await expect(page).toHaveURL(/\/about$/);
});

test('Search finds facilities and people, and still does offline from what was fetched', async ({ page, context }) => {
  await signIn(page, users.admin, '/global-search');
  const box = page.getByRole('searchbox', { name: 'Search facilities, people and pages' });
  await box.fill('food washroom');
  const results = page.getByRole('list', { name: 'Results' });
  await expect(results.getByRole('listitem').filter({ hasText: 'Food Court Washroom 1' })).toBeVisible();
  await expect(results.getByRole('listitem').filter({ hasText: 'Food Court Washroom 2' })).toBeVisible();
  await box.fill('farhan');
  await expect(results.getByRole('link', { name: /Farhan Fixer/ })).toHaveAttribute('href', 'mailto:fixer@facilityops.test');
  await box.fill('nothing like this');
  await expect(page.getByText('Nothing found for “nothing like this”.')).toBeVisible();

  // Offline (the service worker serves the app), the page opens again: its lists come from the api cache.
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByText(/You are offline: results come from what was fetched at/)).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search facilities, people and pages' }).fill('food washroom');
  await expect(page.getByRole('list', { name: 'Results' }).getByRole('listitem').filter({ hasText: 'Food Court Washroom 1' })).toBeVisible();
  await context.setOffline(false);
});
