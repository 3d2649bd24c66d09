import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import App from 'antd/es/app';
import { MemoryRouter } from 'react-router';
import { type Contact, session } from 'shared-contracts';
import { createUser, type FakeApi, fakeApi } from 'shared-contracts/testing';
import { setUpI18n } from '../testing/setup-i18n';
import ContactsPage from './contacts-page';

const contact = (overrides: Partial<Contact> = {}): Contact => ({
  _id: 'con-1',
  name: 'Meera Kulkarni',
  kind: 'facility-manager',
  company: 'Acme Facilities',
  phone: '+91 98220 11001',
  email: 'meera@acme.example',
  note: null,
  active: true,
  updatedAt: '2026-01-01T00:00:00.000Z',
  ...overrides,
});

let api: FakeApi;
beforeAll(setUpI18n);
beforeEach(() => {
  api = fakeApi();
});
afterEach(() => session.clear());

const signIn = (permissions: string[]) => session.update({ user: createUser({ _id: 'u', organization: 'org-1' }), permissions });
const renderPage = (path = '/contacts') =>
  render(
    <App>
      <MemoryRouter initialEntries={[path]}>
        <ContactsPage />
      </MemoryRouter>
    </App>,
  );

describe('ContactsPage', () => {
  it('shows call and mail links, filters through the URL, and has nothing to edit without organization-write', async () => {
    signIn(['contact-read']);
    api.answer('GET /organizations/org-1/contacts', { body: [contact()] });
    renderPage('/contacts?kind=facility-manager');
    const call = await screen.findByRole('link', { name: 'Call Meera Kulkarni on +91 98220 11001' });
    expect(call.getAttribute('href')).toBe('tel:+919822011001');
    expect(screen.getByRole('link', { name: 'E-mail Meera Kulkarni at meera@acme.example' }).getAttribute('href')).toBe('mailto:meera@acme.example');
    expect(new URL(String(api.fetch.mock.calls[0]?.[0])).searchParams.get('kind')).toBe('facility-manager');
    expect(screen.queryByRole('button', { name: /Add contact/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Edit Meera Kulkarni' })).toBeNull();
  });

  it('adds a contact after the field messages, and retires one', async () => {
    signIn(['contact-read', 'organization-write']);
    api.answer('GET /organizations/org-1/contacts', { body: [] }, { body: [contact({ _id: 'con-9', name: 'Lift Co', kind: 'vendor' })] });
    api.answer('PUT /organizations/org-1/contacts', { body: contact({ _id: 'con-9', name: 'Lift Co', kind: 'vendor' }) });
    api.answer('DELETE /organizations/org-1/contacts/con-9', { body: { status: true } });
    renderPage();
    expect(await screen.findByText('No contacts yet. Add the facility managers and vendors you call.')).toBeTruthy();
    await userEvent.click(screen.getAllByRole('button', { name: /Add contact/ })[0] as HTMLElement);
    const drawer = within((await screen.findByText('New contact')).closest('[role="dialog"]') as HTMLElement);
    await userEvent.click(drawer.getByRole('button', { name: 'Save' }));
    expect(await drawer.findByText('Enter a name.')).toBeTruthy();
    expect((await drawer.findAllByText('Enter a phone number or an e-mail address.')).length).toBeGreaterThan(0);
    await userEvent.type(drawer.getByLabelText('Name'), 'Lift Co');
    await userEvent.type(drawer.getByLabelText('Phone'), 'abc');
    await userEvent.click(drawer.getByRole('button', { name: 'Save' }));
    expect(await drawer.findByText('Enter a phone number (digits, optional +).')).toBeTruthy();
    await userEvent.clear(drawer.getByLabelText('Phone'));
    await userEvent.type(drawer.getByLabelText('Phone'), '+91 98220 12345');
    await userEvent.click(drawer.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.fetch.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(true));
    const put = api.fetch.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(JSON.parse(String(put?.[1]?.body))).toMatchObject({ name: 'Lift Co', kind: 'vendor', phone: '+91 98220 12345', email: null });
    expect(await screen.findByText('Lift Co saved.')).toBeTruthy();
    await userEvent.click(await screen.findByRole('button', { name: 'Retire Lift Co' }));
    const dialog = (await screen.findAllByText('Retire Lift Co?'))[0]?.closest('.ant-modal') as HTMLElement;
    await userEvent.click(within(dialog).getByRole('button', { name: 'Retire' }));
    expect(await screen.findByText('Lift Co retired.')).toBeTruthy();
  });
});
