// Module Federation runtime plugin (every app's container): decides a shared singleton's version
// check without the runtime's semver parser when the answer is plain.
//
// Each shared module the page consumes (about 80 at start: react, antd's entry points, …) goes
// through the runtime's default resolver, which checks the loaded version against the consumer's
// required range with a parser that compiles a dozen long regular expressions on every call:
// ~100 ms of a mid-range phone's start (issue 15, total blocking time). Every app here is built
// from one lockfile with caret ranges (`^x.y.z`, tooling/webpack/shared-modules.mjs), so the check
// is a comparison of three numbers. Anything else - another range, a prerelease, a version that
// does not satisfy it, tree shaking - is left to the default resolver, which warns, or refuses a
// strict version (shared-contracts), as configured.

const PLAIN_VERSION = /^(\d+)\.(\d+)\.(\d+)$/;
const CARET_RANGE = /^\^(\d+)\.(\d+)\.(\d+)$/;

/**
 * Whether `version` satisfies `range`, when both are plain (`x.y.z` and `^x.y.z`); `undefined`
 * otherwise, for the runtime's own check.
 * @param {string} version
 * @param {string} range
 * @returns {boolean | undefined}
 */
export function satisfiesCaret(version, range) {
  const have = PLAIN_VERSION.exec(version);
  const want = CARET_RANGE.exec(range.trim());
  if (!have || !want) return undefined;
  const [major, minor, patch] = have.slice(1).map(Number);
  const [wantMajor, wantMinor, wantPatch] = want.slice(1).map(Number);
  // ^1.2.3 := >=1.2.3 <2.0.0; ^0.2.3 := >=0.2.3 <0.3.0; ^0.0.3 := 0.0.3.
  if (wantMajor > 0) return major === wantMajor && (minor > wantMinor || (minor === wantMinor && patch >= wantPatch));
  if (wantMinor > 0) return major === 0 && minor === wantMinor && patch >= wantPatch;
  return major === 0 && minor === 0 && patch === wantPatch;
}

/** @returns {import('@module-federation/enhanced/runtime').ModuleFederationRuntimePlugin} */
export default function shareResolverPlugin() {
  return {
    name: 'facilityops-share-resolver',
    resolveShare(args) {
      const { shareScopeMap, scope, pkgName, version, shareInfo } = args;
      const required = shareInfo.shareConfig?.requiredVersion;
      const shared = shareScopeMap[scope]?.[pkgName]?.[version];
      if (!shared || !shareInfo.shareConfig?.singleton || shareInfo.treeShaking || typeof required !== 'string') return args;
      if (satisfiesCaret(version, required) !== true) return args;
      // What the default resolver answers for a singleton that satisfies its range.
      return { ...args, resolver: () => ({ shared, useTreesShaking: false }) };
    },
  };
}
