/**
 * The evaluate-shared-in-tasks webpack plugin (tooling/webpack/evaluate-shared-in-tasks-plugin.mjs):
 * its runtime code, run against a stand-in for webpack's require. Once a chunk is loaded, each
 * consume module it lists that is not evaluated yet is evaluated in a task of its own, before the
 * chunk loader answers; one that throws is forgotten, so the chunk's own require meets the error.
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';

type Require = ((id: number) => unknown) & {
  e: (chunkId: number) => Promise<unknown>;
  c: Record<number, { exports: unknown }>;
  m: Record<number, () => unknown>;
  consumesLoadingData?: { chunkMapping: Record<number, number[]> };
};

let source: (req?: string) => string;
beforeAll(async () => {
  const url = pathToFileURL(path.resolve(__dirname, '../webpack/evaluate-shared-in-tasks-plugin.mjs')).href;
  ({ stagedEnsureChunkSource: source } = (await import(url)) as { stagedEnsureChunkSource: typeof source });
});

/** Lets every pending microtask run, without a task boundary. */
async function microtasks(): Promise<void> {
  for (let i = 0; i < 200; i += 1) await Promise.resolve();
}

/** A webpack require with the plugin's runtime installed; `events` records what ran, in order. */
function stagedRequire(factories: Record<number, () => unknown>, mapping: Record<number, number[]>, events: string[]): Require {
  const cache: Require['c'] = {};
  const req = ((id: number) => {
    const cached = cache[id];
    if (cached) return cached.exports;
    const factory = factories[id];
    if (!factory) throw new Error(`no module ${id}`);
    // As webpack does without strictModuleExceptionHandling: the entry stays even if the factory throws.
    const module = (cache[id] = { exports: undefined as unknown });
    events.push(`evaluate ${id}`);
    module.exports = factory();
    return module.exports;
  }) as Require;
  req.c = cache;
  req.m = factories;
  req.consumesLoadingData = { chunkMapping: mapping };
  req.e = (chunkId) => {
    events.push(`loaded ${chunkId}`);
    return Promise.resolve();
  };
  new Function('__webpack_require__', source())(req);
  return req;
}

/** The browser's scheduler.yield, stood in for: each call is a task boundary the test lets pass. */
const boundaries: (() => void)[] = [];
beforeEach(() => {
  boundaries.length = 0;
  (globalThis as { scheduler?: unknown }).scheduler = { yield: () => new Promise<void>((resolve) => boundaries.push(resolve)) };
});
afterEach(() => {
  delete (globalThis as { scheduler?: unknown }).scheduler;
});

/** Lets the next task begin (the oldest waiting boundary), then its microtasks run. */
async function nextTask(): Promise<void> {
  boundaries.shift()?.();
  await microtasks();
}

describe('the evaluate-shared-in-tasks plugin', () => {
  it('evaluates no shared module in the task the chunk arrives in, then one per task, before the loader answers', async () => {
    const events: string[] = [];
    const req = stagedRequire({ 1: () => 'table', 2: () => 'list', 3: () => 'select' }, { 7: [1, 2, 3] }, events);
    let answered = false;
    void req.e(7).then(() => {
      answered = true;
    });
    await microtasks();
    expect(events).toEqual(['loaded 7']);
    await nextTask();
    expect(events).toEqual(['loaded 7', 'evaluate 1']);
    await nextTask();
    expect(events).toEqual(['loaded 7', 'evaluate 1', 'evaluate 2']);
    expect(answered).toBe(false);
    await nextTask();
    expect(events).toEqual(['loaded 7', 'evaluate 1', 'evaluate 2', 'evaluate 3']);
    expect(answered).toBe(true);
    expect(req(2)).toBe('list');
  });

  it('answers at once for a chunk whose shared modules are evaluated, or that has none', async () => {
    const events: string[] = [];
    const req = stagedRequire({ 1: () => 'table' }, { 7: [1] }, events);
    req(1);
    let answered = 0;
    void req.e(7).then(() => (answered += 1));
    void req.e(8).then(() => (answered += 1));
    await microtasks();
    expect(answered).toBe(2);
    expect(events).toEqual(['evaluate 1', 'loaded 7', 'loaded 8']);
  });

  it('forgets a shared module that throws, so the chunk’s own require meets the same error', async () => {
    const events: string[] = [];
    const req = stagedRequire(
      {
        1: () => {
          throw new Error('shared-contracts 2.0.0 is not the ^1.0.0 this remote needs');
        },
      },
      { 7: [1] },
      events,
    );
    const loading = req.e(7);
    await microtasks();
    await nextTask();
    await loading;
    expect(req.c[1]).toBeUndefined();
    expect(() => req(1)).toThrow('is not the ^1.0.0');
  });
});
