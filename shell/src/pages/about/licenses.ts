/** The third-party packages each app ships, from the licenses.json its build writes beside its files. */
import { type RemoteName, remoteNames } from 'shared-contracts';
import { remoteRegistry } from '../../remotes/remote-registry';

export interface ShippedPackage {
  name: string;
  version: string;
  license: string;
  /** The apps that ship it: 'shell' and the remotes' names. */
  apps: string[];
}

function isPackageRow(value: unknown): value is Omit<ShippedPackage, 'apps'> {
  if (typeof value !== 'object' || value === null) return false;
  const row = value as Record<string, unknown>;
  return typeof row.name === 'string' && typeof row.version === 'string' && typeof row.license === 'string';
}

async function readList(url: string): Promise<Omit<ShippedPackage, 'apps'>[]> {
  const response = await fetch(url, { credentials: 'omit' });
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  const body: unknown = await response.json();
  if (!Array.isArray(body)) throw new Error(`${url}: not a list of packages`);
  return body.filter(isPackageRow);
}

/** Merges the apps' lists: one row per package and version, with the apps that ship it. */
export function mergeLists(lists: ReadonlyArray<{ app: string; rows: ReadonlyArray<Omit<ShippedPackage, 'apps'>> }>): ShippedPackage[] {
  const merged = new Map<string, ShippedPackage>();
  for (const { app, rows } of lists) {
    for (const row of rows) {
      const key = `${row.name}@${row.version}`;
      const known = merged.get(key);
      if (known) known.apps.push(app);
      else merged.set(key, { name: row.name, version: row.version, license: row.license, apps: [app] });
    }
  }
  return [...merged.values()].sort((a, b) => a.name.localeCompare(b.name) || a.version.localeCompare(b.version));
}

export interface LicenseReport {
  packages: ShippedPackage[];
  /** Apps whose list could not be read (a remote that is down). */
  missing: string[];
}

export async function loadLicenses(): Promise<LicenseReport> {
  const sources: Array<{ app: 'shell' | RemoteName; url: string }> = [{ app: 'shell', url: new URL('licenses.json', document.baseURI).href }];
  for (const name of remoteNames) {
    const manifest = remoteRegistry.manifestUrl(name);
    if (manifest) sources.push({ app: name, url: new URL('licenses.json', manifest).href });
  }
  const read = await Promise.allSettled(sources.map(async (source) => ({ app: source.app, rows: await readList(source.url) })));
  const lists = read.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  const missing = sources.filter((_, index) => read[index]?.status === 'rejected').map((source) => source.app);
  return { packages: mergeLists(lists), missing };
}
