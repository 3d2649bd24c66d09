// Module Federation runtime plugin (every app's container): each shared module that still has to
// be downloaded starts its download in a task of its own.
//
// A chunk that consumes shared modules asks the runtime for all of them in one loop: a remote's
// page that uses twenty antd components not yet loaded appended twenty script elements in one
// task, and each costs the main thread ~8 ms on a mid-range phone (the browser starts the request
// as the element is added): ~180 ms in one piece on the facility list (issue 15, total blocking
// time). The runtime awaits `beforeLoadShare` before it starts a download; this hook yields to the
// next task there, so the loop's downloads become short tasks the phone can answer taps between.
// A module already loaded or loading (most at start, every one on later pages) does not wait.

/** The next task: the browser's scheduler.yield where there is one, else a message to ourselves. */
export function nextTask() {
  const scheduler = /** @type {{ scheduler?: { yield?: () => Promise<void> } }} */ (globalThis).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve(undefined);
    };
    channel.port2.postMessage(null);
  });
}

/**
 * Whether some version of `pkgName` in the scopes is loaded or loading already.
 * @param {Record<string, Record<string, Record<string, { loaded?: boolean, loading?: unknown, lib?: unknown }>>> | undefined} shareScopeMap
 * @param {string[]} scopes
 * @param {string} pkgName
 */
export function alreadyThere(shareScopeMap, scopes, pkgName) {
  return scopes.some((scope) =>
    Object.values(shareScopeMap?.[scope]?.[pkgName] ?? {}).some(
      (shared) => Boolean(shared.loaded) || Boolean(shared.loading) || typeof shared.lib === 'function',
    ),
  );
}

/** @returns {import('@module-federation/enhanced/runtime').ModuleFederationRuntimePlugin} */
export default function shareLoadsInTasksPlugin() {
  return {
    name: 'facilityops-share-loads-in-tasks',
    async beforeLoadShare(args) {
      const scopes = args.shareInfo?.scope ?? ['default'];
      if (!alreadyThere(args.origin.shareScopeMap, scopes, args.pkgName)) await nextTask();
      return args;
    },
  };
}
