/**
 * Ad-hoc reporting against the real api, every remote on its own origin: the requests section
 * mf-adhoc lends mf-reporting's facility list, 'AdHoc Report Details' with Start Reporting and
 * Create an Issue, the report-type chooser after Quick Report's scan (fake camera), and the desk
 * reporter's ad-hoc report without scanning. Spec 000 Screen 1, §4, §6, §8; spec 001 §2.4.
 */
import { type APIRequestContext, type Page } from '@playwright/test';
import { chooseOption, clickSettled } from '../fixtures/antd';
import { apiGet, apiToken, reportCount } from '../fixtures/api';
import { confirmTitle } from '../fixtures/reporting';
import { expect, test } from '../fixtures/fake-camera';
import { signIn, users } from '../fixtures/session';

test.describe.configure({ timeout: 120_000 });

interface StoredRequest {
  _id: string;
  status: string;
  adHocReportType: string;
  description: string;
  probableIssues: string[];
  facility: { _id: string };
}

interface ReportList {
  docs: { reportingType: string; facility: string }[];
  totalDocs: number;
}

async function requestsOf(request: APIRequestContext, email: string): Promise<StoredRequest[]> {
  const token = await apiToken(request, email);
  const { user } = await apiGet<{ user: { _id: string } }>(request, token, '/users/profile');
  return apiGet<StoredRequest[]>(request, token, `/shifts/reporter/adhoc-requests?reporterId=${user._id}`);
}

async function latestReport(request: APIRequestContext, email: string, facilityId: string): Promise<ReportList> {
  const token = await apiToken(request, email);
  return apiGet<ReportList>(request, token, `/reports/?facility=${facilityId}&limit=1`);
}

/** Marks Floor bad, continues, fills what the default checklist asks and submits from the details page. */
async function reportFloorIssue(page: Page, detailsTitle: string): Promise<void> {
  await expect(page.getByRole('heading', { name: 'Checklist' })).toBeVisible();
  await page.getByRole('button', { name: 'Floor: good' }).click();
  // Ad-hoc reports skip the pending-issues check and go to their own details page.
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: detailsTitle })).toBeVisible({ timeout: 30_000 });
  await page.getByRole('region', { name: 'Issue: Floor' }).getByLabel('Description').fill('Wet floor near the door');
  await page.getByRole('region', { name: 'Parameter Additional Details' }).getByLabel('Water pressure').fill('Normal');
  const overall = page.getByRole('region', { name: 'Overall' });
  await overall.getByLabel('Description').fill('Checked on request');
  await overall.getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL(/\/reporting\/submit/);
  await expect(page.getByRole('status', { name: 'Report sent' })).toBeVisible();
  await expect(page).toHaveURL(/\/home$/);
}

test.describe('the reporter on a started shift', () => {
  test.use({ fakeCameraQr: null });

  test('sees the Ad-Hoc Requests on the facility list and answers one with Start Reporting: sent as an ad-hoc report, the request turns checked', async ({
    page,
    request,
  }) => {
    await signIn(page, users.reporter, '/reporting/facilities');
    const section = page.getByRole('region', { name: 'Ad-Hoc Requests' });
    await expect(section.getByRole('heading', { name: 'Ad-Hoc Requests' })).toBeVisible({ timeout: 30_000 });
    const row = section.getByRole('article', { name: 'Tower B Lift Lobby 1' });
    await expect(row.getByText('Dustbin overflowing near the entrance.')).toBeVisible();
    await expect(row.getByRole('img', { name: 'Not checked yet' })).toBeVisible();
    await expect(row.getByRole('list', { name: 'Probable issues' }).getByRole('listitem')).toHaveText(['Wet floor', 'Litter']);

    await row.click();
    const dialog = page.getByRole('dialog', { name: 'AdHoc Report Details' });
    await expect(dialog.getByText('FLOOR', { exact: true })).toBeVisible();
    await expect(dialog.getByRole('img', { name: 'High urgency' })).toBeVisible();
    await expect(dialog.getByText('Floor needs attention')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Create an Issue' })).toBeEnabled();
    await dialog.getByRole('button', { name: 'Start Reporting' }).click();
    await expect(page).toHaveURL(/\/reporting\/checklist\?facility=fac-acme-10&adhoc=quick-inspect&request=adh-acme-2$/);

    const before = (await latestReport(request, users.reporter, 'fac-acme-10')).totalDocs;
    await reportFloorIssue(page, 'Quick Report');

    const after = await latestReport(request, users.reporter, 'fac-acme-10');
    expect(after.totalDocs).toBe(before + 1);
    expect(after.docs[0]?.reportingType).toBe('adhoc');
    expect((await requestsOf(request, users.reporter)).find((item) => item._id === 'adh-acme-2')?.status).toBe('checked');
  });

  test('Create an Issue raises the request and lands on /adhoc-requests; a request being checked allows neither action', async ({ page }) => {
    await signIn(page, users.reporter, '/reporting/facilities');
    const section = page.getByRole('region', { name: 'Ad-Hoc Requests' });
    await section.getByRole('article', { name: 'Food Court Pantry 1' }).click({ timeout: 30_000 });
    let dialog = page.getByRole('dialog', { name: 'AdHoc Report Details' });
    await expect(dialog.getByText(/only a request not checked yet can be inspected/)).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Create an Issue' })).toBeDisabled();
    await expect(dialog.getByRole('button', { name: 'Start Reporting' })).toBeDisabled();
    await dialog.getByRole('button', { name: 'Close' }).click();

    await section.getByRole('article', { name: 'Food Court Washroom 1' }).click();
    dialog = page.getByRole('dialog', { name: 'AdHoc Report Details' });
    await dialog.getByRole('button', { name: 'Create an Issue' }).click();
    await expect(page.getByText('Ad-Hoc Request has been submitted.', { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/adhoc-requests$/);
    await expect(page.getByRole('article', { name: 'Food Court Washroom 1' })).toBeVisible();
  });
});

test.describe("the manager's Quick Report", () => {
  // fac-acme-16 belongs to the desk reporter's shift: Quick Report takes any active facility.
  test.use({ fakeCameraQr: 'facility=fac-acme-16' });

  test('scans a facility, offers the report types the manager may use and sends an immediate inspection request', async ({ page, request }) => {
    await signIn(page, users.manager);
    await page.getByRole('button', { name: 'Account menu' }).click();
    await clickSettled(page.getByRole('menuitem', { name: 'Quick Report' }));

    const chooser = page.getByRole('dialog', { name: 'How do you want report?' });
    await expect(chooser.getByText('Facility: Parking Reception 1')).toBeVisible({ timeout: 30_000 });
    await expect(chooser.getByRole('button', { name: /Do Inspection/ })).toBeVisible();
    // Quick Report needs quickReport-write, which the manager does not have.
    await expect(chooser.getByRole('button', { name: /Quick Report/ })).toHaveCount(0);
    await chooser.getByRole('button', { name: /Request Inspection/ }).click();
    await expect(chooser.getByRole('button', { name: /Request Inspection/ })).toBeVisible();
    await chooser.getByRole('button', { name: /Immediate Inspection/ }).click();

    await expect(chooser.getByText(/^Goes to /)).toBeVisible();
    await chooser.getByRole('button', { name: 'Send request' }).click();
    await expect(chooser.getByText('Please describe what needs inspecting.')).toBeVisible();
    await chooser.getByLabel('What needs inspecting?').fill('Broken tap reported by a visitor');
    await chooseOption(page, chooser.getByRole('combobox', { name: 'Probable issues' }), 'Floor');
    await page.keyboard.press('Escape');
    await chooser.getByRole('button', { name: 'Send request' }).click();
    await expect(page.getByText('Ad-Hoc Request has been submitted.', { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/adhoc-requests$/);

    const sent = (await requestsOf(request, users.desk)).find((item) => item.description === 'Broken tap reported by a visitor');
    expect(sent).toMatchObject({ status: 'unchecked', adHocReportType: 'quick-inspect', probableIssues: ['Floor'], facility: { _id: 'fac-acme-16' } });
  });
});

test.describe('the desk reporter', () => {
  test.use({ fakeCameraQr: null });

  test('sees no requests section while the shift is not started, and reports ad hoc without scanning: counted as adhoc-desk', async ({ page, request }) => {
    await signIn(page, users.desk, '/reporting/facilities');
    await expect(page.getByRole('heading', { name: 'Check Facilities' })).toBeVisible();
    await expect(page.getByRole('article').first()).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('heading', { name: 'Ad-Hoc Requests' })).toHaveCount(0);

    await page.goto('/adhoc');
    await expect(page.getByRole('heading', { name: 'Ad-hoc Report' })).toBeVisible();
    await page.getByRole('searchbox', { name: 'Search by name, location or type' }).fill('parking reception');
    const facilities = page.getByRole('list', { name: 'Facilities to report' });
    await facilities.getByRole('button', { name: /Parking Reception 1/ }).click();
    const chooser = page.getByRole('dialog', { name: 'How do you want report?' });
    await chooser.getByRole('button', { name: /Do Inspection/ }).click();
    await expect(page).toHaveURL(/\/reporting\/checklist\?facility=fac-acme-16&adhoc=inspect$/);

    const before = (await latestReport(request, users.desk, 'fac-acme-16')).totalDocs;
    await reportFloorIssue(page, 'Ad-hoc Inspection');
    const after = await latestReport(request, users.desk, 'fac-acme-16');
    expect(after.totalDocs).toBe(before + 1);
    expect(after.docs[0]?.reportingType).toBe('adhoc-desk');
  });
});

test.describe('an ad-hoc inspection in offline mode', () => {
  // fac-acme-04: its checklist needs no photos.
  test.use({ fakeCameraQr: 'facility=fac-acme-04' });

  test('is queued on the device with its ad-hoc type and sent when offline mode is turned off', async ({ page, request }) => {
    const token = await apiToken(request, users.reporter);
    const before = await reportCount(request, token, 'fac-acme-04');
    await signIn(page, users.reporter, '/adhoc');
    await page.getByRole('button', { name: 'Scan a facility' }).click();
    await page
      .getByRole('dialog', { name: 'How do you want report?' })
      .getByRole('button', { name: /Do Inspection/ })
      .click({ timeout: 30_000 });
    await expect(page).toHaveURL(/\/reporting\/checklist\?facility=fac-acme-04&adhoc=inspect$/);
    await expect(page.getByRole('heading', { name: 'Checklist' })).toBeVisible();

    // The network turns bad mid-report: the user switches the app to offline mode.
    const toggle = page.getByRole('button', { name: 'Offline mode' });
    await toggle.click();
    await page.getByRole('dialog').filter({ visible: true }).getByRole('button', { name: 'Yes' }).click();
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');

    await page.getByRole('button', { name: 'Floor: good' }).click();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('heading', { name: 'Ad-hoc Inspection' })).toBeVisible({ timeout: 30_000 });
    await page.getByRole('region', { name: 'Issue: Floor' }).getByLabel('Description').fill('Spill by the door');
    await page.getByRole('region', { name: 'Parameter Additional Details' }).getByLabel('Water pressure').fill('Normal');
    const overall = page.getByRole('region', { name: 'Overall' });
    await overall.getByLabel('Description').fill('Checked while offline');
    await overall.getByRole('button', { name: 'Submit' }).click();
    await expect(confirmTitle(page, 'Report submitted successfully.')).toBeVisible();
    await page.getByRole('button', { name: 'Okay' }).click();
    await expect(page).toHaveURL(/\/home$/);
    expect(await reportCount(request, token, 'fac-acme-04')).toBe(before);

    // Offline mode off: the queue goes out, once, as an ad-hoc report.
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await expect.poll(async () => await reportCount(request, token, 'fac-acme-04'), { timeout: 30_000 }).toBe(before + 1);
    expect((await latestReport(request, users.reporter, 'fac-acme-04')).docs[0]?.reportingType).toBe('adhoc');
  });
});
