/**
 * The share-loads-in-tasks runtime plugin (tooling/webpack/runtime/share-loads-in-tasks-plugin.mjs),
 * in the real federation runtime: a loop that asks for several shared modules not loaded yet starts
 * no download in its own task, and each starts after a task boundary; a module already loaded is
 * answered without waiting.
 */
import { runtimeCorePath, runtimePluginUrl } from './support/federation-runtime';

type Shared = { version: string; get: () => Promise<() => unknown>; shareConfig: { singleton: boolean; requiredVersion: string }; lib?: () => unknown };
type Host = { loadShare: (name: string) => Promise<false | (() => unknown)> };
type Core = { ModuleFederation: new (options: { name: string; remotes: never[]; shared: Record<string, Shared>; plugins: unknown[] }) => Host };
type PluginModule = { default: () => unknown };

let core: Core;
let plugin: PluginModule;
beforeAll(async () => {
  core = (await import(runtimeCorePath)) as Core;
  plugin = (await import(runtimePluginUrl('share-loads-in-tasks-plugin.mjs'))) as PluginModule;
});

/** Lets every pending microtask run, without a task boundary. */
async function microtasks(): Promise<void> {
  for (let i = 0; i < 200; i += 1) await Promise.resolve();
}

function host(withPlugin: boolean, started: string[], loaded: Record<string, () => unknown> = {}): Host {
  const shared = Object.fromEntries(
    ['antd/es/table', 'antd/es/list', 'antd/es/select', 'react'].map((name) => [
      name,
      {
        version: '1.0.0',
        shareConfig: { singleton: true, requiredVersion: '^1.0.0' },
        ...(loaded[name] ? { lib: loaded[name] } : {}),
        get: async () => {
          started.push(name);
          return () => ({ name });
        },
      },
    ]),
  );
  return new core.ModuleFederation({ name: `host-${String(withPlugin)}-${Math.random()}`, remotes: [], shared, plugins: withPlugin ? [plugin.default()] : [] });
}

describe('the share-loads-in-tasks plugin', () => {
  it('without it, one task starts every download (what the plugin is for)', async () => {
    const started: string[] = [];
    const federation = host(false, started);
    const loads = ['antd/es/table', 'antd/es/list', 'antd/es/select'].map((name) => federation.loadShare(name));
    await microtasks();
    expect(started).toHaveLength(3);
    await Promise.all(loads);
  });

  it('with it, no download starts in the asking task, and each starts in a later one', async () => {
    const started: string[] = [];
    const federation = host(true, started);
    const loads = ['antd/es/table', 'antd/es/list', 'antd/es/select'].map((name) => federation.loadShare(name));
    await microtasks();
    expect(started).toEqual([]);
    const factories = await Promise.all(loads);
    expect(started.sort()).toEqual(['antd/es/list', 'antd/es/select', 'antd/es/table']);
    expect(factories.every((factory) => typeof factory === 'function')).toBe(true);
  });

  it('answers a module already loaded without waiting for a task', async () => {
    const started: string[] = [];
    const react = () => ({ name: 'react' });
    const federation = host(true, started, { react });
    let answer: unknown;
    void federation.loadShare('react').then((factory) => (answer = factory));
    await microtasks();
    expect(answer).toBe(react);
    expect(started).toEqual([]);
  });
});
