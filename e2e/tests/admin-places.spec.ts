/**
 * Issue 19: an admin imports facilities by CSV (one bad row, shown in the preview and fixed before
 * anything is written), finds them in the list, opens one, retires it with undo, and downloads the
 * QR sheet PDF whose codes are what the scanner reads.
 */
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { signIn, users } from '../fixtures/session';

const PREFIX = 'Places E2E';
const rows = Array.from({ length: 20 }, (_, i) => `${PREFIX} ${String(i + 1).padStart(2, '0')},Washroom,${i === 6 ? 'Tower Z' : 'Tower A'},scheduled,`);
const csv = ['name,facilityType,location,reportingType,fmsTicketId', ...rows].join('\n');

test('an admin imports 20 facilities by CSV after fixing the bad row, and prints their QR sheet', async ({ page }) => {
  // A long flow: import, search, retire, undo and a PDF.
  test.setTimeout(120_000);
  await signIn(page, users.admin, '/facilities');
  await expect(page.getByRole('heading', { name: 'Facilities' })).toBeVisible();

  await page.getByRole('button', { name: 'Import CSV' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import from CSV' });
  await dialog.getByLabel('CSV text').fill(csv);
  await dialog.getByRole('button', { name: 'Check rows' }).click();
  await expect(dialog.getByText('1 rows have errors: fix them in the text above and check again.')).toBeVisible();
  await expect(dialog.getByText('No location "Tower Z".')).toBeVisible();
  await expect(dialog.getByRole('button', { name: /^Import \d+ rows$/ })).toBeDisabled();

  await dialog.getByLabel('CSV text').fill(csv.replace('Tower Z', 'Tower B'));
  await dialog.getByRole('button', { name: 'Check rows' }).click();
  await expect(dialog.getByText('All 20 rows are ready to import.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Import 20 rows' }).click();
  await expect(page.getByText('20 imported.')).toBeVisible();

  await page.getByRole('searchbox', { name: 'Search by name' }).fill(PREFIX);
  await page.getByRole('searchbox', { name: 'Search by name' }).press('Enter');
  await expect(page).toHaveURL(/q=Places/);
  await expect(page.getByRole('button', { name: `${PREFIX} 07` })).toBeVisible();

  await page.getByRole('button', { name: `${PREFIX} 07` }).click();
  const drawer = page.getByRole('dialog', { name: `${PREFIX} 07` });
  await expect(drawer.getByText('facility=', { exact: false })).toBeVisible();
  await expect(drawer.getByText('Tower B')).toBeVisible();
  await drawer.getByRole('button', { name: 'Retire' }).click();
  await expect(page.getByText(`${PREFIX} 07 retired.`)).toBeVisible();
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(page.getByText(`${PREFIX} 07 is active again.`)).toBeVisible();
  await drawer.getByRole('button', { name: 'Close' }).click();
  await expect(drawer).toBeHidden();

  // The list reloads after the undo: the button is enabled again once its page of ids is back.
  const qrSheet = page.getByRole('button', { name: 'QR sheet of this page (PDF)' });
  await expect(qrSheet).toBeEnabled();
  const download = page.waitForEvent('download');
  await qrSheet.click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('qr-codes.pdf');
  const pdf = readFileSync(await file.path()).toString('latin1');
  expect(pdf.startsWith('%PDF-1.4')).toBe(true);
  expect(pdf).toContain(`(${PREFIX} 01)`);
  expect(pdf.match(/\(facility=[^)]+\)/g)).toHaveLength(20);
});
