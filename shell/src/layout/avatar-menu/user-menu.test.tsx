import { act, fireEvent, screen } from '@testing-library/react';
import { session } from 'shared-contracts';
import { renderWithRouter, setupI18n } from '../../testing/render-shell';
import { testUser } from '../../testing/signed-in';
import { UserMenu } from './user-menu';

const reporter = testUser({ name: 'rita Reporter', userGroupNames: ['reporter-internal'] });

describe('the avatar menu', () => {
  beforeAll(setupI18n);
  beforeEach(() => {
    jest.useFakeTimers();
    session.update({ user: reporter, permissions: [] });
  });
  afterEach(() => {
    act(() => session.clear());
    jest.useRealTimers();
  });

  it('shows the first letter of the name, upper-cased, as the avatar', () => {
    renderWithRouter(<UserMenu />);
    expect(screen.getByRole('button', { name: 'Account menu' }).textContent).toBe('R');
  });

  it('opens on a tap that comes before the menu has mounted (just after the first screen)', () => {
    renderWithRouter(<UserMenu />);
    // No timer has run: the menu is not mounted yet.
    fireEvent.click(screen.getByRole('button', { name: 'Account menu' }));
    act(() => jest.runOnlyPendingTimers());
    expect(screen.getByRole('menuitem', { name: 'Upload Profile Pic' })).toBeTruthy();
  });

  it('opens on a tap once mounted, and closes when an entry is chosen', () => {
    renderWithRouter(<UserMenu />);
    act(() => jest.runOnlyPendingTimers());
    fireEvent.click(screen.getByRole('button', { name: 'Account menu' }));
    act(() => jest.runOnlyPendingTimers());
    const entry = screen.getByRole('menuitem', { name: 'Upload Profile Pic' });
    fireEvent.click(entry);
    act(() => jest.runOnlyPendingTimers());
    expect(screen.queryByRole('menuitem', { name: 'Upload Profile Pic' })).toBeNull();
  });
});
