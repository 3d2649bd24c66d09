import { buildUrl } from 'shared-contracts';

/** Uploaded files come back as api paths ('/uploads/…'); full and inline addresses pass through. */
export function assetUrl(url: string): string {
  return /^(https?:|data:|blob:)/i.test(url) ? url : buildUrl(url);
}
