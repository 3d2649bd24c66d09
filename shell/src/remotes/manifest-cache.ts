/**
 * Each remote's mf-manifest.json, fetched once per page: the shell reads the menu it publishes at
 * sign-in, and the federation runtime, when it later loads that remote, is answered from here
 * (manifest-fetch-plugin.ts) instead of downloading it again. Retry forgets it, so a redeployed
 * or restarted remote is read afresh. Manifests are never cached by HTTP; offline, the service
 * worker answers with the last one it saw.
 */
const texts = new Map<string, Promise<string>>();

/** The manifest's text, fetched on first use; a failed fetch is forgotten so the next call tries again. */
export function manifestText(url: string): Promise<string> {
  const cached = texts.get(url);
  if (cached) return cached;
  const attempt = fetch(url, { cache: 'no-cache' }).then(async (response) => {
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    return response.text();
  });
  texts.set(url, attempt);
  attempt.catch(() => texts.delete(url));
  return attempt;
}

/** The manifest, parsed; rejects with a clear message when it is not JSON. */
export async function fetchManifest(url: string): Promise<unknown> {
  const text = await manifestText(url);
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new Error(`${url} is not JSON`);
  }
}

/** The manifest already fetched for this URL, if any (never starts a download). */
export function fetchedManifest(url: string): Promise<string> | undefined {
  return texts.get(url);
}

export function forgetManifest(url: string): void {
  texts.delete(url);
}
