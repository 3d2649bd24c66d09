/**
 * The share-resolver runtime plugin (tooling/webpack/runtime/share-resolver-plugin.mjs) answers
 * plain caret checks itself: its answers must be the runtime's own, and what it resolves must be
 * what the runtime's default resolver resolves, or it must leave the decision to the runtime.
 */
import { runtimeCorePath, runtimePluginUrl } from './support/federation-runtime';

type Resolved = { shared: unknown; useTreesShaking: boolean } | undefined;
type ResolveArgs = {
  shareScopeMap: Record<string, Record<string, Record<string, object>>>;
  scope: string;
  pkgName: string;
  version: string;
  shareInfo: { shareConfig?: { singleton?: boolean; requiredVersion?: string | false; strictVersion?: boolean }; treeShaking?: object; from?: string };
  resolver: () => Resolved;
};
type Plugin = { name: string; resolveShare: (args: ResolveArgs) => ResolveArgs };
type PluginModule = { default: () => Plugin; satisfiesCaret: (version: string, range: string) => boolean | undefined };
type Core = {
  satisfy: (version: string, range: string) => boolean;
  getRegisteredShare: (
    map: ResolveArgs['shareScopeMap'],
    pkgName: string,
    shareInfo: object,
    hook: { emit: (args: ResolveArgs) => ResolveArgs | undefined },
  ) => Resolved;
};

let plugin: PluginModule;
let core: Core;
beforeAll(async () => {
  plugin = (await import(runtimePluginUrl('share-resolver-plugin.mjs'))) as PluginModule;
  core = (await import(runtimeCorePath)) as Core;
});

describe('the share resolver plugin', () => {
  it('decides plain caret ranges exactly as the runtime does, and no other kind', () => {
    const versions = ['0.0.3', '0.0.4', '0.2.3', '0.2.9', '0.3.0', '1.2.3', '1.2.2', '1.3.0', '1.10.0', '2.0.0', '6.6.8', '19.3.1'];
    const ranges = ['^0.0.3', '^0.2.3', '^1.2.3', '^1.10.0', '^6.6.8', '^19.3.1', '^6.0.0'];
    let decided = 0;
    for (const version of versions)
      for (const range of ranges) {
        const mine = plugin.satisfiesCaret(version, range);
        expect({ version, range, answer: mine }).toEqual({ version, range, answer: core.satisfy(version, range) });
        decided += 1;
      }
    expect(decided).toBe(versions.length * ranges.length);
    const notPlain: [string, string][] = [
      ['1.2.3-beta.1', '^1.2.3'],
      ['1.2.3', '~1.2.3'],
      ['1.2.3', '>=1.0.0 <2'],
      ['1.2.3', '^1.2'],
      ['1.2.3', '*'],
      ['1.2.3', '^1.0.0 || ^2.0.0'],
    ];
    for (const [version, range] of notPlain) expect(plugin.satisfiesCaret(version, range)).toBeUndefined();
  });

  it("resolves a satisfied singleton to the runtime default's answer, and leaves every other case to the runtime", () => {
    const hook = { emit: (args: ResolveArgs) => plugin.default().resolveShare(args) };
    const noHook = { emit: () => undefined };
    const react = { version: '19.3.1', from: 'shell', loaded: true };
    const map = { default: { react: { '19.3.1': react } } };
    const info = (requiredVersion: string, extra: object = {}) => ({
      scope: ['default'],
      strategy: 'loaded-first',
      shareConfig: { singleton: true, requiredVersion },
      from: 'mf_reporting',
      ...extra,
    });

    const satisfied = info('^19.0.0');
    expect(core.getRegisteredShare(map, 'react', satisfied, hook)).toEqual(core.getRegisteredShare(map, 'react', satisfied, noHook));
    expect(core.getRegisteredShare(map, 'react', satisfied, hook)).toEqual({ shared: react, useTreesShaking: false });

    // Not satisfied, or not plain: the runtime's own resolver runs (and warns as it would).
    const seen: string[] = [];
    const spy = {
      emit: (args: ResolveArgs) => {
        const answer = plugin.default().resolveShare(args);
        seen.push(answer.resolver === args.resolver ? 'runtime' : 'plugin');
        return answer;
      },
    };
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      for (const other of [info('^18.0.0'), info('~19.3.0'), info('^19.0.0', { treeShaking: { mode: 'runtime-infer' } })])
        core.getRegisteredShare(map, 'react', other, spy);
      core.getRegisteredShare(map, 'react', { ...satisfied, shareConfig: { singleton: false, requiredVersion: '^19.0.0' } }, spy);
    } finally {
      warn.mockRestore();
    }
    expect(seen).toEqual(['runtime', 'runtime', 'runtime', 'runtime']);
  });
});
