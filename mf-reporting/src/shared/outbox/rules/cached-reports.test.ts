import { CACHED_REPORT_WINDOW_MS as CACHE_WINDOW_MS } from 'shared-contracts';
import { cachedFacilityIds } from './cached-reports';

const NOW = Date.parse('2026-05-01T06:00:00.000Z');
const owner = { userId: 'usr-1', organizationId: 'org-1' };
const queued = (facilityId: string, overrides: Partial<{ userId: string; organizationId: string; queuedAt: number }> = {}) => ({
  facilityId,
  userId: 'usr-1',
  organizationId: 'org-1',
  queuedAt: NOW - 60_000,
  ...overrides,
});

describe('cachedFacilityIds', () => {
  it("lists the facilities of this user's reports in this organisation", () => {
    const ids = cachedFacilityIds(
      [queued('fac-1'), queued('fac-2', { userId: 'usr-2' }), queued('fac-3', { organizationId: 'org-2' }), queued('fac-1')],
      owner,
      NOW,
    );
    expect([...ids]).toEqual(['fac-1']);
  });

  it('counts a cached report only within 8 hours', () => {
    const ids = cachedFacilityIds(
      [queued('fac-old', { queuedAt: NOW - CACHE_WINDOW_MS }), queued('fac-new', { queuedAt: NOW - CACHE_WINDOW_MS + 1 })],
      owner,
      NOW,
    );
    expect([...ids]).toEqual(['fac-new']);
  });
});
