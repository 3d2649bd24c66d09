/**
 * Run-time composition: one remote down shows Retry on its routes while the others work; a remote
 * rebuilt and redeployed alone is picked up by the shell, whose files do not change.
 */
import { expect, test } from '@playwright/test';
import { createHash } from 'node:crypto';
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { E2E_DATA_DIR } from '../fixtures/ports';
import { ServerSet, buildVersion, root } from '../fixtures/server-set';
import { signIn, users } from '../fixtures/session';

const servers = new ServerSet();

test.beforeAll(async () => {
  await servers.startAll();
});

test.afterAll(async () => {
  await servers.stopAll();
});

test('a remote whose server is stopped shows Retry on its routes; the others keep working', async ({ page }) => {
  await signIn(page, users.reporter, `${servers.shellUrl}/home`);
  await servers.stop('mf-shifts');

  await page.goto(`${servers.shellUrl}/shifts`);
  await expect(page.getByText('This part of the app is unavailable')).toBeVisible();
  const retry = page.getByRole('button', { name: 'Retry' });
  await expect(retry).toBeVisible();

  await page.goto(`${servers.shellUrl}/reporting/facilities`);
  await expect(page.locator('[data-remote="mf_reporting"]')).toBeVisible();

  await page.goto(`${servers.shellUrl}/shifts`);
  await expect(retry).toBeVisible();
  await servers.start('mf-shifts');
  await retry.click();
  await expect(page.getByRole('heading', { name: 'My shifts' })).toBeVisible();
});

test('a remote that is down from the start neither blanks nor holds the shell', async ({ page }) => {
  await servers.stop('mf-adhoc');
  try {
    await signIn(page, users.reporter, `${servers.shellUrl}/home`);
    await expect(page.getByRole('heading', { name: /Hello/ })).toBeVisible();
    // The other remotes' menu entries arrive; the missing one's do not, and nothing waits for it.
    await expect(page.getByRole('menuitem', { name: /Check Facilities/ })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: /Adhoc Requests/ })).toHaveCount(0);
    await page.goto(`${servers.shellUrl}/adhoc-requests`);
    await expect(page.getByText('This part of the app is unavailable')).toBeVisible();
  } finally {
    await servers.start('mf-adhoc');
  }
});

test('redeploying only mf-shifts shows its new build; the shell is untouched', async ({ page }) => {
  test.setTimeout(120_000);
  const shellFiles = ['index.html', 'main.js'].map((file) => path.join(root, 'shell', 'dist', file));
  const digest = () => shellFiles.map((file) => createHash('sha256').update(readFileSync(file)).digest('hex')).join();
  const before = digest();

  await signIn(page, users.reporter, `${servers.shellUrl}/shifts`);
  const current = page.locator('[data-remote="mf_shifts"]');
  await expect(current).toHaveAttribute('data-remote-version', '0.0.181');

  const version = `0.0.181-redeploy.${Date.now()}`;
  const dist = path.join(E2E_DATA_DIR, 'mf-shifts-redeploy');
  rmSync(dist, { recursive: true, force: true });
  buildVersion('mf-shifts', version, dist);
  await servers.stop('mf-shifts');
  await servers.start('mf-shifts', dist);

  await page.reload();
  await expect(page.locator('[data-remote="mf_shifts"]')).toHaveAttribute('data-remote-version', version);
  await expect(page.getByRole('heading', { name: 'My shifts' })).toBeVisible();
  expect(digest()).toBe(before);
});

test('a remote built against a newer shared-contracts than the shell provides refuses to load; the rest works', async ({ page }) => {
  test.setTimeout(120_000);
  const contracts = (JSON.parse(readFileSync(path.join(root, 'shared-contracts', 'package.json'), 'utf8')) as { version: string }).version;
  const newer = `${Number(contracts.split('.')[0]) + 1}.0.0`;
  const dist = path.join(E2E_DATA_DIR, 'mf-adhoc-newer-contracts');
  rmSync(dist, { recursive: true, force: true });
  buildVersion('mf-adhoc', '0.0.181-newer-contracts', dist, { SHARED_CONTRACTS_VERSION: newer });
  await servers.stop('mf-adhoc');
  await servers.start('mf-adhoc', dist);
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  try {
    await signIn(page, users.reporter, `${servers.shellUrl}/adhoc-requests`);
    await expect(page.getByText('This part of the app is unavailable')).toBeVisible();
    expect(errors.join('\n')).toContain('shared-contracts');
    await page.goto(`${servers.shellUrl}/shifts`);
    await expect(page.getByRole('heading', { name: 'My shifts' })).toBeVisible();
  } finally {
    await servers.stop('mf-adhoc');
    await servers.start('mf-adhoc');
  }
});
