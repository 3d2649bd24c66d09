/**
 * A remote's entry takes the shell's federation bundler runtime (tooling/webpack/bundler-runtime.mjs):
 * the shell's stateless functions, the remote's own state, and a clear refusal without the shell.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import webpack from 'webpack';

type Federation = {
  default: {
    runtime: { init: unknown };
    instance: unknown;
    bundlerRuntime: Record<string, unknown>;
    attachShareScopeMap: unknown;
    bundlerRuntimeOptions: object;
  };
};

const toolingDir = path.resolve(__dirname, '..');
const made: string[] = [];
const host = globalThis as { __FACILITYOPS_BUNDLER_RUNTIME__?: unknown };

/** Generates a remote's replacement module in a fresh folder (so each case evaluates it anew) and imports it. */
async function remoteModule(): Promise<Federation> {
  // Inside the tooling package, so the federation packages resolve as they do for an app.
  const appDir = mkdtempSync(path.join(toolingDir, '.bundler-runtime-test-'));
  made.push(appDir);
  const { consumeBundlerRuntime } = (await import(pathToFileURL(path.join(toolingDir, 'webpack', 'bundler-runtime.mjs')).href)) as {
    consumeBundlerRuntime: (dir: string, wp: typeof webpack) => { newResource: string };
  };
  const plugin = consumeBundlerRuntime(appDir, webpack);
  return (await import(pathToFileURL(plugin.newResource).href)) as Federation;
}

afterEach(() => delete host.__FACILITYOPS_BUNDLER_RUNTIME__);
afterAll(() => made.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

it("builds the remote's federation object from the shell's functions, with state of its own", async () => {
  const consumes = () => undefined;
  const attachShareScopeMap = () => undefined;
  const shellScopes = { default: {} };
  host.__FACILITYOPS_BUNDLER_RUNTIME__ = { version: '2.9.2', bundlerRuntime: { consumes, S: shellScopes, initContainerEntry: undefined }, attachShareScopeMap };

  const { default: federation } = await remoteModule();
  expect(federation.bundlerRuntime.consumes).toBe(consumes);
  expect(federation.attachShareScopeMap).toBe(attachShareScopeMap);
  // The shell exposes nothing, so it has no initContainerEntry: the remote brings its own.
  expect(typeof federation.bundlerRuntime.initContainerEntry).toBe('function');
  expect(federation.bundlerRuntime.S).not.toBe(shellScopes);
  expect(federation.instance).toBeUndefined();
  expect(typeof federation.runtime.init).toBe('function');
});

it('refuses to start without the shell, or beside a shell on another federation runtime line', async () => {
  await expect(remoteModule()).rejects.toThrow(/needs the FacilityOps shell with federation runtime 2\.9\.\d+ \(found none\)/);
  host.__FACILITYOPS_BUNDLER_RUNTIME__ = { version: '3.0.0', bundlerRuntime: {}, attachShareScopeMap: () => undefined };
  await expect(remoteModule()).rejects.toThrow(/\(found 3\.0\.0\)/);
});
