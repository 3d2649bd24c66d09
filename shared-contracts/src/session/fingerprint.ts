/**
 * The device fingerprint sent with a shift start and a report submit (spec 000 §3 and §7): one
 * random id per browser profile, kept in local storage (spec 001 §3, "stored locally: fingerprint")
 * so every start from this device carries the same value.
 */
export const FINGERPRINT_STORAGE_KEY = 'fingerprint';

function randomId(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}${Math.random().toString(36).slice(2)}`;
}

export function deviceFingerprint(): string {
  let store: Storage | null = null;
  try {
    store = typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    // Storage can be blocked (private modes); the id then lasts for this page only.
  }
  const known = store?.getItem(FINGERPRINT_STORAGE_KEY);
  if (known) return known;
  const created = randomId();
  store?.setItem(FINGERPRINT_STORAGE_KEY, created);
  return created;
}
