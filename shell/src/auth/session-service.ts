/**
 * Sign-in, restore, switch and sign-out: the only code that writes the session (lint enforces it);
 * everyone else reads `session` and asks here (or, from a remote, over the bus) for a change. The token lives in
 * session storage; on load an expired or missing token means signed out (spec 001 §4), otherwise
 * the login status is checked and the user and permissions are re-read; any failure signs out.
 * A reload of a signed-in tab shows the user the server last confirmed in it at once, while that
 * check runs (stale-while-revalidate, as an offline start already does).
 */
import {
  type AcceptInvitationBody,
  type NativeInjection,
  type SessionState,
  type User,
  acceptInvitation,
  bus,
  getLoginStatus,
  getPermissions,
  getProfile,
  isApiError,
  isTokenValid,
  login,
  logout,
  nextTask,
  session,
  tokenExpiry,
  userSchema,
} from 'shared-contracts';
import { forgetFirstScreen } from '../app/first-screen';
import { pushTokenForLogout } from '../notifications/web-push';
import { setPermissionsFlag } from '../popups/device-permissions';

let expiryTimer: ReturnType<typeof setTimeout> | undefined;

/**
 * The last user and permissions the server confirmed, beside the token in session storage: when
 * the app starts with no network (offline start), a still-valid token restores them instead of
 * signing the user out. Any answer from the server (valid or not) still decides when there is one.
 */
const CONFIRMED_KEY = 'facilityops:confirmed-session';

function remember(user: User, permissions: readonly string[]): void {
  try {
    sessionStorage.setItem(CONFIRMED_KEY, JSON.stringify({ user, permissions }));
  } catch (error) {
    console.warn('session copy not kept', error);
  }
}

function recall(): { user: User; permissions: string[] } | null {
  try {
    const raw = sessionStorage.getItem(CONFIRMED_KEY);
    if (!raw) return null;
    const value = JSON.parse(raw) as { user?: unknown; permissions?: unknown };
    const user = userSchema.safeParse(value.user);
    const permissions = Array.isArray(value.permissions) ? value.permissions.filter((item): item is string => typeof item === 'string') : [];
    return user.success ? { user: user.data, permissions } : null;
  } catch {
    return null;
  }
}

/** Who is signed in, as far as deciding what a page needs goes. */
export type SessionView = Pick<SessionState, 'user' | 'permissions'>;

/**
 * At start, before the server has confirmed the session: the user and permissions it last
 * confirmed in this tab, when a still-valid token is stored.
 */
export function rememberedSession(): SessionView | null {
  return isTokenValid(session.readStoredToken()) ? recall() : null;
}

let confirmation: Promise<void> = Promise.resolve();

/** Settles once the server has answered the check a restore from the remembered session left running. */
export function sessionConfirmed(): Promise<void> {
  return confirmation;
}

const sameJson = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Spec 001 §4's check for a session restored from the remembered copy: the server's user and
 * permissions replace the shown ones (nothing re-renders when they are the same); a refusal signs
 * out, and the route guard sends the user to sign-in; no network keeps the copy (offline start).
 */
async function confirmRestored(token: string, shown: SessionView): Promise<void> {
  try {
    const { user, permissions } = await loadUser();
    if (session.snapshot.token !== token) return; // signed out or switched meanwhile
    if (!sameJson(user, shown.user) || !sameJson(permissions, shown.permissions)) session.update({ user, permissions });
    remember(user, permissions);
    if (user._id !== shown.user?._id || user.organization !== shown.user?.organization) publish(user);
  } catch (error) {
    if (session.snapshot.token !== token) return;
    if (isApiError(error) && error.kind === 'network') {
      console.info('no network at start: the last confirmed session is used');
      return;
    }
    console.warn('session not confirmed by the server; signing out', error);
    forgetSession();
  }
}

/** Drops the session on this device: the expiry timer, the token, the confirmed copy; everyone hears no one is signed in. */
function forgetSession(): void {
  cancelExpiry();
  session.clear();
  sessionStorage.removeItem(CONFIRMED_KEY);
  forgetFirstScreen();
  publish(null);
}

/** Stops the timer that signs the user out when the token expires. */
export function cancelExpiry(): void {
  clearTimeout(expiryTimer);
  expiryTimer = undefined;
}

function scheduleExpiry(token: string): void {
  cancelExpiry();
  const expiry = tokenExpiry(token);
  if (expiry === null) return;
  // setTimeout overflows past ~24.8 days; tokens live hours, but stay safe.
  const delay = Math.min(Math.max(expiry - Date.now(), 0), 2_000_000_000);
  expiryTimer = setTimeout(() => bus.emit('session/expired', { reason: 'expired' }), delay);
}

function publish(user: User | null): void {
  bus.emit('session/changed', { userId: user?._id ?? null, organizationId: user?.organization ?? null });
}

async function loadUser(): Promise<{ user: User; permissions: string[] }> {
  const [status, profile, granted] = await Promise.all([getLoginStatus(), getProfile(), getPermissions()]);
  if (!status.status) throw new Error('Signed out by the server.');
  return { user: profile.user, permissions: granted.permissions };
}

export async function signIn(email: string, password: string): Promise<User> {
  // The answer carries the user with their permissions: one round trip on a slow network.
  return startSession(await login({ email, password }));
}

/** Issue 20: an accepted invitation answers like a sign-in; the invited person lands signed in. */
export async function signInWithInvitation(body: AcceptInvitationBody): Promise<User> {
  return startSession(await acceptInvitation(body));
}

/**
 * Issue 20: re-reads GET /auth/permissions and, when they changed (an admin changed a role), puts
 * them in the session: the menus and the route guard follow without a new sign-in.
 */
export async function refreshPermissions(): Promise<void> {
  const { user, token, permissions } = session.snapshot;
  if (!user || !isTokenValid(token)) return;
  const granted = await getPermissions();
  const same = granted.permissions.length === permissions.length && granted.permissions.every((permission) => permissions.includes(permission));
  if (same) return;
  session.update({ permissions: granted.permissions, user: { ...user, permissions: granted.permissions } });
  remember({ ...user, permissions: granted.permissions }, granted.permissions);
}

function startSession({ token, user }: { token: string; user: User }): User {
  session.update({ token, user, permissions: user.permissions });
  remember(user, user.permissions);
  scheduleExpiry(token);
  // After each sign-in, check once that the device permissions the app needs are not refused.
  setPermissionsFlag(true);
  publish(user);
  return user;
}

/** A change to the signed-in user that the server has confirmed (home page, picture). */
export function updateSignedInUser(change: Partial<Pick<User, 'homePage' | 'img'>>): void {
  const current = session.snapshot.user;
  if (!current) return;
  const user = { ...current, ...change };
  session.update({ user });
  remember(user, session.snapshot.permissions);
}

/**
 * Follows 'session/switched' (an organisation switch answered by the server, posted by
 * mf-org-admin from the header switcher, the picker or the organisations page): the new token and
 * user replace the session, then `afterSwitch` runs (at start: the refresh flag and the reload
 * after 10 ms, spec 001 §4), so every switch takes this one path. Call once at start.
 */
export function followSessionSwitches(afterSwitch: () => void = () => undefined): () => void {
  const subscription = bus.on('session/switched').subscribe(({ token, user }) => {
    const parsed = userSchema.safeParse(user);
    if (!isTokenValid(token) || !parsed.success) {
      console.warn('an organisation switch carried an invalid token or user; ignored');
      return;
    }
    session.update({ token, user: parsed.data, permissions: parsed.data.permissions });
    remember(parsed.data, parsed.data.permissions);
    scheduleExpiry(token);
    publish(parsed.data);
    afterSwitch();
  });
  return () => subscription.unsubscribe();
}

/** Restores the session at start from a native injection or the stored token. */
export async function restoreSession(injection: NativeInjection | null): Promise<boolean> {
  if (injection) {
    applyNativeInjection(injection);
    if (session.snapshot.user && isTokenValid(session.snapshot.token)) return true;
  }
  const token = session.readStoredToken();
  if (!token) {
    session.clear();
    return false;
  }
  const kept = injection ? null : rememberedSession();
  if (kept?.user) {
    // The kept user's schema check above and the session's subscribers are each tens of
    // milliseconds on a phone: a task each (issue 15, blocking time).
    await nextTask();
    session.update({ token, ...kept });
    scheduleExpiry(token);
    publish(kept.user);
    confirmation = confirmRestored(token, kept);
    return true;
  }
  session.update({ token });
  try {
    const { user, permissions } = await loadUser();
    session.update({ user, permissions });
    remember(user, permissions);
    scheduleExpiry(token);
    publish(user);
    return true;
  } catch (error) {
    const kept = isApiError(error) && error.kind === 'network' ? recall() : null;
    if (kept) {
      console.info('no network at start: the last confirmed session is used');
      session.update(kept);
      scheduleExpiry(token);
      publish(kept.user);
      return true;
    }
    console.warn('session restore failed; signing out', error);
    session.clear();
    return false;
  }
}

/** What a native wrapper injects replaces the current values (see README, "Native wrapper"). */
export function applyNativeInjection(injection: NativeInjection): void {
  const patch: Parameters<typeof session.update>[0] = {};
  if (injection.token !== undefined) {
    if (!isTokenValid(injection.token)) {
      console.warn('native wrapper injected an expired or malformed token; ignored');
    } else {
      patch.token = injection.token;
      scheduleExpiry(injection.token);
    }
  }
  if (injection.user !== undefined) {
    const parsed = userSchema.safeParse(injection.user);
    if (parsed.success) patch.user = parsed.data;
    else console.warn('native wrapper injected an invalid user; ignored', parsed.error.issues);
  }
  if (injection.permissions !== undefined) patch.permissions = [...injection.permissions];
  if (injection.hideHeader !== undefined) patch.hideHeader = injection.hideHeader;
  if (injection.hideBottomBar !== undefined) patch.hideBottomBar = injection.hideBottomBar;
  session.update(patch);
  if (patch.user) publish(patch.user);
}

export async function signOut(): Promise<void> {
  cancelExpiry();
  if (session.snapshot.token) {
    try {
      // This browser's push subscription goes with the session: a shared device stops getting the user's pushes.
      const token = await pushTokenForLogout().catch((error: unknown) => console.warn('push subscription not read', error));
      await logout(token ? { token } : {});
    } catch (error) {
      // The token is dropped either way; the server forgets it when it expires.
      console.warn('logout call failed', error);
    }
  }
  forgetSession();
}
