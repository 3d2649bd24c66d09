import { session } from 'shared-contracts';
import { testToken, testUser } from '../testing/signed-in';
import { type RemoteState } from './remote-registry';
import { preloadRouteRemote } from './preload-route';

const user = testUser({ organization: 'org-1' });

function fakeRegistry(page = jest.fn(() => Promise.resolve({ default: () => null }))) {
  const state = {
    status: 'ready',
    module: { name: 'mf_reporting', version: '1', routes: [{ path: '/reporting/facilities', load: page }] },
  } as unknown as RemoteState;
  return { load: jest.fn(() => Promise.resolve(state)), page };
}

describe('the opened route’s remote loads at start', () => {
  afterEach(() => session.clear());

  it('loads the owning remote and the page chunk for a signed-in user allowed there', async () => {
    session.update({ token: testToken(), user, permissions: ['reporting-read', 'facilitiesMenuView-read', 'guyWhoReports-read'] });
    const registry = fakeRegistry();
    const owner = preloadRouteRemote('/reporting/facilities', registry);
    expect(owner).toBe('mf_reporting');
    expect(registry.load).toHaveBeenCalledWith('mf_reporting');
    await Promise.resolve();
    await Promise.resolve();
    expect(registry.page).toHaveBeenCalledTimes(1);
  });

  it('loads nothing signed out, on a shell page, or on a page the user may not open', () => {
    const registry = fakeRegistry();
    expect(preloadRouteRemote('/reporting/facilities', registry)).toBeNull();
    session.update({ token: testToken(), user, permissions: [] });
    expect(preloadRouteRemote('/reporting/facilities', registry)).toBeNull();
    expect(preloadRouteRemote('/notifications', registry)).toBeNull();
    expect(preloadRouteRemote('/no/such/page', registry)).toBeNull();
    expect(registry.load).not.toHaveBeenCalled();
  });
});
