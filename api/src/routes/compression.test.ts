/** The api's JSON answers are compressed for clients that accept it (a phone's list on a weak network). */
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { bearer, createTestApp, type TestApp } from '../testing/test-app';

let t: TestApp;
let token = '';
beforeAll(async () => {
  t = await createTestApp();
  token = await t.login('manager@facilityops.test');
}, 60_000);
afterAll(() => t.close());

const list = (encoding?: string) =>
  t.app.inject({ method: 'GET', url: '/inspections?limit=50', headers: { ...bearer(token), ...(encoding ? { 'accept-encoding': encoding } : {}) } });

describe('compressed answers', () => {
  it('sends brotli to a client that prefers it, and the same JSON as uncompressed', async () => {
    const plain = await list();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    const br = await list('br, gzip');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString('utf8'))).toEqual(plain.json());
  });

  it('sends gzip when that is all the client takes, and nothing compressed below 1 KB', async () => {
    const gz = await list('gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString('utf8')).docs.length).toBe(50);
    const small = await t.app.inject({ method: 'GET', url: '/health', headers: { 'accept-encoding': 'br' } });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toEqual({ status: true });
  });
});
