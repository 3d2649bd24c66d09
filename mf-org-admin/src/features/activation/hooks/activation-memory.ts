/**
 * The activation in progress in this tab: which organisation and the key that activated it (the
 * facilities step repeats the key, spec 001 §7). Only this; what is done is read from the server.
 * Session storage, like the token: it ends with the tab.
 */
const KEY = 'org-activation';

export interface ActivationMemory {
  organizationId: string;
  organizationName: string;
  activationKey: string;
}

export function recallActivation(): ActivationMemory | null {
  try {
    const raw = sessionStorage.getItem(KEY);
    if (!raw) return null;
    const value = JSON.parse(raw) as Partial<ActivationMemory>;
    return typeof value.organizationId === 'string' && typeof value.activationKey === 'string'
      ? { organizationId: value.organizationId, organizationName: String(value.organizationName ?? ''), activationKey: value.activationKey }
      : null;
  } catch (error) {
    console.warn('activation state unreadable', error);
    return null;
  }
}

export function rememberActivation(memory: ActivationMemory | null): void {
  try {
    if (memory) sessionStorage.setItem(KEY, JSON.stringify(memory));
    else sessionStorage.removeItem(KEY);
  } catch (error) {
    console.warn('activation state not stored', error);
  }
}
