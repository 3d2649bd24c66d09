import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { uploads } from '../db/schema';
import { TokenService } from '../auth/tokens';
import { bearer, createTestApp, TEST_SECRET, type TestApp } from '../testing/test-app';
import { detectMedia, MAX_AUDIO_BYTES, MAX_IMAGE_BYTES } from './uploads';

let t: TestApp;
let reporter: string;
let manager: string;
beforeAll(async () => {
  t = await createTestApp();
  reporter = await t.login('reporter@facilityops.test');
  manager = await t.login('manager@facilityops.test');
}, 60_000);
afterAll(() => t.close());

const jpeg = (size = 64) => Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(Math.max(0, size - 4), 7)]);
const png = () => Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(40, 1)]);
/** An Ogg page whose first (only) packet is an OpusHead (or `head`). */
const ogg = (head = 'OpusHead', size = 0) => {
  const packet = Buffer.concat([Buffer.from(head, 'latin1'), Buffer.from([1, 1, 0x38, 1, 0x80, 0xbb, 0, 0, 0, 0, 0])]);
  const header = Buffer.alloc(27);
  header.write('OggS', 0, 'latin1');
  header[5] = 0x02;
  header[26] = 1;
  const page = Buffer.concat([header, Buffer.from([packet.length]), packet]);
  return size > page.length ? Buffer.concat([page, Buffer.alloc(size - page.length, 3)]) : page;
};

interface Part {
  field?: string;
  filename: string;
  type?: string;
  bytes: Buffer;
}
const boundary = '----facilityops-test-boundary';
function multipart(parts: Part[]) {
  const chunks = parts.flatMap((part) => [
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${part.field ?? 'media'}"; filename="${part.filename}"\r\nContent-Type: ${part.type ?? 'application/octet-stream'}\r\n\r\n`,
    ),
    part.bytes,
    Buffer.from('\r\n'),
  ]);
  return { payload: Buffer.concat([...chunks, Buffer.from(`--${boundary}--\r\n`)]), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
const upload = (token: string, parts: Part[]) => {
  const body = multipart(parts);
  return t.app.inject({ method: 'POST', url: '/uploads', headers: { ...bearer(token), ...body.headers }, payload: body.payload });
};

describe('detectMedia', () => {
  it('knows JPEG, PNG and Ogg/Opus by their first bytes, nothing else', () => {
    expect(detectMedia(jpeg())?.type).toBe('image/jpeg');
    expect(detectMedia(png())?.type).toBe('image/png');
    expect(detectMedia(ogg())?.type).toBe('audio/ogg');
    expect(detectMedia(ogg('OggVorbi'))).toBeNull();
    const notFirstPage = ogg();
    notFirstPage[5] = 0;
    expect(detectMedia(notFirstPage)).toBeNull();
    expect(detectMedia(Buffer.from('GIF89a...'))).toBeNull();
    expect(detectMedia(Buffer.from('%PDF-1.7'))).toBeNull();
    expect(detectMedia(Buffer.alloc(0))).toBeNull();
  });
});

describe('POST /uploads', () => {
  it('stores photos and voice notes by content and answers name, path and type', async () => {
    const response = await upload(reporter, [
      { filename: 'photo.png', type: 'image/png', bytes: jpeg() },
      { filename: 'voice.webm', bytes: ogg() },
      { filename: 'logo.bin', bytes: png() },
    ]);
    expect(response.statusCode).toBe(200);
    const items = response.json() as { name: string; path: string; type: string; size: number }[];
    expect(items.map((item) => item.type)).toEqual(['image/jpeg', 'audio/ogg', 'image/png']);
    for (const item of items) {
      expect(item.name).toMatch(/^[0-9a-f]{24}\.(jpg|ogg|png)$/);
      expect(item.path).toBe(`/uploads/${item.name}`);
    }
    const rows = await t.database.db.select().from(uploads);
    expect(rows.filter((row) => items.some((item) => item.name === row.name))).toHaveLength(3);
    expect(rows.every((row) => row.organizationId === 'org-acme' && row.userId === 'usr-reporter')).toBe(true);

    const served = await t.app.inject({ method: 'GET', url: items[0]?.path ?? '' });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.rawPayload.equals(jpeg())).toBe(true);
  });

  it.each([
    ['a GIF', { filename: 'x.jpg', type: 'image/jpeg', bytes: Buffer.from('GIF89a, not a photo') }],
    ['a script named .png', { filename: 'x.png', type: 'image/png', bytes: Buffer.from('<script>alert(1)</script>') }],
    ['an Ogg file without OpusHead', { filename: 'x.ogg', type: 'audio/ogg', bytes: ogg('OggVorbi') }],
    ['an empty file', { filename: 'x.jpg', bytes: Buffer.alloc(0) }],
  ])('refuses %s with 415', async (_, part) => {
    const response = await upload(reporter, [part]);
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({ message: expect.stringMatching(/Unsupported file type/) });
  });

  it('refuses an image over the image limit and audio over the audio limit with 413, storing nothing', async () => {
    const before = (await t.database.db.select().from(uploads)).length;
    const bigImage = await upload(reporter, [
      { filename: 'ok.jpg', bytes: jpeg() },
      { filename: 'big.jpg', bytes: jpeg(MAX_IMAGE_BYTES + 1) },
    ]);
    expect(bigImage.statusCode).toBe(413);
    expect(bigImage.json().message).toMatch(/5 MB/);
    // Audio may be larger than an image…
    const audio = await upload(reporter, [{ filename: 'v.ogg', bytes: ogg('OpusHead', MAX_IMAGE_BYTES + 1) }]);
    expect(audio.statusCode).toBe(200);
    // …but not over its own limit.
    const bigAudio = await upload(reporter, [{ filename: 'v.ogg', bytes: ogg('OpusHead', MAX_AUDIO_BYTES + 1) }]);
    expect(bigAudio.statusCode).toBe(413);
    expect(typeof bigAudio.json().message).toBe('string');
    expect((await t.database.db.select().from(uploads)).length).toBe(before + 1);
  });

  it('needs a token, multipart and at least one file in the field media', async () => {
    const body = multipart([{ filename: 'x.jpg', bytes: jpeg() }]);
    expect((await t.app.inject({ method: 'POST', url: '/uploads', headers: body.headers, payload: body.payload })).statusCode).toBe(401);
    const json = await t.app.inject({ method: 'POST', url: '/uploads', headers: bearer(reporter), payload: { media: 'x' } });
    expect(json.statusCode).toBe(415);
    expect(typeof json.json().message).toBe('string');
    const wrongField = await upload(reporter, [{ field: 'file', filename: 'x.jpg', bytes: jpeg() }]);
    expect(wrongField.statusCode).toBe(400);
    const none = await t.app.inject({
      method: 'POST',
      url: '/uploads',
      headers: { ...bearer(reporter), 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: `--${boundary}\r\nContent-Disposition: form-data; name="note"\r\n\r\nhello\r\n--${boundary}--\r\n`,
    });
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toMatch(/No file/);
  });
});

describe('DELETE /uploads/{name}', () => {
  it('removes the file and its row; another organisation gets 404', async () => {
    const [item] = (await upload(reporter, [{ filename: 'x.jpg', bytes: jpeg() }])).json() as { name: string; path: string }[];
    if (!item) throw new Error('no upload');
    const file = path.join(t.uploadsDir, item.name);
    expect(existsSync(file)).toBe(true);
    expect(readFileSync(file).equals(jpeg())).toBe(true);

    // The admin acting in Blue River is in another organisation.
    const blueToken = await new TokenService(TEST_SECRET, 3600).issue('usr-admin', 'org-blueriver');
    expect((await t.app.inject({ method: 'DELETE', url: `/uploads/${item.name}`, headers: bearer(blueToken) })).statusCode).toBe(404);

    // Only the uploader (or an organisation admin) may delete it (issue 13: evidence).
    expect((await t.app.inject({ method: 'DELETE', url: `/uploads/${item.name}`, headers: bearer(manager) })).statusCode).toBe(403);
    const removed = await t.app.inject({ method: 'DELETE', url: `/uploads/${item.name}`, headers: bearer(reporter) });
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ status: true });
    expect(existsSync(file)).toBe(false);
    expect((await t.app.inject({ method: 'GET', url: item.path })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'DELETE', url: `/uploads/${item.name}`, headers: bearer(reporter) })).statusCode).toBe(404);
  });

  it('answers 404 for unknown or malformed names, and never leaves the uploads folder', async () => {
    expect((await t.app.inject({ method: 'DELETE', url: '/uploads/0123456789abcdef01234567.jpg', headers: bearer(reporter) })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'DELETE', url: '/uploads/..%2Fjwt-secret', headers: bearer(reporter) })).statusCode).toBe(404);
    const traversal = await t.app.inject({ method: 'GET', url: '/uploads/..%2F..%2Fpackage.json' });
    expect(traversal.statusCode).toBe(404);
    expect(traversal.json()).toEqual({ message: 'Upload not found.' });
  });
});
