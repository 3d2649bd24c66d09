/**
 * The S3 upload store against a real S3-compatible server (s3rver, started and stopped here): two
 * api nodes on one database and one bucket, each reading what the other stored; content checks,
 * deletes and a missing object behave as with the local folder.
 */
import type { FastifyInstance } from 'fastify';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { buildServer } from '../server';
import { bearer, createTestApp, TEST_NOW, TEST_SECRET, type TestApp } from '../testing/test-app';
import { s3UploadStore } from './s3-store';

const BUCKET = 'facilityops-test';
const dir = mkdtempSync(path.join(tmpdir(), 'facilityops-s3-'));
let server: S3rver;
let t: TestApp;
let second: FastifyInstance;
let token = '';
let port = 0;
const storeOn = (at: number) =>
  s3UploadStore({ bucket: BUCKET, prefix: 'uploads', endpoint: `http://127.0.0.1:${at}`, credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } });

beforeAll(async () => {
  server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: dir, configureBuckets: [{ name: BUCKET }] });
  ({ port } = await server.run());
  const store = () => storeOn(port);
  t = await createTestApp(TEST_NOW, { uploadStore: store(), uploadsDir: path.join(dir, 'node-1-unused') });
  // A second api node: the same database and bucket, nothing of the first node's memory or disk.
  second = await buildServer({
    database: t.database,
    jwtSecret: TEST_SECRET,
    uploadStore: store(),
    uploadsDir: path.join(dir, 'node-2-unused'),
    now: () => TEST_NOW,
  });
  token = await t.login('reporter@facilityops.test');
}, 60_000);
afterAll(async () => {
  await second.close();
  await t.close();
  await server.close();
  rmSync(dir, { recursive: true, force: true });
});

const boundary = '----facilityops-s3-boundary';
const multipart = (bytes: Buffer) => ({
  payload: Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="media"; filename="a.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]),
  headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
});
const jpeg = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(3000, 9)]);

describe('uploads in an S3-compatible store', () => {
  it('stores on one node and serves the same bytes from the other, then deletes for both', async () => {
    const body = multipart(jpeg);
    const stored = await t.app.inject({ method: 'POST', url: '/uploads', headers: { ...bearer(token), ...body.headers }, payload: body.payload });
    expect(stored.statusCode).toBe(200);
    const [file] = stored.json() as { name: string; path: string }[];
    if (!file) throw new Error('no file stored');

    for (const node of [t.app, second]) {
      const read = await node.inject({ method: 'GET', url: file.path });
      expect(read.statusCode).toBe(200);
      expect(read.headers['content-type']).toBe('image/jpeg');
      expect(read.rawPayload.equals(jpeg)).toBe(true);
    }

    const removed = await second.inject({ method: 'DELETE', url: file.path, headers: bearer(token) });
    expect(removed.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: file.path })).statusCode).toBe(404);
  });

  it('refuses content that is not an accepted type before anything reaches the store', async () => {
    const body = multipart(Buffer.from('<svg onload="alert(1)"></svg>'));
    const refused = await t.app.inject({ method: 'POST', url: '/uploads', headers: { ...bearer(token), ...body.headers }, payload: body.payload });
    expect(refused.statusCode).toBe(415);
  });

  it('answers 404 for a known row whose object is missing from the store', async () => {
    const body = multipart(jpeg);
    const [file] = (await t.app.inject({ method: 'POST', url: '/uploads', headers: { ...bearer(token), ...body.headers }, payload: body.payload })).json() as {
      name: string;
      path: string;
    }[];
    if (!file) throw new Error('no file stored');
    await storeOn(port).remove(file.name);
    expect((await second.inject({ method: 'GET', url: file.path })).statusCode).toBe(404);
  });
});
