/** How the apps are served: CORS, caching, SPA fallback, remotes.json following the ports. */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

type ServeApp = (options: { app: string; port: number; distDir: string; host: string; remotes?: object }) => Promise<Server>;

function makeDist(files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'fo-dist-'));
  for (const [name, body] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), body);
  }
  return dir;
}

describe('static server', () => {
  let serveApp: ServeApp;
  const servers: Server[] = [];

  beforeAll(async () => {
    ({ serveApp } = await import('../serve/static-server.mjs'));
  });
  afterAll(() => servers.forEach((server) => server.close()));

  async function start(app: string, files: Record<string, string>, remotes?: object): Promise<string> {
    const server = await serveApp({ app, port: 0, distDir: makeDist(files), host: '127.0.0.1', remotes });
    servers.push(server);
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  }

  it("serves a remote's manifest and entry never cached, chunks immutable, all with CORS", async () => {
    const origin = await start('mf-shifts', { 'mf-manifest.json': '{}', 'remoteEntry.js': 'x', 'chunks/1.abc.js': 'y' });
    const manifest = await fetch(`${origin}/mf-manifest.json`);
    expect(manifest.headers.get('cache-control')).toBe('no-cache');
    expect(manifest.headers.get('access-control-allow-origin')).toBe('*');
    expect((await fetch(`${origin}/remoteEntry.js`)).headers.get('cache-control')).toBe('no-cache');
    expect((await fetch(`${origin}/chunks/1.abc.js`)).headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await fetch(`${origin}/missing.js`)).status).toBe(404);
  });

  it('answers deep links of the shell with index.html, and remotes.json from its configuration', async () => {
    const remotes = { api: 'http://api.test', remotes: { mf_shifts: 'http://shifts.test/mf-manifest.json' } };
    const origin = await start('shell', { 'index.html': '<html>shell</html>' }, remotes);
    const deep = await fetch(`${origin}/reporting/facilities`);
    expect(await deep.text()).toBe('<html>shell</html>');
    expect(deep.headers.get('cache-control')).toBe('no-cache');
    const config = await fetch(`${origin}/remotes.json`);
    expect(await config.json()).toEqual(remotes);
    expect(config.headers.get('cache-control')).toBe('no-cache');
  });

  it('refuses paths that climb out of the app folder', async () => {
    const origin = await start('mf-adhoc', { 'remoteEntry.js': 'x' });
    const response = await fetch(`${origin}/..%2F..%2Fetc%2Fpasswd`);
    expect([403, 404]).toContain(response.status);
  });
});
