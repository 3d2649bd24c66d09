/**
 * What a scanned or pasted join code holds: the code itself, or a link carrying it as `code` or
 * `joinCode` (a printed invitation). Trimmed; empty when nothing usable is in it.
 */
export function readJoinCode(text: string): string {
  const trimmed = text.trim();
  if (/^https?:\/\//i.test(trimmed)) {
    try {
      const url = new URL(trimmed);
      return (url.searchParams.get('joinCode') ?? url.searchParams.get('code') ?? '').trim();
    } catch {
      return '';
    }
  }
  return trimmed;
}
