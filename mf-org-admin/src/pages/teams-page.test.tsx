import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import App from 'antd/es/app';
import { MemoryRouter, Route, Routes } from 'react-router';
import { type TeamOptions, type TeamSummary, session } from 'shared-contracts';
import { createUser, type FakeApi, fakeApi } from 'shared-contracts/testing';
import { setUpI18n } from '../testing/setup-i18n';
import BuildingTeamsPage from './building-teams-page';
import TeamAddPage from './team-add-page';
import TeamPage from './team-page';
import TeamsPage from './teams-page';

const summary = (overrides: Partial<TeamSummary> = {}): TeamSummary => ({
  _id: 'tea-1',
  name: 'Housekeeping',
  label: 'Housekeeping team',
  memberCount: 2,
  openIssueCount: 3,
  defaultParameterCount: 1,
  buildings: [{ _id: 'loc-1', name: 'Tower A' }],
  ...overrides,
});
const options: TeamOptions = {
  members: [{ _id: 'usr-fixer', name: 'Farhan Fixer', email: 'fixer@x.test', group: 'fixer-internal' }],
  parameters: [
    { _id: 'par-floor', name: 'Floor', category: null, defaultTeam: { _id: 'tea-1', name: 'Housekeeping' } },
    { _id: 'par-lights', name: 'Lights', category: null, defaultTeam: null },
  ],
  buildings: [{ _id: 'loc-1', name: 'Tower A' }],
};

let api: FakeApi;
beforeAll(setUpI18n);
beforeEach(() => {
  api = fakeApi();
  session.update({ user: createUser({ _id: 'u', organization: 'org-1' }), permissions: ['team-read', 'team-write'] });
});
afterEach(() => session.clear());

const renderAt = (path: string) =>
  render(
    <App>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/teams" element={<TeamsPage />} />
          <Route path="/team/add" element={<TeamAddPage />} />
          <Route path="/team/building/:id" element={<BuildingTeamsPage />} />
          <Route path="/team/:id" element={<TeamPage />} />
        </Routes>
      </MemoryRouter>
    </App>,
  );

describe('TeamsPage', () => {
  it('lists the teams with their counts and buildings, searches through the URL, and says what to do when nothing matches', async () => {
    api.answer('GET /organizations/org-1/teams/overview', { body: [summary()] }, { body: [] });
    renderAt('/teams');
    expect(await screen.findByRole('link', { name: 'Housekeeping' })).toBeTruthy();
    expect(screen.getByText('3 open issues')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Tower A' }).getAttribute('href')).toBe('/team/building/loc-1');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search teams' }), 'zzz{Enter}');
    expect(await screen.findByText('No team matches “zzz”.')).toBeTruthy();
    const last = api.fetch.mock.calls.at(-1)?.[0];
    expect(new URL(String(last)).searchParams.get('search')).toBe('zzz');
  });
});

describe('TeamAddPage', () => {
  it('offers only the fixer candidates, shows which team has a parameter, and saves members, defaults and buildings', async () => {
    api.answer('GET /organizations/org-1/teams/options', { body: options });
    api.answer('PUT /organizations/org-1/teams', { body: { _id: 'tea-9', name: 'Civil', defaultParameters: ['par-floor'], members: ['usr-fixer'] } });
    api.answer('GET /organizations/org-1/teams/tea-9', {
      body: { _id: 'tea-9', name: 'Civil', label: null, members: [], defaultParameters: [], buildings: [], openIssueCount: 0 },
    });
    renderAt('/team/add');
    expect(await screen.findByRole('heading', { name: 'New team' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter a name.')).toBeTruthy();
    await userEvent.type(screen.getByLabelText('Name'), 'Civil');
    await userEvent.click(screen.getByLabelText('Members'));
    await userEvent.click(await screen.findByTitle('Farhan Fixer · Fixer'));
    await userEvent.click(screen.getByLabelText('Default parameters'));
    await userEvent.click(await screen.findByTitle('Floor (now Housekeeping)'));
    await userEvent.click(screen.getByLabelText('Buildings it looks after'));
    await userEvent.click(await screen.findByTitle('Tower A'));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.fetch.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(true));
    const put = api.fetch.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(JSON.parse(String(put?.[1]?.body))).toEqual({
      name: 'Civil',
      label: null,
      members: ['usr-fixer'],
      defaultParameters: ['par-floor'],
      buildings: ['loc-1'],
    });
    expect(await screen.findByRole('heading', { name: 'Civil' })).toBeTruthy();
  });
});

describe('TeamPage', () => {
  it('shows why a team with open issues cannot be retired', async () => {
    api.answer('GET /organizations/org-1/teams/options', { body: options });
    api.answer('GET /organizations/org-1/teams/tea-1', {
      body: {
        _id: 'tea-1',
        name: 'Housekeeping',
        label: null,
        members: [{ _id: 'usr-fixer', name: 'Farhan Fixer' }],
        defaultParameters: [{ _id: 'par-floor', name: 'Floor' }],
        buildings: [{ _id: 'loc-1', name: 'Tower A' }],
        openIssueCount: 2,
      },
    });
    const why = 'This team has 2 open issues assigned: reassign or resolve them before retiring it.';
    api.answer('DELETE /organizations/org-1/teams/tea-1', { status: 409, body: { message: why } });
    renderAt('/team/tea-1');
    expect(await screen.findByRole('heading', { name: 'Housekeeping' })).toBeTruthy();
    expect(screen.getByText('2 open issues')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Retire team' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Retire' }));
    expect(await screen.findAllByText(why)).not.toHaveLength(0);
  });
});

describe('BuildingTeamsPage', () => {
  it('links the teams that look after a building, and says what to do when none does', async () => {
    api.answer('GET /organizations/org-1/buildings/loc-1/teams', {
      body: { building: { _id: 'loc-1', name: 'Tower A' }, teams: [{ _id: 'tea-1', name: 'Housekeeping', label: null, memberCount: 1 }] },
    });
    renderAt('/team/building/loc-1');
    expect(await screen.findByRole('heading', { name: 'Teams looking after Tower A' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Housekeeping' }).getAttribute('href')).toBe('/team/tea-1');
    expect(screen.getByText('1 member')).toBeTruthy();
  });
});
