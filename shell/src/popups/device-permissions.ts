/**
 * The device permissions the app relies on (spec 001 §8): notifications, location (called
 * Building in the spec's messages), camera, microphone. Read with the Permissions API; asked for
 * with each capability's own request.
 */
export type DevicePermission = 'Notification' | 'Building' | 'Camera' | 'Microphone';

export const devicePermissions: readonly DevicePermission[] = ['Notification', 'Building', 'Camera', 'Microphone'];

const queryName: Record<DevicePermission, string> = {
  Notification: 'notifications',
  Building: 'geolocation',
  Camera: 'camera',
  Microphone: 'microphone',
};

export type PermissionStateLike = 'granted' | 'denied' | 'prompt' | 'unknown';

export async function permissionState(permission: DevicePermission): Promise<PermissionStateLike> {
  try {
    const status = await navigator.permissions.query({ name: queryName[permission] as PermissionName });
    return status.state;
  } catch {
    return 'unknown';
  }
}

/** The permissions the browser has refused: what the blocker lists. */
export async function deniedPermissions(): Promise<DevicePermission[]> {
  if (!navigator.permissions?.query) return [];
  const states = await Promise.all(devicePermissions.map(async (permission) => [permission, await permissionState(permission)] as const));
  return states.filter(([, state]) => state === 'denied').map(([permission]) => permission);
}

/** Asks for one permission; rejects when the browser refuses. */
export async function requestPermission(permission: DevicePermission): Promise<void> {
  switch (permission) {
    case 'Notification': {
      if ((await Notification.requestPermission()) !== 'granted') throw new Error('notification permission refused');
      return;
    }
    case 'Building':
      await new Promise<void>((resolve, reject) => navigator.geolocation.getCurrentPosition(() => resolve(), reject, { timeout: 20_000 }));
      return;
    case 'Camera':
    case 'Microphone': {
      const stream = await navigator.mediaDevices.getUserMedia(permission === 'Camera' ? { video: true } : { audio: true });
      stream.getTracks().forEach((track) => track.stop());
      return;
    }
  }
}

/** The stored flag: set at sign-in, cleared when the blocker is closed. */
export const PERMISSIONS_FLAG_KEY = 'permissionsPopup';

export function setPermissionsFlag(value: boolean): void {
  try {
    if (value) localStorage.setItem(PERMISSIONS_FLAG_KEY, 'true');
    else localStorage.removeItem(PERMISSIONS_FLAG_KEY);
  } catch (error) {
    console.warn('permissions flag not stored', error);
  }
}

export function permissionsFlag(): boolean {
  try {
    return localStorage.getItem(PERMISSIONS_FLAG_KEY) === 'true';
  } catch {
    return false;
  }
}
