import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import App from 'antd/es/app';
import { MemoryRouter } from 'react-router';
import { type FacilityAdminRow, session } from 'shared-contracts';
import { createUser, type FakeApi, fakeApi } from 'shared-contracts/testing';
import { setUpI18n } from '../testing/setup-i18n';
import FacilitiesPage from './facilities-page';

const row = (overrides: Partial<FacilityAdminRow> = {}): FacilityAdminRow => ({
  _id: 'fac-1',
  name: 'Tower A Washroom 1',
  kind: 'facility',
  active: true,
  reportingType: 'scheduled',
  inspectionMode: 0,
  lastChecked: null,
  due: true,
  location: { _id: 'loc-1', name: 'Tower A' },
  facilityType: { _id: 'fty-1', name: 'Washroom' },
  checklist: { _id: 'chk-fac-1', name: 'Tower A Washroom 1 checklist' },
  fmsTicketId: null,
  qrCode: 'facility=fac-1',
  ...overrides,
});

let api: FakeApi;
beforeAll(setUpI18n);
beforeEach(() => {
  api = fakeApi();
  api.answer('GET /organizations/org-1/locations', { body: [{ _id: 'loc-1', name: 'Tower A' }] });
  api.answer('GET /organizations/org-1/facilityTypes', { body: [{ _id: 'fty-1', name: 'Washroom' }] });
  api.answer('GET /organizations/org-1/checklistTemplates', { body: [] });
});
afterEach(() => session.clear());

const renderPage = (path = '/facilities') =>
  render(
    // The shell gives remotes antd's App context (message, modal): here the real App.
    <App>
      <MemoryRouter initialEntries={[path]}>
        <FacilitiesPage />
      </MemoryRouter>
    </App>,
  );

const signIn = (permissions: string[]) => session.update({ user: createUser({ _id: 'u', organization: 'org-1' }), permissions });

describe('FacilitiesPage', () => {
  it('lists a page from the server with the filters of the URL, and says what to do when nothing matches', async () => {
    signIn(['facility-read', 'building-read', 'facilityType-read']);
    api.answer(
      'GET /admin/facilities',
      { body: { items: [row()], total: 1, page: 1, pageSize: 20 } },
      { body: { items: [], total: 0, page: 1, pageSize: 20 } },
    );
    renderPage('/facilities?location=loc-1&due=true');
    expect(await screen.findByRole('button', { name: 'Tower A Washroom 1' })).toBeTruthy();
    const url = new URL(String(api.fetch.mock.calls.find(([input]) => String(input).includes('/admin/facilities'))?.[0]));
    expect(Object.fromEntries(url.searchParams)).toMatchObject({ location: 'loc-1', due: 'true', kind: 'facility', page: '1', pageSize: '20' });
    // Without organization-write there is nothing to add.
    expect(screen.queryByRole('button', { name: /Add/ })).toBeNull();

    await userEvent.type(screen.getByRole('searchbox', { name: 'Search by name' }), 'zzz{Enter}');
    expect(await screen.findByText('Nothing matches these filters. Clear them to see everything.')).toBeTruthy();
  });

  it('on a phone, keeps the filters in a drawer that applies each as chosen and counts them on its button', async () => {
    signIn(['facility-read', 'building-read', 'facilityType-read']);
    api.answer('GET /admin/facilities', { body: { items: [row()], total: 1, page: 1, pageSize: 20 } });
    renderPage();
    expect(await screen.findByRole('button', { name: 'Tower A Washroom 1' })).toBeTruthy();
    // jsdom has no media queries: the page takes it for a phone, with no selects above the list.
    expect(screen.queryByRole('combobox', { name: 'Status' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: /Filters$/ }));
    const drawer = within((await screen.findByRole('combobox', { name: 'Status' })).closest('[role="dialog"]') as HTMLElement);
    await userEvent.click(drawer.getByRole('combobox', { name: 'Status' }));
    await userEvent.click(await screen.findByTitle('Retired'));
    await userEvent.click(drawer.getByRole('switch', { name: 'Due now' }));
    const lastQuery = () =>
      Object.fromEntries(new URL(String(api.fetch.mock.calls.filter(([input]) => String(input).includes('/admin/facilities')).at(-1)?.[0])).searchParams);
    await waitFor(() => expect(lastQuery()).toMatchObject({ active: 'false', due: 'true', page: '1' }));
    await userEvent.click(drawer.getByRole('button', { name: 'Show results' }));
    expect(await screen.findByRole('button', { name: /Filters \(2\)$/ })).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: /Filters \(2\)$/ }));
    const again = within((await screen.findByRole('combobox', { name: 'Status' })).closest('[role="dialog"]') as HTMLElement);
    await userEvent.click(again.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(lastQuery()).not.toHaveProperty('active'));
    expect(lastQuery()).not.toHaveProperty('due');
  });

  it('creates a facility with field messages first', async () => {
    signIn(['facility-read', 'organization-write', 'building-read', 'facilityType-read', 'checklist-read']);
    api.answer('GET /admin/facilities', { body: { items: [], total: 0, page: 1, pageSize: 20 } });
    api.answer('POST /admin/facilities', { status: 201, body: row({ _id: 'fac-9', name: 'Pump room' }) });
    api.answer('GET /admin/facilities/fac-9', { body: { facility: row({ _id: 'fac-9', name: 'Pump room' }), recentReports: [], openIssues: [] } });
    renderPage();
    expect(await screen.findByText('No facilities yet. Add one, or import a CSV file of them.')).toBeTruthy();
    // The checklist templates are the form's choices: read when it opens, not with the list.
    const templateReads = () => api.fetch.mock.calls.filter(([input]) => String(input).includes('/checklistTemplates')).length;
    expect(templateReads()).toBe(0);
    await userEvent.click(screen.getAllByRole('button', { name: /Add/ })[0] as HTMLElement);
    await waitFor(() => expect(templateReads()).toBe(1));
    const drawer = within((await screen.findByText('New facility')).closest('[role="dialog"]') as HTMLElement);
    await userEvent.click(drawer.getByRole('button', { name: 'Save' }));
    expect(await drawer.findByText('Enter a name.')).toBeTruthy();
    await userEvent.type(drawer.getByLabelText('Name'), 'Pump room');
    await userEvent.click(drawer.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.fetch.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(true));
    const post = api.fetch.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(post?.[1]?.body))).toMatchObject({ name: 'Pump room', kind: 'facility', reportingType: 'scheduled', inspectionMode: 0 });
    expect(await screen.findByText('No reports yet: it appears here after the first inspection.')).toBeTruthy();
  });
});
