/** How the apps are served: CORS, caching, SPA fallback, remotes.json following the ports. */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

function makeDist(files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'fo-dist-'));
  for (const [name, body] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), body);
  }
  return dir;
}

// Each case starts a real Node process: on a loaded 2-core machine the first start takes seconds.
jest.setTimeout(30_000);

describe('static server', () => {
  const servers: ChildProcess[] = [];
  afterAll(() => servers.forEach((server) => server.kill()));

  /** Serves `distDir` in a real Node process (as production does) and returns its origin. */
  function serveDist(app: string, distDir: string, remotes?: object, env: Record<string, string> = {}): Promise<string> {
    const child = spawn(process.execPath, [path.join(__dirname, 'support', 'serve-child.mjs'), JSON.stringify({ app, distDir, remotes })], {
      stdio: ['ignore', 'pipe', 'ignore'],
      env: { ...process.env, ...env },
    });
    servers.push(child);
    return new Promise((resolve, reject) => {
      child.once('exit', (code) => reject(new Error(`static server exited with ${code}`)));
      child.stdout?.once('data', (line: Buffer) => resolve(`http://127.0.0.1:${(JSON.parse(line.toString()) as { port: number }).port}`));
    });
  }

  const start = (app: string, files: Record<string, string>, remotes?: object) => serveDist(app, makeDist(files), remotes);

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
    // The bare origin is where people open the app.
    const home = await fetch(`${origin}/`);
    expect(home.status).toBe(200);
    expect(await home.text()).toBe('<html>shell</html>');
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

  it("never serves a sibling folder whose name starts with the root's name", async () => {
    const dist = makeDist({ 'remoteEntry.js': 'x' });
    // `<tmp>/fo-dist-XXXX-evil/secret.txt` beside `<tmp>/fo-dist-XXXX`: a prefix check without a separator let it through.
    mkdirSync(`${dist}-evil`, { recursive: true });
    writeFileSync(path.join(`${dist}-evil`, 'secret.txt'), 'secret');
    const origin = await serveDist('mf-adhoc', dist);
    const name = path.basename(dist);
    for (const url of [`/../${name}-evil/secret.txt`, `/..%2F${name}-evil%2Fsecret.txt`, `/%2E%2E/${name}-evil/secret.txt`]) {
      const response = await fetch(`${origin}${url}`);
      expect(await response.text()).not.toBe('secret');
      expect(response.status).toBeGreaterThanOrEqual(400);
    }
  });

  it('answers a malformed URL with 400 and keeps serving', async () => {
    const origin = await start('shell', { 'index.html': '<html>shell</html>' });
    for (const url of ['/%', '/%E0%A4%A', '/a%zz', '/%00']) {
      const response = await fetch(`${origin}${url}`);
      expect(response.status).toBe(400);
    }
    expect((await fetch(`${origin}/index.html`)).status).toBe(200);
  });

  it('keeps source maps on disk but never serves them', async () => {
    const origin = await start('mf-reporting', { 'remoteEntry.js': 'x', 'remoteEntry.js.map': '{}', 'chunks/1.abc.js.map': '{}' });
    expect((await fetch(`${origin}/remoteEntry.js.map`)).status).toBe(404);
    expect((await fetch(`${origin}/chunks/1.abc.js.map`)).status).toBe(404);
  });

  it('sends the brotli or gzip file written at build time when the browser accepts it', async () => {
    const origin = await start('mf-shifts', { 'chunks/1.abc.js': 'plain', 'chunks/1.abc.js.br': 'brotli', 'chunks/1.abc.js.gz': 'gzip' });
    const brotli = await fetch(`${origin}/chunks/1.abc.js`, { headers: { 'accept-encoding': 'br, gzip' } });
    expect(brotli.headers.get('content-encoding')).toBe('br');
    expect(brotli.headers.get('vary')).toMatch(/Accept-Encoding/i);
    expect(brotli.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const gzip = await fetch(`${origin}/chunks/1.abc.js`, { headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    const plain = await fetch(`${origin}/chunks/1.abc.js`, { headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe('plain');
    // The compressed files themselves are not addresses of their own.
    expect((await fetch(`${origin}/chunks/1.abc.js.br`)).status).toBe(404);
  });

  it('sends a CSP without eval or inline scripts that names the remotes and the api, and the other security headers', async () => {
    const remotes = { api: 'http://api.test:4000', remotes: { mf_shifts: 'http://shifts.test:3002/mf-manifest.json' } };
    const origin = await start('shell', { 'index.html': '<html>shell</html>' }, remotes);
    const response = await fetch(`${origin}/home`);
    const csp = response.headers.get('content-security-policy') ?? '';
    const directive = (name: string) =>
      csp
        .split(';')
        .map((part) => part.trim())
        .find((part) => part.startsWith(`${name} `)) ?? '';
    expect(directive('script-src')).toBe("script-src 'self' 'wasm-unsafe-eval' http://shifts.test:3002");
    expect(csp).not.toMatch(/'unsafe-eval'/);
    expect(directive('script-src')).not.toMatch(/unsafe-inline/);
    expect(directive('connect-src')).toContain('http://api.test:4000');
    expect(directive('connect-src')).toContain('http://shifts.test:3002');
    expect(directive('frame-ancestors')).toBe("frame-ancestors 'none'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(response.headers.get('permissions-policy')).toContain('camera=(self), microphone=(self)');
    // The feedback app is framed by the shell itself (avatar menu, Feedbacks).
    const feedback = await fetch(`${origin}/new-feedbacks`);
    expect(feedback.headers.get('content-security-policy')).toContain("frame-ancestors 'self'");
  });

  it('takes CSP violation reports and writes them to CSP_REPORT_LOG', async () => {
    const log = path.join(makeDist({}), 'csp.log');
    const origin = await serveDist('shell', makeDist({ 'index.html': 'x' }), undefined, { CSP_REPORT_LOG: log });
    const report = { 'csp-report': { 'document-uri': 'http://x/home', 'violated-directive': 'script-src' } };
    const response = await fetch(`${origin}/csp-report`, {
      method: 'POST',
      headers: { 'content-type': 'application/csp-report' },
      body: JSON.stringify(report),
    });
    expect(response.status).toBe(204);
    expect(readFileSync(log, 'utf8')).toContain('"violated-directive":"script-src"');
    const huge = await fetch(`${origin}/csp-report`, { method: 'POST', headers: { 'content-type': 'application/csp-report' }, body: 'x'.repeat(64 * 1024) });
    expect(huge.status).toBe(413);
  });

  it('answers a CORS preflight and refuses writes', async () => {
    const origin = await start('mf-adhoc', { 'remoteEntry.js': 'x' });
    const preflight = await fetch(`${origin}/remoteEntry.js`, { method: 'OPTIONS' });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-methods')).toContain('GET');
    expect((await fetch(`${origin}/remoteEntry.js`, { method: 'POST' })).status).toBe(405);
  });
});
