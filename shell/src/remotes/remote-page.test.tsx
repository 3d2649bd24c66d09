import { act, render, screen } from '@testing-library/react';
import { initI18n } from 'shared-contracts';
import { RemotePage } from './remote-page';
import { remoteRegistry } from './remote-registry';

const loadRemote = jest.fn();
jest.mock('@module-federation/enhanced/runtime', () => ({ registerRemotes: jest.fn(), loadRemote: (id: string) => loadRemote(id) }));

const drawn = jest.fn();
function FacilitiesPage() {
  drawn();
  return <h1>Facilities</h1>;
}

beforeAll(async () => {
  await initI18n();
  loadRemote.mockImplementation((id: string) => {
    const name = id.split('/')[0];
    const routes = name === 'mf_org_admin' ? [{ path: '/facilities', load: () => Promise.resolve({ default: FacilitiesPage }) }] : [];
    return Promise.resolve({ default: { name, version: '1', routes, start: jest.fn() } });
  });
  remoteRegistry.register({
    api: 'http://api',
    remotes: { mf_reporting: 'http://r/m.json', mf_shifts: 'http://s/m.json', mf_adhoc: 'http://a/m.json', mf_org_admin: 'http://o/m.json' },
  });
});

it('draws the page once: the background remotes loading after it, and the shell drawing it again, leave it alone', async () => {
  const { rerender } = render(<RemotePage remote="mf_org_admin" path="/facilities" />);
  expect(await screen.findByRole('heading', { name: 'Facilities' })).toBeTruthy();
  const before = drawn.mock.calls.length;

  // The background remotes go from idle to loading to ready.
  await act(async () => {
    await Promise.all([remoteRegistry.load('mf_reporting'), remoteRegistry.load('mf_shifts')]);
  });
  expect(remoteRegistry.snapshot.mf_reporting.status).toBe('ready');
  // The shell's route view draws again (a new location, a session change) with the same page.
  rerender(<RemotePage remote="mf_org_admin" path="/facilities" />);

  expect(drawn).toHaveBeenCalledTimes(before);
  expect(screen.getByRole('heading', { name: 'Facilities' })).toBeTruthy();
});
