import { buildUrl } from './api-client';

/**
 * A file path from the api ('/uploads/…', '/static/…') as a URL the browser can load; full and
 * inline addresses pass through.
 */
export function assetUrl(path: string): string;
export function assetUrl(path: string | null | undefined): string | undefined;
export function assetUrl(path: string | null | undefined): string | undefined {
  if (!path) return undefined;
  return /^(https?:|data:|blob:)/i.test(path) ? path : buildUrl(path);
}
