/**
 * Web Push in the shell: after sign-in, when the browser has granted notifications, this browser's
 * push subscription is registered with POST /users/register-notification (its JSON as the token).
 * The permission is asked only from a button (the prompt after sign-in, the notifications page),
 * never on first paint; a refusal says 'Problem in getting Notification Permission'. Messages the
 * service worker passes on (public/sw-push.js) become 'notification/received' in an open app.
 */
import { type PushPayload, getVapidPublicKey, pushPayloadSchema, registerNotification, session } from 'shared-contracts';

export type PushSupport = 'unsupported' | 'default' | 'granted' | 'denied';

export function pushSupport(): PushSupport {
  if (typeof window === 'undefined' || !('serviceWorker' in navigator) || !('PushManager' in window) || typeof Notification === 'undefined')
    return 'unsupported';
  return Notification.permission;
}

/** The VAPID key as the bytes PushManager.subscribe wants. */
export function applicationServerKey(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(base64url.length / 4) * 4, '=');
  const binary = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

function sameKey(current: ArrayBuffer | null, wanted: Uint8Array): boolean {
  if (!current) return false;
  const bytes = new Uint8Array(current);
  return bytes.length === wanted.length && bytes.every((byte, i) => byte === wanted[i]);
}

let registeredFor: string | null = null;

/** Subscribes this browser (once per session) and registers it; needs the permission granted. */
export async function registerPush(): Promise<boolean> {
  if (pushSupport() !== 'granted' || !session.snapshot.token) return false;
  const token = session.snapshot.token;
  if (registeredFor === token) return true;
  const key = applicationServerKey((await getVapidPublicKey()).publicKey);
  const registration = await navigator.serviceWorker.ready;
  let subscription = await registration.pushManager.getSubscription();
  // The api's keys changed (a new data folder): the old subscription would never be accepted.
  if (subscription && !sameKey(subscription.options.applicationServerKey, key)) {
    await subscription.unsubscribe();
    subscription = null;
  }
  subscription ??= await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
  await registerNotification(JSON.stringify(subscription.toJSON()));
  registeredFor = token;
  return true;
}

/** Asks for the permission (from a click) and registers; false when the browser refused. */
export async function enablePush(): Promise<boolean> {
  if (pushSupport() === 'unsupported') return false;
  if ((await Notification.requestPermission()) !== 'granted') return false;
  return registerPush();
}

/** This browser's subscription as the logout token, so the api stops pushing to a signed-out device. */
export async function pushTokenForLogout(): Promise<string | undefined> {
  registeredFor = null;
  if (pushSupport() === 'unsupported') return undefined;
  const registration = await Promise.race([navigator.serviceWorker.getRegistration(), new Promise<undefined>((resolve) => setTimeout(resolve, 1000))]);
  const subscription = await registration?.pushManager.getSubscription();
  return subscription ? JSON.stringify(subscription.toJSON()) : undefined;
}

export interface WorkerMessageHandlers {
  /** A push arrived; `shown` says the worker showed a system notification (no window was focused). */
  onPush: (payload: PushPayload, shown: boolean) => void;
  onOpen: (url: string) => void;
}

/** What the service worker says to this window (sw-push.js). */
export function listenToWorker(handlers: WorkerMessageHandlers): () => void {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return () => undefined;
  const listener = (event: MessageEvent<unknown>) => {
    const data = event.data as { type?: unknown; payload?: unknown; shown?: unknown; url?: unknown } | null;
    if (data?.type === 'push/received') {
      const parsed = pushPayloadSchema.safeParse(data.payload);
      if (parsed.success) handlers.onPush(parsed.data, data.shown === true);
      else console.warn('push message not understood', parsed.error.issues);
    } else if (data?.type === 'push/open' && typeof data.url === 'string' && data.url.startsWith('/')) handlers.onOpen(data.url);
  };
  navigator.serviceWorker.addEventListener('message', listener);
  return () => navigator.serviceWorker.removeEventListener('message', listener);
}
