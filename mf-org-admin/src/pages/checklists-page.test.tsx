import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import App from 'antd/es/app';
import { MemoryRouter, Route, Routes } from 'react-router';
import { type ChecklistEditorDoc, type ChecklistTypeRow, session } from 'shared-contracts';
import { createUser, type FakeApi, fakeApi } from 'shared-contracts/testing';
import { setUpI18n } from '../testing/setup-i18n';
import ChecklistFacilityTypePage from './checklist-facility-type-page';
import ChecklistsPage from './checklists-page';

const typeRow: ChecklistTypeRow = {
  type: { _id: 'fty-1', name: 'Washroom', kind: 'facility', active: true },
  template: { _id: 'ctp-1', name: 'Washroom checklist', version: 2, parameterCount: 2, inspectionMode: 0 },
  facilityCount: 6,
};
const doc = (overrides: Partial<ChecklistEditorDoc> = {}): ChecklistEditorDoc => ({
  type: typeRow.type,
  templateId: 'ctp-1',
  name: 'Washroom checklist',
  version: 2,
  inspectionMode: 0,
  parameters: [
    {
      _id: 'par-floor',
      label: 'Floor',
      category: 'Washroom',
      defaultTeamName: 'Housekeeping',
      tags: [{ _id: 't1', name: 'Wet' }],
      quantity: 1,
      photoRequired: false,
    },
    { _id: 'par-mirror', label: 'Mirror', category: 'Washroom', defaultTeamName: null, tags: [], quantity: 1, photoRequired: false },
  ],
  history: [{ version: 2, savedAt: '2024-05-01T04:30:00.000Z', savedBy: 'usr-admin', parameters: [{ _id: 'par-floor', label: 'Floor' }] }],
  categories: ['Washroom'],
  teams: ['Housekeeping', 'Plumbing'],
  ...overrides,
});

const copies = (outdated: string[]) => ({ templates: [{ _id: 'ctp-1', name: 'Washroom checklist', facilityType: 'fty-1', checklists: 6, outdated }] });

let api: FakeApi;
beforeAll(setUpI18n);
beforeEach(() => {
  api = fakeApi();
});
afterEach(() => session.clear());

const signIn = (permissions = ['checklist-read', 'checklist-write']) => session.update({ user: createUser({ _id: 'u', organization: 'org-1' }), permissions });
const renderAt = (path: string) =>
  render(
    <App>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/checklists" element={<ChecklistsPage />} />
          <Route path="/checklists/facilityType" element={<ChecklistFacilityTypePage />} />
        </Routes>
      </MemoryRouter>
    </App>,
  );
/**
 * The first of the editor's two save buttons, found by its text: a role query computes the accessible name of every
 * button on the page through jsdom's getComputedStyle over antd's styles, 3-4 s a query with three parameter rows.
 */
const saveButton = () => screen.getAllByText('Save new version')[0]?.closest('button') as HTMLButtonElement;
const sentBody = (method: string) => {
  const call = api.fetch.mock.calls.filter(([, init]) => (init as RequestInit | undefined)?.method === method).at(-1);
  return JSON.parse(String((call?.[1] as RequestInit).body));
};

describe('ChecklistsPage', () => {
  it('lists the types with their checklist version and opens the editor', async () => {
    signIn();
    api.answer('GET /admin/checklists', { body: [typeRow] });
    api.answer('GET /admin/checklists/fty-1', { body: doc() });
    renderAt('/checklists');
    expect(await screen.findByText('Version 2')).toBeTruthy();
    expect(screen.getByText('6 facilities')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: /Checklist of Washroom$/ }));
    expect(await screen.findByRole('heading', { name: 'Washroom checklist' })).toBeTruthy();
  });

  it('says what to do when there are no types', async () => {
    signIn();
    api.answer('GET /admin/checklists', { body: [] });
    renderAt('/checklists');
    expect(await screen.findByText(/Add a facility type first/)).toBeTruthy();
  });
});

describe('the checklist editor', () => {
  it('adds, moves and retires parameters, checks names with the shared schema, and saves from the loaded version', async () => {
    signIn();
    api.answer('GET /admin/checklists/fty-1', { body: doc() });
    api.answer('GET /parameters/checklist-copies-get', { body: copies([]) }, { body: copies([]) });
    api.answer('PUT /admin/checklists/fty-1', { body: doc({ version: 3 }) });
    renderAt('/checklists/facilityType?type=fty-1');
    expect(await screen.findByDisplayValue('Floor')).toBeTruthy();
    expect(saveButton().hasAttribute('disabled')).toBe(true);

    await userEvent.click(screen.getByText(/Add parameter/).closest('button') as HTMLElement);
    await userEvent.click(saveButton());
    expect(await screen.findByText('Enter a parameter name.')).toBeTruthy();
    expect(api.fetch.mock.calls.some(([, init]) => (init as RequestInit | undefined)?.method === 'PUT')).toBe(false);

    const rows = screen.getAllByTestId('checklist-parameter');
    fireEvent.change(within(rows[2] as HTMLElement).getByLabelText('Name'), { target: { value: 'floor' } });
    await userEvent.click(saveButton());
    expect((await screen.findAllByText('Two parameters have this name.')).length).toBe(2);

    fireEvent.change(within(screen.getAllByTestId('checklist-parameter')[2] as HTMLElement).getByLabelText('Name'), { target: { value: 'Handrail' } });
    await userEvent.click(screen.getByLabelText('Move Handrail up'));
    await userEvent.click(screen.getByLabelText('Retire Floor'));
    await userEvent.click(saveButton());
    await waitFor(() => expect(screen.getByText('Saved as version 3.')).toBeTruthy());
    const body = sentBody('PUT');
    expect(body.baseVersion).toBe(2);
    expect(body.parameters.map((parameter: { label: string }) => parameter.label)).toEqual(['Handrail', 'Mirror']);
    expect(body.parameters[0]._id).toBeUndefined();
  });

  it('says a newer version was saved meanwhile (409) and reloads it', async () => {
    signIn();
    api.answer('GET /admin/checklists/fty-1', { body: doc() }, { body: doc({ version: 3, parameters: doc().parameters.slice(1) }) });
    api.answer('PUT /admin/checklists/fty-1', { status: 409, body: { message: 'Someone saved a newer version of this checklist.' } });
    api.answer('GET /parameters/checklist-copies-get', { body: copies([]) }, { body: copies([]) }, { body: copies([]) });
    renderAt('/checklists/facilityType?type=fty-1');
    await userEvent.click(await screen.findByLabelText('Retire Mirror'));
    await userEvent.click(saveButton());
    expect(await screen.findByText(/saved a newer version of this checklist while you were editing/)).toBeTruthy();
    await userEvent.click(screen.getByText('Reload').closest('button') as HTMLElement);
    await waitFor(() => expect(screen.getByText('Version 3')).toBeTruthy());
    expect(screen.queryByDisplayValue('Floor')).toBeNull();
  });

  it('shows the checklist read-only without checklist-write', async () => {
    signIn(['checklist-read']);
    api.answer('GET /admin/checklists/fty-1', { body: doc() });
    api.answer('GET /parameters/checklist-copies-get', { body: copies(['fac-1']) });
    renderAt('/checklists/facilityType?type=fty-1');
    expect(await screen.findByDisplayValue('Floor')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save new version' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Add parameter/ })).toBeNull();
    expect(await screen.findByText('1 of them differs from this version.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Copy this template/ })).toBeNull();
  });

  it('sends the quantity and the photo rule of a parameter, (issue 19)', async () => {
    signIn();
    api.answer('GET /admin/checklists/fty-1', { body: doc() });
    api.answer('GET /parameters/checklist-copies-get', { body: copies([]) }, { body: copies([]) });
    api.answer('PUT /admin/checklists/fty-1', { body: doc({ version: 3 }) });
    renderAt('/checklists/facilityType?type=fty-1');
    const mirror = (await screen.findAllByTestId('checklist-parameter'))[1] as HTMLElement;
    await userEvent.click(within(mirror).getByRole('switch', { name: 'Photo required when bad' }));
    const quantity = within(mirror).getByRole('spinbutton', { name: 'Quantity' });
    fireEvent.change(quantity, { target: { value: '4' } });
    fireEvent.blur(quantity);
    await userEvent.click(saveButton());
    await waitFor(() => expect(screen.getByText('Saved as version 3.')).toBeTruthy());
    expect(sentBody('PUT').parameters[1]).toMatchObject({ label: 'Mirror', quantity: 4, photoRequired: true });
  });

  it('copies the template onto the checklists that differ from it (checklist-copies)', async () => {
    signIn();
    api.answer('GET /admin/checklists/fty-1', { body: doc() });
    api.answer('GET /parameters/checklist-copies-get', { body: copies(['fac-1', 'fac-2']) });
    api.answer('POST /parameters/checklist-copies-update', { body: { updated: 2, ...copies([]) } });
    renderAt('/checklists/facilityType?type=fty-1');
    expect(await screen.findByText('6 checklists are copies of this template.')).toBeTruthy();
    // By text, then the button: a role query computes every accessible name of the editor's long
    // form on each retry, seconds per query on a loaded CI machine.
    await userEvent.click((await screen.findByText('Copy this template to 2 checklists')).closest('button') as HTMLElement);
    const confirm = (await screen.findAllByText('Copy this template to 2 checklists?'))[0]?.closest('.ant-modal') as HTMLElement;
    await userEvent.click(within(confirm).getByRole('button', { name: 'Copy' }));
    expect(await screen.findByText('All of them match this version.')).toBeTruthy();
    const call = api.fetch.mock.calls.find(([url]) => String(url).includes('checklist-copies-update'));
    expect(String(call?.[0])).toContain('template=ctp-1');
  });
});
