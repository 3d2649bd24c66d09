/** A native wrapper hands the session to the app before it loads, and changes it later. */
import { expect, test } from '@playwright/test';
import { API_URL } from '../fixtures/ports';
import { DEMO_PASSWORD, users } from '../fixtures/session';

test('an injected session opens the app signed in, with the header hidden until the wrapper shows it', async ({ page, request }) => {
  const login = await request.post(`${API_URL}/auth/login`, { data: { email: users.reporter, password: DEMO_PASSWORD, userType: 'regular' } });
  const { token, user } = (await login.json()) as { token: string; user: unknown };
  const granted = await request.get(`${API_URL}/auth/permissions`, { headers: { Authorization: `Bearer ${token}` } });
  const { permissions } = (await granted.json()) as { permissions: string[] };

  await page.addInitScript(
    (injection) => {
      window.__FACILITYOPS_NATIVE__ = injection;
    },
    { token, user, permissions, hideHeader: true },
  );
  await page.goto('/shifts');
  await expect(page.getByRole('heading', { name: 'My shifts' })).toBeVisible();
  await expect(page).toHaveURL(/\/shifts$/);
  await expect(page.getByRole('button', { name: 'Account menu' })).toHaveCount(0);

  await page.evaluate(() => window.FacilityOps?.inject({ hideHeader: false }));
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
});
