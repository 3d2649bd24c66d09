/**
 * The contract with a native wrapper (an Android/iOS web view). The wrapper may inject the
 * session before the page loads, by defining `window.__FACILITYOPS_NATIVE__`, or at any time
 * later, by calling `window.FacilityOps.inject(...)` once the shell has installed it (the shell
 * dispatches the `facilityops:ready` event on window then). Every field is optional; what is
 * given replaces the current value.
 */
import type { UserInput } from '../schemas/user';

export interface NativeInjection {
  token?: string;
  /** Validated with userSchema by the shell. */
  user?: UserInput;
  permissions?: string[];
  hideHeader?: boolean;
  hideBottomBar?: boolean;
}

export interface NativeHook {
  inject(injection: NativeInjection): void;
  /** Opens an app path (e.g. from a tapped push notification); the permission guard applies. */
  navigate(to: string): void;
}

declare global {
  interface Window {
    __FACILITYOPS_NATIVE__?: NativeInjection;
    FacilityOps?: NativeHook;
  }
}

export const NATIVE_READY_EVENT = 'facilityops:ready';

/** What the wrapper put on window before the page loaded, if anything. */
export function readPreloadedInjection(win: Window = window): NativeInjection | null {
  return win.__FACILITYOPS_NATIVE__ ?? null;
}

/** Installs `window.FacilityOps` so the wrapper can inject or navigate later; returns the uninstaller. */
export function installNativeHook(hook: NativeHook, win: Window = window): () => void {
  win.FacilityOps = hook;
  win.dispatchEvent(new Event(NATIVE_READY_EVENT));
  return () => {
    delete win.FacilityOps;
  };
}
