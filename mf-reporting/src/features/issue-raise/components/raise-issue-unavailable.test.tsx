import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router';
import { type EventMap, bus, session } from 'shared-contracts';
import { createUser } from 'shared-contracts/testing';
import { setUpI18n } from '../../../testing/setup-i18n';
import { RaiseIssueButton } from './raise-issue-button';

// The form's chunk cannot be downloaded (offline before the app was cached, a deploy in between).
jest.mock('./raise-issue-drawer', () => {
  throw new Error('Loading chunk 42 failed');
});

beforeAll(setUpI18n);

function Search() {
  return <output aria-label="search">{useLocation().search}</output>;
}

it('says so when the issue form cannot be loaded, leaves the URL as it was, and the next tap asks again', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  session.update({ user: createUser({ _id: 'usr-1', organization: 'org-1' }), permissions: ['issue-read', 'issueAck-read', 'facility-read'] });
  const notices: EventMap['ui/notify'][] = [];
  const subscription = bus.on('ui/notify').subscribe((notice) => notices.push(notice));
  try {
    render(
      <MemoryRouter initialEntries={['/issues']}>
        <RaiseIssueButton />
        <Search />
      </MemoryRouter>,
    );
    await userEvent.click(screen.getByRole('button', { name: /Raise issue/ }));
    await waitFor(() => expect(notices).toEqual([{ kind: 'error', message: 'The issue form could not be opened. Check the connection and try again.' }]));
    await waitFor(() => expect(screen.getByRole('status', { name: 'search' }).textContent).toBe(''));
    expect(screen.queryByRole('dialog')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: /Raise issue/ }));
    await waitFor(() => expect(notices).toHaveLength(2));
  } finally {
    subscription.unsubscribe();
    session.clear();
  }
});
