/**
 * The evaluate-shared-in-tasks webpack plugin (tooling/webpack/evaluate-shared-in-tasks-plugin.mjs):
 * its runtime code, run against a stand-in for webpack's require. Once a chunk is loaded, each
 * consume module it lists that is not evaluated yet is evaluated in a task of its own, before the
 * chunk loader answers; one that throws is forgotten, so the chunk's own require meets the error.
 * A chunk named for slicing then has its modules evaluated in slices of a few milliseconds; which
 * modules, and in what order, is checked against a real webpack build.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import webpack from 'webpack';

type Require = ((id: number) => unknown) & {
  e: (chunkId: number) => Promise<unknown>;
  c: Record<number, { exports: unknown }>;
  m: Record<number, () => unknown>;
  consumesLoadingData?: { chunkMapping: Record<number, number[]> };
};

interface PluginModule {
  stagedEnsureChunkSource: (req?: string, sliced?: Record<number, number[]>) => string;
  SLICE_MS: number;
  EvaluateSharedInTasksPlugin: new (options?: { slicedChunks?: string[] }) => webpack.WebpackPluginInstance;
}
let plugin: PluginModule;
let source: PluginModule['stagedEnsureChunkSource'];
beforeAll(async () => {
  const url = pathToFileURL(path.resolve(__dirname, '../webpack/evaluate-shared-in-tasks-plugin.mjs')).href;
  plugin = (await import(url)) as PluginModule;
  source = plugin.stagedEnsureChunkSource;
});

/** Lets every pending microtask run, without a task boundary. */
async function microtasks(): Promise<void> {
  for (let i = 0; i < 200; i += 1) await Promise.resolve();
}

/** A webpack require with the plugin's runtime installed; `events` records what ran, in order. */
function stagedRequire(
  factories: Record<number, () => unknown>,
  mapping: Record<number, number[]>,
  events: string[],
  sliced: Record<number, number[]> = {},
): Require {
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
  new Function('__webpack_require__', source('__webpack_require__', sliced))(req);
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

  it('evaluates a sliced chunk’s modules in the listed order, a few milliseconds per task, after its shared modules', async () => {
    // A clock that advances 3 ms per module evaluated: a slice of SLICE_MS (5) holds two of them.
    expect(plugin.SLICE_MS).toBe(5);
    let clock = 0;
    jest.spyOn(performance, 'now').mockImplementation(() => clock);
    const events: string[] = [];
    const yieldTask = (globalThis as unknown as { scheduler: { yield: () => Promise<void> } }).scheduler.yield;
    (globalThis as unknown as { scheduler: { yield: () => Promise<void> } }).scheduler.yield = () => (events.push('|'), yieldTask());
    const module = (name: string) => () => {
      clock += 3;
      return name;
    };
    const factories = {
      1: module('react'),
      10: module('cssinjs'),
      11: module('theme'),
      12: module('config-provider'),
      13: module('button'),
      14: module('space'),
    };
    const req = stagedRequire(factories, { 7: [1] }, events, { 7: [10, 11, 12, 13, 14] });
    req(11);
    let answered = 0;
    // Two pages asking for the chunk at once share one pass over its modules.
    const first = req.e(7).then(() => (answered += 1));
    const second = req.e(7).then(() => (answered += 1));
    while (boundaries.length > 0 || answered < 2) await nextTask();
    await Promise.all([first, second]);
    expect(events.filter((event) => event !== '|')).toEqual([
      'evaluate 11',
      'loaded 7',
      'loaded 7',
      'evaluate 1',
      'evaluate 10',
      'evaluate 12',
      'evaluate 13',
      'evaluate 14',
    ]);
    // Each slice in a task of its own: 10 and 12 (11 was evaluated), then 13 and 14.
    expect(events.join(' ')).toMatch(/\| evaluate 10 evaluate 12 \| evaluate 13 evaluate 14$/);
  });

  it('forgets all that a sliced module that throws had evaluated, and stops evaluating early', async () => {
    const events: string[] = [];
    let req: Require | null = null;
    const factories: Record<number, () => unknown> = {
      10: () => ({ createTheme: () => 'theme' }),
      11: () => {
        const cssinjs = req?.(10);
        throw new Error(`a missing file, after ${String(cssinjs && 'cssinjs')}`);
      },
      12: () => 'button',
    };
    req = stagedRequire(factories, {}, events, { 7: [11, 12] });
    let answered = false;
    void req.e(7).then(() => (answered = true));
    while (boundaries.length > 0 || !answered) await nextTask();
    expect(events).toEqual(['loaded 7', 'evaluate 11', 'evaluate 10']);
    // Neither 11 nor the 10 it had evaluated stays: the page's own require starts from scratch.
    expect(Object.keys(req.c)).toEqual([]);
    expect(() => req?.(11)).toThrow('a missing file');
  });

  it('lists a chunk’s modules after what they import, leaving out any that imports from another file or reaches an import cycle', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'sliced-'));
    try {
      const write = (name: string, text: string) => writeFileSync(path.join(dir, name), text);
      mkdirSync(path.join(dir, 'lib'));
      write('entry.js', "import('./page').then((page) => page.default());");
      write(
        'page.js',
        "import button from './lib/button';\nimport close from './lib/close-button';\nimport form from './lib/form';\nimport list from './lib/form-list';\nexport default () => button() + close() + form() + list();",
      );
      write('icon.js', "export default () => 'icon';");
      write('lib/theme.js', "export default { primary: 'blue' };");
      write('lib/config.js', "import theme from './theme';\nexport default { theme };");
      write('lib/button.js', "import config from './config';\nexport default () => config.theme.primary;");
      // An import cycle, and a module that reaches it: which runs first is the page's to decide.
      write('lib/form.js', "import item from './form-item';\nimport config from './config';\nexport const make = () => config;\nexport default () => item();");
      write('lib/form-item.js', "import { make } from './form';\nexport default () => make();");
      write('lib/form-list.js', "import item from './form-item';\nexport default item;");
      // Imports, through a module webpack concatenates into it, a module of another chunk: left out, as
      // evaluating it early could find that file missing.
      write(
        'lib/close-button.js',
        "import config from './config';\nimport closeIcon from './close-icon';\nexport default () => config.theme.primary + closeIcon();",
      );
      write('lib/close-icon.js', "import icon from '../icon';\nexport default () => icon();");
      const compiler = webpack({
        context: dir,
        mode: 'production',
        entry: { main: './entry.js' },
        output: { path: path.join(dir, 'dist') },
        optimization: {
          minimize: false,
          moduleIds: 'named',
          splitChunks: { cacheGroups: { lib: { test: /[\\/]lib[\\/]/, name: 'lib', chunks: 'async', enforce: true } } },
        },
        plugins: [new plugin.EvaluateSharedInTasksPlugin({ slicedChunks: ['lib'] })],
      });
      const stats = await new Promise<webpack.Stats>((resolve, reject) =>
        compiler.run((error, result) => (error || !result ? reject(error ?? new Error('no stats')) : resolve(result))),
      );
      await new Promise((resolve) => compiler.close(resolve));
      expect(stats.hasErrors()).toBe(false);
      const main = readFileSync(path.join(dir, 'dist', 'main.js'), 'utf8');
      const listed = /var sliced = (\{.*\});/.exec(main)?.[1];
      const libId = [...stats.compilation.chunks].find((chunk) => chunk.name === 'lib')?.id ?? '';
      // theme.js is concatenated into config.js, close-icon.js into close-button.js.
      expect(JSON.parse(listed ?? '{}')).toEqual({ [libId]: ['./lib/config.js', './lib/button.js'] });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
