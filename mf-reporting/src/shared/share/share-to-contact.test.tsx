import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Contact } from 'shared-contracts';
import { reportingTestContext } from '../../testing/test-context';
import { ShareToContact } from './share-to-contact';

const context = reportingTestContext(['contact-read']);
const CONTACTS = 'GET /organizations/org-1/contacts';
const aquaFix: Contact = {
  _id: 'con-1',
  name: 'AquaFix Plumbing Services',
  kind: 'vendor',
  company: 'AquaFix',
  phone: null,
  email: 'service@aquafix.example',
  note: null,
  active: true,
  updatedAt: '2026-05-01T03:00:00.000Z',
};
const contactCalls = () => context.api.fetch.mock.calls.filter(([url]) => String(url).includes('/contacts')).length;

function show(onError: (error: unknown) => void = jest.fn()) {
  render(<ShareToContact kind="issue" targetId="iss-1" urlOf={(token) => `/pi/${token}`} onShared={jest.fn()} onError={onError} />);
}

describe('ShareToContact', () => {
  it('loads the contacts as soon as it shows, so the list is full when it opens', async () => {
    context.api.answer(CONTACTS, { body: [aquaFix] });
    show();
    await waitFor(() => expect(contactCalls()).toBe(1));
    await userEvent.click(screen.getByRole('combobox', { name: 'Contact' }));
    expect(await screen.findByTitle('AquaFix Plumbing Services (AquaFix)')).toBeTruthy();
    expect(contactCalls()).toBe(1);
  });

  it('reports a failed load, and opening the list asks again', async () => {
    const onError = jest.fn();
    context.api.answer(CONTACTS, { status: 500, body: { message: 'Database unavailable' } }, { body: [aquaFix] });
    show(onError);
    await waitFor(() => expect(onError).toHaveBeenCalledTimes(1));
    await userEvent.click(screen.getByRole('combobox', { name: 'Contact' }));
    expect(await screen.findByTitle('AquaFix Plumbing Services (AquaFix)')).toBeTruthy();
    expect(contactCalls()).toBe(2);
  });
});
