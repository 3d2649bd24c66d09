/**
 * Issue 19: an admin adds a parameter to the Lift Lobby checklist on a phone and saves a new
 * version; the reporter's next checklist for a Lift Lobby facility has it, and a report submitted
 * before the change still shows the parameters it was filled with. The spec puts the checklist
 * back as it was, so the specs after it see the seeded parameters.
 */
import { expect, test } from '@playwright/test';
import { apiGet, apiToken } from '../fixtures/api';
import { API_URL } from '../fixtures/ports';
import { signIn, users } from '../fixtures/session';

// fac-acme-10: a Lift Lobby facility on the reporter's shift, with the plain checklist (mode 0).
const FACILITY = 'fac-acme-10';
const TYPE = 'fty-acme-3';
const NEW_PARAMETER = 'Handrail E2E';

interface Doc {
  version: number;
  name: string;
  parameters: { _id: string; label: string }[];
}

test.use({ viewport: { width: 360, height: 740 } });

test('a new checklist version reaches the reporter and leaves an earlier report as it was', async ({ browser, page, request }, testInfo) => {
  test.setTimeout(120_000);
  const reporterToken = await apiToken(request, users.reporter);
  const adminToken = await apiToken(request, users.admin);

  // A report filled with the checklist as it is now.
  const before = await apiGet<{ facility: string; appendixChecklistTemplate: boolean; parameters: { label: string }[] }[]>(
    request,
    reporterToken,
    '/facilities/checklist',
  );
  const oldParameters = before.find((list) => list.facility === FACILITY && !list.appendixChecklistTemplate)?.parameters ?? [];
  expect(oldParameters.length).toBeGreaterThan(0);
  const submitted = await request.post(`${API_URL}/reports/submit`, {
    headers: { Authorization: `Bearer ${reporterToken}` },
    data: {
      localId: `checklists-e2e-${Date.now()}`,
      date: '01 May 2024',
      time: '9:55 AM',
      facility: FACILITY,
      parameters: oldParameters,
      issueDetails: [],
      overall: { description: 'Before the change', media: [] },
    },
  });
  expect(submitted.ok()).toBe(true);
  const { reportId } = (await submitted.json()) as { reportId: string };

  // The reporter has the checklist open before the change.
  const reporterContext = await browser.newContext({ viewport: { width: 360, height: 740 } });
  const reporter = await reporterContext.newPage();
  await signIn(reporter, users.reporter, `/reporting/checklist?facility=${FACILITY}`);
  await expect(reporter.getByRole('button', { name: 'Floor: good' })).toBeVisible();
  await expect(reporter.getByRole('button', { name: `${NEW_PARAMETER}: good` })).toHaveCount(0);

  try {
    // The admin adds a parameter on a phone.
    await signIn(page, users.admin, '/checklists');
    await expect(page.getByRole('heading', { name: 'Checklists' })).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('checklists-360.png'), fullPage: true });
    await page.getByRole('button', { name: 'Checklist of Lift Lobby' }).click();
    await expect(page.getByRole('heading', { name: 'Lift Lobby checklist' })).toBeVisible();
    await expect(page).toHaveURL(/\/checklists\/facilityType\?type=fty-acme-3/);
    await page.getByRole('button', { name: /Add parameter/ }).click();
    const added = page.getByTestId('checklist-parameter').last();
    await added.getByLabel('Name').fill(NEW_PARAMETER);
    await added.getByLabel('Category').fill('Lift Lobby');
    await added.getByLabel('Category').press('Escape');
    await expect(page.getByText('Unsaved changes')).toBeVisible();
    await added.scrollIntoViewIfNeeded();
    await page.screenshot({ path: testInfo.outputPath('checklist-editor-360.png') });
    await page.getByRole('button', { name: 'Save new version' }).last().click();
    await expect(page.getByText(/^Saved as version \d+\.$/)).toBeVisible();
    await expect(page.getByText('Unsaved changes')).toHaveCount(0);
    // At the end of the page the quick-scan button leaves the editor's buttons free.
    await page.getByRole('button', { name: /Add parameter/ }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: testInfo.outputPath('checklist-editor-saved-360.png') });

    // The report the reporter had in progress keeps the version it was started with…
    await reporter.reload();
    await expect(reporter.getByRole('button', { name: 'Floor: good' })).toBeVisible();
    await expect(reporter.getByRole('button', { name: `${NEW_PARAMETER}: good` })).toHaveCount(0);
    await reporterContext.close();

    // …and the reporter's next checklist (a new device session) has the new parameter.
    const nextContext = await browser.newContext({ viewport: { width: 360, height: 740 } });
    const next = await nextContext.newPage();
    await signIn(next, users.reporter, `/reporting/checklist?facility=${FACILITY}`);
    await expect(next.getByRole('button', { name: `${NEW_PARAMETER}: good` })).toBeVisible();
    await next.screenshot({ path: testInfo.outputPath('reporter-checklist-360.png'), fullPage: true });

    // The earlier report keeps the parameters it was filled with.
    await next.goto(`/inspection/${reportId}`);
    const listed = next.getByRole('region', { name: 'Parameters' });
    await expect(listed.getByText(oldParameters[0]?.label ?? '', { exact: false }).first()).toBeVisible();
    await expect(listed.getByRole('listitem')).toHaveCount(oldParameters.length);
    await expect(listed.getByText(NEW_PARAMETER)).toHaveCount(0);

    // Desktop view of the editor.
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Lift Lobby checklist' })).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('checklist-editor-desktop.png') });
    await nextContext.close();
  } finally {
    await reporterContext.close();
    // Put the checklist back (a new version without the parameter) for the specs after this one.
    const doc = await apiGet<Doc>(request, adminToken, `/admin/checklists/${TYPE}`);
    if (doc.parameters.some((parameter) => parameter.label === NEW_PARAMETER)) {
      const restored = await request.put(`${API_URL}/admin/checklists/${TYPE}`, {
        headers: { Authorization: `Bearer ${adminToken}` },
        data: { baseVersion: doc.version, name: doc.name, parameters: doc.parameters.filter((parameter) => parameter.label !== NEW_PARAMETER) },
      });
      expect(restored.ok()).toBe(true);
    }
  }
});
