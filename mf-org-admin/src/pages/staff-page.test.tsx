import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import App from 'antd/es/app';
import { MemoryRouter, Route, Routes } from 'react-router';
import { session } from 'shared-contracts';
import { createUser, type FakeApi, fakeApi } from 'shared-contracts/testing';
import { createStaffDetail, createStaffRow } from '../features/staff/testing/staff-factory';
import { setUpI18n } from '../testing/setup-i18n';
import StaffMemberPage from './staff-member-page';
import StaffPage from './staff-page';
import StaffTablePage from './staff-table-page';

const overview = {
  permissions: ['homeMenuView-read', 'reporting-read', 'user-read', 'organization-write'],
  builtIn: [{ name: 'reporter-internal', permissions: ['homeMenuView-read', 'reporting-read'] }],
  custom: [{ _id: 'rol-1', name: 'auditor', permissions: ['homeMenuView-read'] }],
};
const page = (items = [createStaffRow()]) => ({ body: { items, total: items.length, page: 1, pageSize: 20 } });

let api: FakeApi;
beforeAll(setUpI18n);
beforeEach(() => {
  api = fakeApi();
  api.answer('GET /admin/roles', { body: overview });
  api.answer('GET /organizations/org-1/teams', { body: [] });
});
afterEach(() => session.clear());

const ADMIN = ['user-read', 'organization-write', 'homeMenuView-read', 'reporting-read'];
const signIn = (permissions: string[]) => session.update({ user: createUser({ _id: 'u', organization: 'org-1' }), permissions });
const renderAt = (path: string) =>
  render(
    <App>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/staff" element={<StaffPage />} />
          <Route path="/staff/:id" element={<StaffMemberPage />} />
          <Route path="/staff2" element={<StaffTablePage />} />
        </Routes>
      </MemoryRouter>
    </App>,
  );

describe('/staff', () => {
  it('lists people with the filters of the URL; a reader sees no invite button', async () => {
    signIn(['user-read']);
    api.answer('GET /admin/staff', page());
    renderAt('/staff?role=reporter-internal&status=active');
    expect(await screen.findByRole('link', { name: 'Rita Reporter' })).toBeTruthy();
    const url = new URL(String(api.fetch.mock.calls.find(([input]) => String(input).includes('/admin/staff'))?.[0]));
    expect(Object.fromEntries(url.searchParams)).toMatchObject({ role: 'reporter-internal', status: 'active', page: '1' });
    expect(screen.queryByRole('button', { name: /Invite a person/ })).toBeNull();
    expect(screen.queryByRole('tab', { name: 'Invitations' })).toBeNull();
  });

  it('invites a person by e-mail into a role and shows the link and code to share', async () => {
    signIn(ADMIN);
    api.answer('GET /admin/staff', page());
    api.answer('GET /admin/invitations', { body: [] });
    api.answer('POST /admin/invitations', {
      body: {
        _id: 'inv-1',
        email: 'neha@example.test',
        phone: null,
        role: 'reporter-internal',
        status: 'pending',
        expiresAt: '2026-01-04T00:00:00.000Z',
        createdAt: '2026-01-01T00:00:00.000Z',
        createdBy: 'u',
        code: 'ABCDEFGHJKMNPQRSTVWXYZ0123456789',
        link: '/auth/reset?invite=ABCDEFGHJKMNPQRSTVWXYZ0123456789',
      },
    });
    renderAt('/staff');
    await userEvent.click(await screen.findByRole('button', { name: /Invite a person/ }));
    const dialog = within((await screen.findByText('Invite a person', { selector: '.ant-modal-title' })).closest('.ant-modal') as HTMLElement);
    await userEvent.click(dialog.getByRole('button', { name: 'Create invitation' }));
    expect(await dialog.findByText('Enter a valid e-mail address.')).toBeTruthy();
    await userEvent.type(dialog.getByRole('textbox', { name: 'E-mail' }), 'neha@example.test');
    await userEvent.click(dialog.getByLabelText('Role'));
    await userEvent.click(await screen.findByTitle('reporter-internal'));
    await userEvent.click(dialog.getByRole('button', { name: 'Create invitation' }));
    expect(await screen.findByTestId('invite-link')).toHaveProperty(
      'textContent',
      expect.stringContaining('/auth/reset?invite=ABCDEFGHJKMNPQRSTVWXYZ0123456789'),
    );
    expect(screen.getByTestId('invite-code').textContent).toContain('ABCDEFGHJKMNPQRSTVWXYZ0123456789');
    const sent = api.fetch.mock.calls.find(([input, init]) => String(input).includes('/admin/invitations') && init?.method === 'POST');
    expect(JSON.parse(String(sent?.[1]?.body))).toEqual({ role: 'reporter-internal', expiresInHours: 72, email: 'neha@example.test' });
  });

  it('shows built-in roles read-only and saves a custom role change', async () => {
    signIn(ADMIN);
    api.answer('PUT /organizations/org-1/customRoles', { body: { _id: 'rol-1', name: 'auditor', permissions: ['homeMenuView-read', 'reporting-read'] } });
    renderAt('/staff?tab=roles');
    const builtIn = await screen.findByRole('checkbox', { name: 'reporter-internal: reporting-read' });
    expect((builtIn as HTMLInputElement).disabled).toBe(true);
    await userEvent.click(screen.getByRole('checkbox', { name: 'auditor: reporting-read' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save changes (1)' }));
    await waitFor(() => expect(api.fetch.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(true));
    const put = api.fetch.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(JSON.parse(String(put?.[1]?.body))).toEqual({ _id: 'rol-1', name: 'auditor', permissions: ['homeMenuView-read', 'reporting-read'] });
  });
});

describe('/staff/:id and /staff2', () => {
  it('shows the person with effective permissions, and the server’s last-admin refusal in the role dialog', async () => {
    signIn(ADMIN);
    api.answer('GET /admin/staff/usr-rita', {
      body: createStaffDetail({ recentReports: [{ _id: 'r1', facility: 'Tower A Washroom 1', createdAt: '2026-01-01T00:00:00.000Z' }] }),
    });
    api.answer('PUT /admin/staff/usr-rita/roles', {
      status: 409,
      body: { message: 'This is the last organization-admin of the organisation: make someone else organization-admin first.' },
    });
    renderAt('/staff/usr-rita');
    expect(await screen.findByText('Tower A Washroom 1', { exact: false })).toBeTruthy();
    expect(within(screen.getByTestId('effective-permissions')).getByText('reporting-read')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Change role and groups' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/last organization-admin/)).toBeTruthy();
  });

  it('selects rows and deactivates them in bulk, listing who could not be changed', async () => {
    signIn(ADMIN);
    const rows = [createStaffRow(), createStaffRow({ _id: 'usr-asha', name: 'Asha Admin', role: 'organization-admin' })];
    api.answer('GET /admin/staff', page(rows));
    api.answer('POST /admin/staff/bulk', { body: { updated: 1, failed: [{ _id: 'usr-asha', message: 'This is the last organization-admin.' }] } });
    renderAt('/staff2');
    await screen.findByRole('link', { name: 'Asha Admin' });
    for (const box of screen.getAllByRole('checkbox').slice(1)) await userEvent.click(box);
    expect(screen.getByText('2 selected')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Deactivate' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Apply' }));
    expect(await screen.findByText(/Asha Admin: This is the last organization-admin\./)).toBeTruthy();
    const sent = api.fetch.mock.calls.find(([input]) => String(input).includes('/admin/staff/bulk'));
    expect(JSON.parse(String(sent?.[1]?.body))).toEqual({ ids: ['usr-rita', 'usr-asha'], action: 'deactivate' });
  });
});
