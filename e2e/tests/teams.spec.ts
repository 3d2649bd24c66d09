/**
 * Issue 20: on a phone, an admin creates a team with a fixer member, a default parameter and a
 * building; the reporter's checklist then names that team as the parameter's default (what the
 * report form assigns an issue to), and the team shows on the building's page. Then a contact is
 * added and its call link dials it. Screenshots (phone and desktop) go to e2e/screenshots/teams/ (not committed).
 */
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { chooseOption } from '../fixtures/antd';
import { apiGet, apiToken } from '../fixtures/api';
import { signIn, users } from '../fixtures/session';

const shots = path.join(__dirname, '..', 'screenshots', 'teams');
test.use({ viewport: { width: 360, height: 740 } });

test('an admin creates a team with a fixer, a default parameter and a building; the reporter’s default team follows', async ({ page, request }) => {
  test.setTimeout(90_000);
  await signIn(page, users.admin, '/teams');
  await expect(page.getByRole('heading', { name: 'Teams' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('link', { name: 'Housekeeping' })).toBeVisible();
  await page.screenshot({ path: path.join(shots, 'teams-phone.png'), fullPage: true });

  await page.getByRole('button', { name: 'Add team' }).click();
  await expect(page.getByRole('heading', { name: 'New team' })).toBeVisible();
  await page.getByLabel('Name').fill('Odour control');
  await chooseOption(page, page.getByLabel('Members'), 'Farhan Fixer · Fixer');
  await page.keyboard.press('Escape');
  await chooseOption(page, page.getByLabel('Default parameters'), 'Odour (now Housekeeping)');
  await page.keyboard.press('Escape');
  await chooseOption(page, page.getByLabel('Buildings it looks after'), 'Food Court');
  await page.keyboard.press('Escape');
  await page.screenshot({ path: path.join(shots, 'team-form-phone.png'), fullPage: true });
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Odour control saved.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Odour control' })).toBeVisible();
  const teamId = decodeURIComponent(new URL(page.url()).pathname.split('/').pop() ?? '');

  // The reporter's checklist: the parameter's default team is now the new one (the teams' lists are the one source).
  const reporter = await apiToken(request, users.reporter);
  const checklists = await apiGet<{ parameters: { _id: string; defaultTeamName?: string | null }[] }[]>(request, reporter, '/facilities/checklist');
  const odour = checklists.flatMap((checklist) => checklist.parameters).filter((parameter) => parameter._id === 'par-acme-odour');
  expect(odour.length).toBeGreaterThan(0);
  expect(odour.every((parameter) => parameter.defaultTeamName === teamId)).toBe(true);

  // The building's page lists the team, with a link back to it.
  await page.getByRole('link', { name: 'Food Court' }).click();
  await expect(page.getByRole('heading', { name: 'Teams looking after Food Court' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Odour control' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Housekeeping' })).toBeVisible();
  await page.screenshot({ path: path.join(shots, 'building-teams-phone.png'), fullPage: true });
  await page.getByRole('link', { name: 'Odour control' }).click();
  await expect(page.getByRole('heading', { name: 'Odour control' })).toBeVisible();

  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/teams');
  await expect(page.getByRole('link', { name: 'Odour control' })).toBeVisible({ timeout: 30_000 });
  await page.screenshot({ path: path.join(shots, 'teams-desktop.png'), fullPage: true });
});

test('an admin adds a contact on a phone and its call link dials it', async ({ page }) => {
  test.setTimeout(60_000);
  await signIn(page, users.admin, '/contacts');
  await expect(page.getByRole('heading', { name: 'Contacts', exact: true })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('link', { name: 'Call Meera Kulkarni on +91 98220 11001' })).toBeVisible();
  await page.screenshot({ path: path.join(shots, 'contacts-phone.png'), fullPage: true });

  await page.getByRole('button', { name: 'Add contact' }).click();
  const drawer = page.getByRole('dialog', { name: 'New contact' });
  await drawer.getByLabel('Name').fill('Lift Co');
  await drawer.getByLabel('Phone').fill('+91 98220 55555');
  await page.screenshot({ path: path.join(shots, 'contact-form-phone.png') });
  await drawer.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Lift Co saved.')).toBeVisible();
  const call = page.getByRole('link', { name: 'Call Lift Co on +91 98220 55555' });
  await expect(call).toBeVisible();
  await expect(call).toHaveAttribute('href', 'tel:+919822055555');

  await page.getByRole('searchbox', { name: 'Search contacts' }).fill('lift');
  await page.getByRole('searchbox', { name: 'Search contacts' }).press('Enter');
  await expect(page).toHaveURL(/search=lift/);
  await expect(page.getByRole('link', { name: 'Call Meera Kulkarni on +91 98220 11001' })).toBeHidden();

  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/contacts');
  await expect(page.getByRole('link', { name: 'Call Lift Co on +91 98220 55555' })).toBeVisible({ timeout: 30_000 });
  await page.screenshot({ path: path.join(shots, 'contacts-desktop.png'), fullPage: true });
});
