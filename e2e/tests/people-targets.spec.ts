/**
 * Issue 20: contacts as targets and role names per language. A manager shares an issue to a
 * contact (the link is recorded against them and offered as their e-mail); an admin sees and edits
 * the escalation contacts on /contacts; in Hindi the built-in roles read in Hindi and the custom
 * 'auditor' stays as typed. Screenshots at 360x740 and 1280x800 in en-US and hi go to
 * e2e/screenshots/people-targets/ (not committed).
 */
import path from 'node:path';
import { type Page, expect, test } from '@playwright/test';
import { chooseOption } from '../fixtures/antd';
import { signIn, users } from '../fixtures/session';

const shots = path.join(__dirname, '..', 'screenshots', 'people-targets');
const SIZES = { phone: { width: 360, height: 740 }, desktop: { width: 1280, height: 800 } } as const;
const shot = (page: Page, name: string) => page.screenshot({ path: path.join(shots, `${name}.png`), fullPage: true });

test('a manager shares an issue to a contact, recorded against them', async ({ page }) => {
  await page.setViewportSize(SIZES.phone);
  await signIn(page, users.manager, '/issues/details/iss-acme-1');
  // The contacts load with the dialog, so the list is full (and its popup placed) when it opens.
  const contacts = page.waitForResponse((response) => response.url().includes('/contacts') && response.ok());
  await page.getByRole('button', { name: 'Share' }).click();
  const dialog = page.getByRole('dialog', { name: 'Share a read-only link' });
  const group = dialog.getByRole('group', { name: 'Share to a contact' });
  await contacts;
  await chooseOption(page, group.getByRole('combobox', { name: 'Contact' }), 'AquaFix Plumbing Services (AquaFix)');
  await expect(group.getByRole('button', { name: 'Make their link' })).toBeEnabled();
  await group.getByRole('button', { name: 'Make their link' }).click();
  await expect(group.getByRole('status')).toContainText('Link made for AquaFix Plumbing Services and recorded.');
  await expect(group.getByRole('link', { name: 'E-mail it to AquaFix Plumbing Services' })).toHaveAttribute('href', /^mailto:service@aquafix\.example\?/);
  await expect(dialog.getByText(/· For AquaFix Plumbing Services$/)).toBeVisible();
  await shot(page, 'share-to-contact-phone');
  await page.setViewportSize(SIZES.desktop);
  await shot(page, 'share-to-contact-desktop');
});

for (const language of ['en-US', 'hi'] as const) {
  test(`escalation contacts and role names (${language})`, async ({ page }) => {
    await page.setViewportSize(SIZES.phone);
    await signIn(page, users.admin, '/contacts');
    // The sign-in form is in English; the shell reads the kept language at start.
    await page.evaluate((value) => localStorage.setItem('language', value), language);
    await page.reload();
    const card = page
      .locator('.ant-card')
      .filter({ has: page.getByRole('heading', { name: language === 'hi' ? 'संपर्कों को एस्केलेशन' : 'Escalations to contacts' }) });
    await expect(card).toContainText('Meera Kulkarni');
    await expect(card).toContainText('AquaFix Plumbing Services');
    await card.scrollIntoViewIfNeeded();
    await shot(page, `escalation-contacts-phone-${language}`);
    await page.setViewportSize(SIZES.desktop);
    await shot(page, `escalation-contacts-desktop-${language}`);

    await page.goto('/staff?tab=roles');
    const manager = language === 'hi' ? 'प्रबंधक' : 'manager';
    await expect(page.getByRole('checkbox', { name: `${manager}: team-write` })).toBeChecked();
    await expect(page.getByRole('checkbox', { name: 'auditor: facility-read' })).toBeChecked();
    await shot(page, `roles-desktop-${language}`);
    await page.goto('/staff');
    await expect(page.getByText(language === 'hi' ? 'रिपोर्टर (आंतरिक)' : 'reporter-internal').first()).toBeVisible();
    await shot(page, `staff-desktop-${language}`);
    await page.setViewportSize(SIZES.phone);
    await shot(page, `staff-phone-${language}`);
  });
}
