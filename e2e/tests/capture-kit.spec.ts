/**
 * The capture kit as other apps consume it (`mf_reporting/capture` loaded through Module
 * Federation in the signed-in shell), with Chromium's fake camera and microphone: the photo is a
 * JPEG within 0.05 MB, the voice note is real Ogg Opus (remuxed from Chromium's WebM, not
 * re-encoded), and the api accepts both as uploads.
 */
import { type Page } from '@playwright/test';
import { mountCaptureDialog } from '../fixtures/capture-harness.mjs';
import { expect, qrPicture, test } from '../fixtures/fake-camera';
import { API_URL } from '../fixtures/ports';
import { signIn, users } from '../fixtures/session';

const MAX_PHOTO_BYTES = 0.05 * 1024 * 1024;

interface Kept {
  name: string;
  type: string;
  size: number;
  width?: number;
  height?: number;
  durationMs?: number;
  /** The file's first bytes, and whether it holds the marker searched for. */
  head: number[];
  hasOpusHead: boolean;
}

async function mount(page: Page, dialog: 'CameraDialog' | 'VoiceRecorderDialog'): Promise<void> {
  await signIn(page, users.reporter, '/home');
  await expect(page.getByRole('heading', { name: /Hello/ })).toBeVisible();
  await page.evaluate(mountCaptureDialog, dialog);
}

/** How many results the dialog has handed back. The harness keeps one after storing its file, so after the dialog has closed. */
function resultCount(page: Page): Promise<number> {
  return page.evaluate(() => (window as unknown as { __capture: { results: unknown[] } }).__capture.results.length);
}

/** The first result the dialog handed back, read in the page once the harness has kept it. */
async function firstResult(page: Page): Promise<Kept> {
  await expect.poll(() => resultCount(page)).toBeGreaterThan(0);
  return page.evaluate(async () => {
    const state = (
      window as unknown as {
        __capture: { results: { value: { blob: Blob; name: string; type: string; width?: number; height?: number; durationMs?: number } }[] };
      }
    ).__capture;
    const first = state.results[0];
    if (!first) throw new Error('The dialog handed nothing back');
    const { blob, ...rest } = first.value;
    const bytes = new Uint8Array(await blob.arrayBuffer());
    const text = new TextDecoder('latin1').decode(bytes);
    return { ...rest, size: blob.size, head: [...bytes.slice(0, 4)], hasOpusHead: text.includes('OpusHead') };
  });
}

/** POST /uploads of the first result, as the submit does; the api accepts files by their content. */
function uploadFirstResult(page: Page): Promise<{ status: number; items: { type?: string }[] }> {
  return page.evaluate(async (api) => {
    const state = (window as unknown as { __capture: { results: { value: { blob: Blob; name: string } }[] } }).__capture;
    const first = state.results[0];
    if (!first) throw new Error('The dialog handed nothing back');
    const { blob, name } = first.value;
    const form = new FormData();
    form.append('media', blob, name);
    const answer = await fetch(`${api}/uploads`, { method: 'POST', headers: { Authorization: `Bearer ${sessionStorage.getItem('token')}` }, body: form });
    return { status: answer.status, items: (await answer.json()) as { type?: string }[] };
  }, API_URL);
}

test('the camera dialog takes a rear-camera photo, compressed to a JPEG within 0.05 MB', async ({ page }) => {
  await mount(page, 'CameraDialog');
  const dialog = page.getByRole('dialog', { name: 'Take a photo' });
  const shutter = dialog.getByRole('button', { name: 'Take photo' });
  await expect(shutter).toBeEnabled();
  await shutter.click();
  await expect.poll(() => resultCount(page)).toBe(1);
  const photo = await firstResult(page);
  expect(photo.type).toBe('image/jpeg');
  expect(photo.name).toMatch(/^photo-\d+\.jpg$/);
  expect(photo.head.slice(0, 3)).toEqual([0xff, 0xd8, 0xff]);
  expect(photo.size).toBeLessThanOrEqual(MAX_PHOTO_BYTES);
  // The fake camera gives 640x480: scaled into the 400x400 target, shape kept.
  expect({ width: photo.width, height: photo.height }).toEqual({ width: 400, height: 300 });
  // The dialog stays open for the next photo.
  await expect(shutter).toBeEnabled();
  const upload = await uploadFirstResult(page);
  expect(upload.status).toBe(200);
  expect(upload.items[0]?.type).toBe('image/jpeg');
});

test('the voice recorder goes idle → recording → recorded and saves Ogg Opus', async ({ page }) => {
  await mount(page, 'VoiceRecorderDialog');
  const dialog = page.getByRole('dialog', { name: 'Record Voice' });
  await expect(dialog.getByRole('status')).toHaveText('Tap Record and speak.');
  await dialog.getByRole('button', { name: 'Record' }).click();
  await expect(dialog.getByRole('status')).toHaveText(/^Recording… \d+ s$/);
  await page.waitForTimeout(2_000);
  await dialog.getByRole('button', { name: 'Stop' }).click();
  await expect(dialog.getByRole('status')).toHaveText(/^Voice note of [23] s$/);

  // Play and stop the recorded note.
  await dialog.getByRole('button', { name: 'Play' }).click();
  await expect(dialog.getByRole('button', { name: 'Stop playing' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Stop playing' }).click();
  await expect(dialog.getByRole('button', { name: 'Play' })).toBeVisible();

  // Delete goes back to idle; a second recording is saved.
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(dialog.getByRole('status')).toHaveText('Tap Record and speak.');
  await dialog.getByRole('button', { name: 'Record' }).click();
  await page.waitForTimeout(1_500);
  await dialog.getByRole('button', { name: 'Stop' }).click();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  // One save hands back one note (the deleted first recording is not among them).
  await expect.poll(() => resultCount(page)).toBe(1);

  const voice = await firstResult(page);
  expect(voice.type).toBe('audio/ogg');
  expect(voice.name).toMatch(/^voice-\d+\.ogg$/);
  expect(String.fromCharCode(...voice.head)).toBe('OggS');
  expect(voice.hasOpusHead).toBe(true);
  expect(voice.durationMs).toBeGreaterThan(1_000);
  expect(voice.durationMs).toBeLessThan(4_000);
  const upload = await uploadFirstResult(page);
  expect(upload.status).toBe(200);
  expect(upload.items[0]?.type).toBe('audio/ogg');
});

test('compressImage brings a hard-to-compress picture under 0.05 MB by lowering quality and size', async ({ page }) => {
  await signIn(page, users.reporter, '/home');
  await expect(page.getByRole('heading', { name: /Hello/ })).toBeVisible();
  const result = await page.evaluate(async () => {
    // 1600x1200 of random noise: at 400x300 even JPEG quality 0.85 is far above 0.05 MB.
    const canvas = document.createElement('canvas');
    canvas.width = 1600;
    canvas.height = 1200;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no 2d context');
    const pixels = context.createImageData(canvas.width, canvas.height);
    for (let i = 0; i < pixels.data.length; i += 1) pixels.data[i] = i % 4 === 3 ? 255 : Math.floor(Math.random() * 256);
    context.putImageData(pixels, 0, 0);
    const png = await new Promise<Blob>((resolve, reject) => canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('no png'))), 'image/png'));
    const federation = window.__FEDERATION__ as unknown as { __INSTANCES__: { name: string; loadRemote: (id: string) => Promise<unknown> }[] };
    const shell = federation.__INSTANCES__.find((instance) => instance.name === 'shell');
    const kit = (await shell?.loadRemote('mf_reporting/capture')) as { compressImage: (image: Blob, maxBytes?: number) => Promise<Blob> };
    const jpeg = await kit.compressImage(png);
    const bitmap = await createImageBitmap(jpeg);
    return { input: png.size, size: jpeg.size, type: jpeg.type, width: bitmap.width, height: bitmap.height };
  });
  expect(result.input).toBeGreaterThan(MAX_PHOTO_BYTES * 20);
  expect(result.type).toBe('image/jpeg');
  expect(result.size).toBeLessThanOrEqual(MAX_PHOTO_BYTES);
  expect(result.width).toBeLessThanOrEqual(400);
  expect(result.height).toBeLessThanOrEqual(400);
  expect(result.width / result.height).toBeCloseTo(4 / 3, 1);
});

test.describe('without a camera', () => {
  test.use({ fakeCameraQr: null });

  test("the camera dialog says so and takes the phone's own photo instead, compressed the same way", async ({ page }) => {
    await mount(page, 'CameraDialog');
    const dialog = page.getByRole('dialog', { name: 'Take a photo' });
    await expect(dialog.getByText('Do you even have a camera on your device?', { exact: true })).toBeVisible();
    await dialog.getByTestId('photo-file-input').setInputFiles({ name: 'shot.png', mimeType: 'image/png', buffer: await qrPicture('facility=fac-acme-02') });
    await expect.poll(() => resultCount(page)).toBe(1);
    const photo = await firstResult(page);
    expect(photo.type).toBe('image/jpeg');
    expect(photo.head.slice(0, 3)).toEqual([0xff, 0xd8, 0xff]);
    expect(photo.size).toBeLessThanOrEqual(MAX_PHOTO_BYTES);
    expect({ width: photo.width, height: photo.height }).toEqual({ width: 400, height: 400 });
  });
});
