import { FINGERPRINT_STORAGE_KEY, deviceFingerprint } from './fingerprint';

describe('deviceFingerprint', () => {
  beforeEach(() => localStorage.clear());

  it('creates one id per device and keeps it in local storage', () => {
    const first = deviceFingerprint();
    expect(first.length).toBeGreaterThan(8);
    expect(localStorage.getItem(FINGERPRINT_STORAGE_KEY)).toBe(first);
    expect(deviceFingerprint()).toBe(first);
  });

  it('keeps an id stored earlier', () => {
    localStorage.setItem(FINGERPRINT_STORAGE_KEY, 'device-1');
    expect(deviceFingerprint()).toBe('device-1');
  });
});
