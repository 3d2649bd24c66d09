import { deniedPermissions, permissionsFlag, setPermissionsFlag } from './device-permissions';

function withPermissions(states: Record<string, PermissionState | 'throws'>) {
  Object.defineProperty(navigator, 'permissions', {
    configurable: true,
    value: {
      query: async ({ name }: { name: string }) => {
        const state = states[name];
        if (state === 'throws' || state === undefined) throw new TypeError(`${name} is not a valid permission name`);
        return { state };
      },
    },
  });
}

describe('device permissions', () => {
  it('lists only refused permissions; prompt and unsupported ones are not missing', async () => {
    withPermissions({ notifications: 'denied', geolocation: 'granted', camera: 'prompt', microphone: 'throws' });
    await expect(deniedPermissions()).resolves.toEqual(['Notification']);
    withPermissions({ notifications: 'granted', geolocation: 'denied', camera: 'denied', microphone: 'denied' });
    await expect(deniedPermissions()).resolves.toEqual(['Building', 'Camera', 'Microphone']);
  });

  it('keeps the stored flag until it is cleared', () => {
    setPermissionsFlag(true);
    expect(permissionsFlag()).toBe(true);
    setPermissionsFlag(false);
    expect(permissionsFlag()).toBe(false);
  });
});
