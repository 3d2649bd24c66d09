/**
 * Precaches every remote's files, not only those a visit happened to use: once signed in, online
 * and idle, each remote's manifest names its exposed modules' files (route pages included), and
 * the service worker (public/sw-precache-remotes.js) fetches those it lacks into its cache. Then
 * any page opens offline.
 */
import { type RemotesConfig, remoteNames } from 'shared-contracts';
import { fetchManifest } from '../remotes/manifest-cache';

interface ManifestAssets {
  js: { sync: string[]; async: string[] };
  css?: { sync: string[]; async: string[] };
}

interface RemoteManifest {
  exposes?: { assets: ManifestAssets }[];
}

/** The files a remote's manifest lists for its exposed modules, as absolute URLs. */
export function manifestFiles(manifest: RemoteManifest, manifestUrl: string): string[] {
  const files = (manifest.exposes ?? []).flatMap(({ assets }) => [
    ...assets.js.sync,
    ...assets.js.async,
    ...(assets.css?.sync ?? []),
    ...(assets.css?.async ?? []),
  ]);
  return [...new Set(files.map((file) => new URL(file, manifestUrl).href))];
}

let warmed = false;

/** Collects every remote's files and hands the list to the service worker, which caches them. */
export async function warmRemoteCaches(config: RemotesConfig): Promise<void> {
  const worker = navigator.serviceWorker?.controller;
  if (warmed || !worker || !navigator.onLine) return;
  warmed = true;
  const urls: string[] = [];
  for (const name of remoteNames) {
    const manifestUrl = config.remotes[name];
    try {
      // The manifest the menus were read from: no second download.
      urls.push(...manifestFiles((await fetchManifest(manifestUrl)) as RemoteManifest, manifestUrl));
    } catch (error) {
      console.debug(`${name}: manifest not read; its files are cached on use`, error);
    }
  }
  worker.postMessage({ type: 'facilityops:precache-remotes', urls });
}
