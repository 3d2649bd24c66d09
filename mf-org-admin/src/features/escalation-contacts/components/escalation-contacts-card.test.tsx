import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import App from 'antd/es/app';
import { type Contact, session } from 'shared-contracts';
import { createUser, type FakeApi, fakeApi } from 'shared-contracts/testing';
import { setUpI18n } from '../../../testing/setup-i18n';
import { EscalationContactsCard } from './escalation-contacts-card';

const contact = (id: string, name: string): Contact => ({
  _id: id,
  name,
  kind: 'vendor',
  company: null,
  phone: '+91 98220 11001',
  email: null,
  note: null,
  active: true,
  updatedAt: '2026-01-01T00:00:00.000Z',
});

let api: FakeApi;
beforeAll(setUpI18n);
beforeEach(() => {
  api = fakeApi();
});
afterEach(() => session.clear());
const signIn = (permissions: string[]) => session.update({ user: createUser({ _id: 'u', organization: 'org-1' }), permissions });

describe('EscalationContactsCard', () => {
  it('shows who gets escalations, read-only without organization-write', async () => {
    signIn(['contact-read']);
    api.answer('GET /organizations/org-1/escalation-contacts', { body: { contacts: [contact('c1', 'AquaFix')] } });
    render(
      <App>
        <EscalationContactsCard />
      </App>,
    );
    expect(await screen.findByRole('listitem')).toHaveProperty('textContent', 'AquaFix');
    expect(screen.queryByRole('button', { name: 'Save escalation contacts' })).toBeNull();
  });

  it('lets an admin add a contact and saves the whole list', async () => {
    signIn(['contact-read', 'organization-write']);
    api.answer('GET /organizations/org-1/escalation-contacts', { body: { contacts: [contact('c1', 'AquaFix')] } });
    api.answer('GET /organizations/org-1/contacts', { body: [contact('c1', 'AquaFix'), contact('c2', 'Lift Co')] });
    api.answer('PUT /organizations/org-1/escalation-contacts', { body: { contacts: [contact('c1', 'AquaFix'), contact('c2', 'Lift Co')] } });
    render(
      <App>
        <EscalationContactsCard />
      </App>,
    );
    const save = await screen.findByRole('button', { name: 'Save escalation contacts' });
    expect(save).toHaveProperty('disabled', true);
    await userEvent.click(screen.getByRole('combobox', { name: 'Escalation contacts' }));
    await userEvent.click(await screen.findByTitle('Lift Co'));
    await waitFor(() => expect(save).toHaveProperty('disabled', false));
    await userEvent.click(save);
    expect(await screen.findByText('Escalation contacts saved.')).toBeTruthy();
    const put = api.fetch.mock.calls.find(([, init]) => (init as RequestInit | undefined)?.method === 'PUT');
    expect(JSON.parse(String((put?.[1] as RequestInit).body))).toEqual({ contactIds: ['c1', 'c2'] });
  });
});
