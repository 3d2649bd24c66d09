/**
 * Issue 19, the whole set-up: the administrator of Lakeview Offices (seeded with nothing in it:
 * api/src/db/seed-fresh-org.ts) builds its places from nothing through the admin pages: a location
 * tree (site, building, floor), a facility type with a checklist, 20 facilities by CSV import with
 * one bad row fixed after the preview; prints their QR sheet, invites a reporter and gives them a
 * shift. The reporter points the phone's camera (Chromium's fake camera playing the PDF page as
 * pdftoppm renders it) at the first code of the sheet and submits a report against the new
 * checklist, which the server then holds. Needs `pdftoppm` (Debian poppler-utils).
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { chooseOption, clickSettled } from '../fixtures/antd';
import { apiGet } from '../fixtures/api';
import { expect, test } from '../fixtures/fake-camera';
import { acceptInvitation, closeInvitation, inviteByEmail, newInvitee } from '../fixtures/people';
import { continueToDetails } from '../fixtures/reporting';
import { API_URL, E2E_DATA_DIR } from '../fixtures/ports';
import { createShiftAsAdmin } from '../fixtures/schedules';
import { DEMO_PASSWORD, signIn } from '../fixtures/session';

const ADMIN = 'lakeview.admin@facilityops.test';
const TYPE = 'Meeting Room';
const PARAMETERS = ['Whiteboard clean', 'Chairs in place'];
const PREFIX = 'Lakeview Room';
const FRAME_WIDTH = 640;
const FRAME_HEIGHT = 480;
/** At 180 dpi the first card of the A4 sheet (3 codes a row) ends near x = 520 px; the next code starts at 574. */
const DPI = 180;
const FIRST_CARD_RIGHT = 540;
const PHONE = { width: 412, height: 860 };

// The camera plays what this test writes here once the sheet is printed.
test.use({ fakeCameraFile: path.join(E2E_DATA_DIR, 'fake-camera', 'setup-organization.y4m'), viewport: PHONE });

/** A YUV4MPEG2 video (what Chromium's fake camera plays) of a grey frame: luma from the picture, neutral chroma. */
function y4mOfGrey(grey: Buffer, frames = 3): Buffer {
  const header = Buffer.from(`YUV4MPEG2 W${FRAME_WIDTH} H${FRAME_HEIGHT} F15:1 Ip A1:1 C420jpeg\n`);
  const luma = Buffer.from(grey.map((value) => 16 + Math.round((value * 219) / 255)));
  const chroma = Buffer.alloc((FRAME_WIDTH / 2) * (FRAME_HEIGHT / 2) * 2, 128);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), luma, chroma]);
  return Buffer.concat([header, ...Array.from({ length: frames }, () => frame)]);
}

/** The camera framing the first card of the sheet's first page: the top-left 640x480 at 180 dpi, the next card blanked out. */
function firstCardVideo(pdf: string, out: string): Buffer {
  execFileSync('pdftoppm', [
    '-gray',
    '-r',
    String(DPI),
    '-f',
    '1',
    '-l',
    '1',
    '-x',
    '0',
    '-y',
    '0',
    '-W',
    String(FRAME_WIDTH),
    '-H',
    String(FRAME_HEIGHT),
    '-singlefile',
    pdf,
    out,
  ]);
  const file = readFileSync(`${out}.pgm`);
  const header = /^P5\s+(\d+)\s+(\d+)\s+255\s/.exec(file.subarray(0, 64).toString('latin1'));
  if (!header?.[1] || !header[2]) throw new Error('pdftoppm did not write an 8-bit PGM');
  const width = Number(header[1]);
  expect([width, Number(header[2])]).toEqual([FRAME_WIDTH, FRAME_HEIGHT]);
  const grey = Buffer.from(file.subarray(header[0].length, header[0].length + FRAME_WIDTH * FRAME_HEIGHT));
  for (let y = 0; y < FRAME_HEIGHT; y += 1) grey.fill(255, y * width + FIRST_CARD_RIGHT, (y + 1) * width);
  return y4mOfGrey(grey);
}

async function shot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });
}

/** Adds a place on /locations: name, kind and (when given) the place it is inside. */
async function addPlace(page: Page, name: string, kind: string, inside?: string): Promise<void> {
  await page.getByRole('button', { name: 'Add a place' }).click();
  await expect(page.getByText('New place')).toBeVisible();
  await page.getByLabel('Name', { exact: true }).fill(name);
  await chooseOption(page, page.getByRole('combobox', { name: 'Kind' }), kind);
  if (inside) {
    await clickSettled(page.getByRole('combobox', { name: 'Inside' }));
    await clickSettled(page.locator('.ant-select-dropdown:visible').getByTitle(inside, { exact: true }));
  }
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/location\/[^/]+$/);
  await expect(page.getByRole('tree').getByText(new RegExp(`^${name} ·`))).toBeVisible();
}

const parameterCard = (page: Page, n: number): Locator => page.getByTestId('checklist-parameter').nth(n);

test('an admin sets up a fresh organisation from nothing; a reporter scans its printed QR sheet and reports', async ({ page, fakeMediaBrowser, request }) => {
  test.setTimeout(360_000);

  // 1. The location tree: a site, a building in it, a floor in the building.
  await signIn(page, ADMIN, '/locations');
  await expect(page.getByRole('heading', { name: 'Locations' })).toBeVisible();
  await expect(page.getByText('No places yet. Add a site or a building first, then its floors and areas.')).toBeVisible();
  await addPlace(page, 'Lakeview Campus', 'Site');
  await addPlace(page, 'Tower One', 'Building', 'Lakeview Campus');
  await addPlace(page, 'Tower One Floor 1', 'Floor', 'Tower One');
  await shot(page, 'locations-412');

  // 2. A facility type, then its checklist of two parameters (the second needs a photo when bad).
  await page.goto('/facilityTypes');
  await expect(page.getByText('No facility types yet. Add one (a washroom, a pantry) before adding facilities.')).toBeVisible();
  await page.getByRole('button', { name: 'Add' }).click();
  const typeForm = page.getByRole('dialog', { name: 'New facility type' });
  await typeForm.getByLabel('Name').fill(TYPE);
  await typeForm.getByRole('button', { name: 'Save' }).click();
  await expect(typeForm).toBeHidden();
  await expect(page.getByText(TYPE, { exact: true }).first()).toBeVisible();

  await page.goto('/checklists');
  await page.getByRole('button', { name: `Checklist of ${TYPE}` }).click();
  await expect(page.getByRole('heading', { name: `${TYPE} checklist` })).toBeVisible();
  await expect(page.getByText('No parameters. Add the first thing a reporter should check.')).toBeVisible();
  for (const [n, label] of PARAMETERS.entries()) {
    await page.getByRole('button', { name: /Add parameter/ }).click();
    await parameterCard(page, n).getByLabel('Name').fill(label);
  }
  await parameterCard(page, 1).getByRole('switch', { name: 'Photo required when bad' }).click();
  await parameterCard(page, 1).getByRole('spinbutton', { name: 'Quantity' }).fill('4');
  await shot(page, 'checklist-editor-412');
  await page.getByRole('button', { name: 'Save new version' }).last().click();
  await expect(page.getByText('Saved as version 1.')).toBeVisible();

  // 3. 20 facilities by CSV: the preview shows the bad row, nothing is written until it is fixed.
  await page.goto('/facilities');
  await expect(page.getByText('No facilities yet. Add one, or import a CSV file of them.')).toBeVisible();
  const rows = Array.from({ length: 20 }, (_, i) => `${PREFIX} ${String(i + 1).padStart(2, '0')},${TYPE},${i === 6 ? 'Tower Nine' : 'Tower One'},scheduled,`);
  const csv = ['name,facilityType,location,reportingType,fmsTicketId', ...rows].join('\n');
  await page.getByRole('button', { name: 'Import CSV' }).first().click();
  const importer = page.getByRole('dialog', { name: 'Import from CSV' });
  await importer.getByLabel('CSV text').fill(csv);
  await importer.getByRole('button', { name: 'Check rows' }).click();
  await expect(importer.getByText('1 rows have errors: fix them in the text above and check again.')).toBeVisible();
  await expect(importer.getByText('No location "Tower Nine".')).toBeVisible();
  await expect(importer.getByRole('button', { name: /^Import \d+ rows$/ })).toBeDisabled();
  await importer.getByLabel('CSV text').fill(csv.replace('Tower Nine', 'Tower One'));
  await importer.getByRole('button', { name: 'Check rows' }).click();
  await expect(importer.getByText('All 20 rows are ready to import.')).toBeVisible();
  await importer.getByRole('button', { name: 'Import 20 rows' }).click();
  await expect(page.getByText('20 imported.')).toBeVisible();

  // 4. The QR sheet of the list's page: a PDF with the 20 codes.
  const qrSheet = page.getByRole('button', { name: 'QR sheet of this page (PDF)' });
  await expect(qrSheet).toBeEnabled();
  const download = page.waitForEvent('download');
  await qrSheet.click();
  const pdfPath = test.info().outputPath('qr-codes.pdf');
  await (await download).saveAs(pdfPath);
  const pdfText = readFileSync(pdfPath).toString('latin1');
  expect(pdfText.startsWith('%PDF-1.4')).toBe(true);
  const codes = pdfText.match(/\(facility=[^)]+\)/g) ?? [];
  expect(codes).toHaveLength(20);
  const firstId = (codes[0] ?? '').slice('(facility='.length, -1);
  const adminToken = (
    (await (await request.post(`${API_URL}/auth/login`, { data: { email: ADMIN, password: DEMO_PASSWORD, userType: 'regular' } })).json()) as { token: string }
  ).token;
  const listed = await apiGet<{ _id: string; name: string }[]>(request, adminToken, '/facilities');
  expect(listed).toHaveLength(20);
  const first = listed.find((facility) => facility._id === firstId);
  expect(first, `the sheet's first code names ${firstId}`).toBeTruthy();
  const firstName = first?.name ?? '';
  execFileSync('pdftoppm', ['-png', '-r', '100', '-f', '1', '-l', '1', '-singlefile', pdfPath, test.info().outputPath('qr-sheet-page-1')]);

  // 5. A reporter joins by invitation and gets a shift with the first facility of the sheet.
  const invitee = newInvitee('lakeview.reporter');
  const reporterName = `${invitee.firstName} ${invitee.lastName}`;
  const link = await inviteByEmail(page, invitee.email, 'reporter-internal');
  await closeInvitation(page);
  // The camera is pointed at the printed sheet before the reporter's browser opens.
  const video = firstCardVideo(pdfPath, test.info().outputPath('camera-frame'));
  writeFileSync(path.join(E2E_DATA_DIR, 'fake-camera', 'setup-organization.y4m'), video);
  // A person is a shift's reporter once they have joined (accepted the invitation).
  const reporter = await acceptInvitation(fakeMediaBrowser, link, invitee, PHONE);
  const shiftId = await createShiftAsAdmin(page, { name: 'Lakeview morning', reporter: reporterName, facilities: [firstName], intervalHours: 2 });

  // 6. The reporter starts the shift and scans the sheet.
  await reporter.goto('/shifts');
  const card = reporter.getByRole('listitem').filter({ has: reporter.locator(`a[href="/shifts/${shiftId}"]`) });
  await card.getByRole('button', { name: 'Start shift' }).click();
  await expect(reporter.getByText('Shift started.')).toBeVisible();
  await reporter.goto('/reporting/facilities');
  await expect(reporter.getByRole('article', { name: firstName })).toBeVisible({ timeout: 30_000 });
  const scan = reporter.getByRole('button', { name: /^(scan )?Scan$/ });
  await expect(scan).toBeEnabled();
  await scan.click();
  await expect(reporter).toHaveURL(new RegExp(`/reporting/checklist\\?facility=${firstId}$`), { timeout: 30_000 });

  // 7. The new checklist: the second parameter is bad (its template asks for a photo of that), a
  // photo of it, the overall note with its photos, submit.
  await expect(reporter.getByRole('button', { name: `${PARAMETERS[0]}: good` })).toBeVisible();
  await reporter.getByRole('button', { name: `${PARAMETERS[1]}: good` }).click();
  await continueToDetails(reporter);
  const issue = reporter.getByRole('region', { name: `Issue: ${PARAMETERS[1]}` });
  await issue.getByLabel('Description').fill('Two chairs missing');
  await issue.getByRole('button', { name: 'Capture image' }).click();
  const camera = reporter.getByRole('dialog', { name: 'Take a photo' });
  await camera.getByRole('button', { name: 'Take photo' }).click();
  await expect(issue.getByRole('listitem', { name: 'Photo 1' })).toBeVisible({ timeout: 20_000 });
  await camera.getByRole('button', { name: 'Close' }).click();
  const overall = reporter.getByRole('region', { name: 'Overall' });
  await overall.getByLabel('Description').fill('First round of Lakeview');
  await overall.getByRole('button', { name: 'Capture image' }).click();
  for (let n = 1; n <= 3; n += 1) {
    await camera.getByRole('button', { name: 'Take photo' }).click();
    await expect(overall.getByRole('listitem', { name: `Photo ${n}` })).toBeVisible({ timeout: 20_000 });
  }
  await camera.getByRole('button', { name: 'Close' }).click();
  await reporter.screenshot({ path: test.info().outputPath('reporter-details-412.png'), fullPage: true });
  await overall.getByRole('button', { name: 'Submit' }).click();
  await expect(reporter.getByRole('status', { name: 'Report sent' })).toBeVisible({ timeout: 60_000 });

  // The server holds one report of the facility, with the one issue.
  const reportsOf = () =>
    apiGet<{ totalDocs: number; docs: { issuesCount: number }[] }>(request, adminToken, `/reports/?facility=${encodeURIComponent(firstId)}&limit=1`);
  await expect.poll(async () => (await reportsOf()).totalDocs).toBe(1);
  expect((await reportsOf()).docs[0]?.issuesCount).toBe(1);
  await reporter.context().close();
});
