/**
 * The signed-in session, shared by the shell and every remote. The token lives in session
 * storage (spec 001 §3); user and permissions are kept in memory and re-read from the api on load.
 */
import { type Observable } from 'rxjs';
import type { User } from '../schemas/user';
import { ownedState } from '../state/owned-state';
import { isTokenValid } from './token';

export const TOKEN_STORAGE_KEY = 'token';

/** The signed-in user (schemas/user.ts). */
export type SessionUser = User;

export interface SessionState {
  token: string | null;
  user: SessionUser | null;
  permissions: readonly string[];
  /** Set by a native wrapper (see native-hook.ts). */
  hideHeader: boolean;
  hideBottomBar: boolean;
}

const empty: SessionState = { token: null, user: null, permissions: [], hideHeader: false, hideBottomBar: false };

function storage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

class SessionStore {
  private readonly state = ownedState<SessionState>(empty);

  get snapshot(): SessionState {
    return this.state.value;
  }

  get changes(): Observable<SessionState> {
    return this.state.readable;
  }

  /** The stored token if its expiry claim is still ahead, else null (and the stale token is dropped). */
  readStoredToken(now = Date.now()): string | null {
    const token = storage()?.getItem(TOKEN_STORAGE_KEY) ?? null;
    if (token && !isTokenValid(token, now)) {
      storage()?.removeItem(TOKEN_STORAGE_KEY);
      return null;
    }
    return token;
  }

  getToken(): string | null {
    return this.state.value.token;
  }

  update(patch: Partial<SessionState>): void {
    if (patch.token !== undefined) {
      if (patch.token) storage()?.setItem(TOKEN_STORAGE_KEY, patch.token);
      else storage()?.removeItem(TOKEN_STORAGE_KEY);
    }
    this.state.set({ ...this.state.value, ...patch });
  }

  clear(): void {
    storage()?.removeItem(TOKEN_STORAGE_KEY);
    const { hideHeader, hideBottomBar } = this.state.value;
    this.state.set({ ...empty, hideHeader, hideBottomBar });
  }
}

export const session = new SessionStore();
