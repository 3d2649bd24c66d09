/**
 * The capture kit as other apps consume it (`mf_reporting/capture` loaded through Module
 * Federation in the signed-in shell), with Chromium's fake camera and microphone: the photo is a
 * JPEG within 0.05 MB, the voice note is real Ogg Opus (remuxed from Chromium's WebM, not
 * re-encoded), and the api accepts both as uploads.
 */
import { type Page } from '@playwright/test';
import { mountCaptureDialog } from '../fixtures/capture-harness.mjs';
import { expect, test } from '../fixtures/fake-camera';
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

/** The first result the dialog handed back, read in the page. */
function firstResult(page: Page): Promise<Kept> {
  return page.evaluate(async () => {
    const state = (window as unknown as { __capture: { results: { value: { blob: Blob; name: string; type: string; width?: number; height?: number; durationMs?: number } }[] } }).__capture;
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
  await expect.poll(() => page.evaluate(() => (window as unknown as { __capture: { results: unknown[] } }).__capture.results.length)).toBe(1);
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
