/** Issue 20: the team admin calls (overview, candidates, one team, buildings, retire) and contacts. */
import { bearer, createTestApp, type TestApp } from '../testing/test-app';

let t: TestApp;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  t = await createTestApp();
  for (const who of ['reporter', 'manager', 'admin', 'fixer']) tokens[who] = await t.login(`${who}@facilityops.test`);
}, 60_000);
afterAll(() => t.close());

const call = (who: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(tokens[who] ?? ''), ...(payload ? { payload } : {}) });

describe('team overview and detail', () => {
  it('lists the live teams with member, open issue counts and buildings, and searches', async () => {
    const list = (await call('manager', 'GET', '/organizations/org-acme/teams/overview')).json();
    expect(list.map((team: { name: string }) => team.name)).toEqual(['Civil works', 'Electrical', 'Housekeeping', 'Plumbing']);
    const housekeeping = list.find((team: { _id: string }) => team._id === 'tea-acme-housekeeping');
    expect(housekeeping).toMatchObject({ memberCount: 1, defaultParameterCount: 5 });
    expect(housekeeping.openIssueCount).toBeGreaterThan(0);
    expect(housekeeping.buildings.map((b: { name: string }) => b.name)).toEqual(['Tower A', 'Tower B', 'Food Court']);
    const found = (await call('manager', 'GET', '/organizations/org-acme/teams/overview?search=PLUMB')).json();
    expect(found.map((team: { name: string }) => team.name)).toEqual(['Plumbing']);
    expect((await call('fixer', 'GET', '/organizations/org-acme/teams/overview')).statusCode).toBe(403);
    expect((await call('manager', 'GET', '/organizations/org-blueriver/teams/overview')).statusCode).toBe(404);
  });

  it('names a team’s members, default parameters and buildings', async () => {
    const team = (await call('manager', 'GET', '/organizations/org-acme/teams/tea-acme-plumbing')).json();
    expect(team).toMatchObject({
      name: 'Plumbing',
      members: [{ _id: 'usr-fixer', name: 'Farhan Fixer' }],
      defaultParameters: [
        { _id: 'par-acme-wash-basin', name: 'Wash Basin' },
        { _id: 'par-acme-soap-dispenser', name: 'Soap Dispenser' },
      ],
      buildings: [
        { _id: 'loc-acme-1', name: 'Tower A' },
        { _id: 'loc-acme-2', name: 'Tower B' },
      ],
    });
  });

  it('offers only fixer-manager and fixer-internal users as members, with the parameters and buildings', async () => {
    const options = (await call('manager', 'GET', '/organizations/org-acme/teams/options')).json();
    expect(options.members).toEqual([
      { _id: 'usr-fixer', name: 'Farhan Fixer', email: 'fixer@facilityops.test', group: 'fixer-internal' },
      // The schedules seed's janitor is a fixer-internal too.
      { _id: 'usr-janitor', name: 'Jaya Janitor', email: 'janitor@facilityops.test', group: 'fixer-internal' },
    ]);
    expect(options.buildings.map((b: { name: string }) => b.name)).toEqual(['Food Court', 'Parking', 'Tower A', 'Tower B']);
    expect(options.parameters.find((p: { _id: string }) => p._id === 'par-acme-floor')).toMatchObject({
      name: 'Floor',
      defaultTeam: { _id: 'tea-acme-housekeeping', name: 'Housekeeping' },
    });
  });

  it('tells which teams look after a building', async () => {
    const answer = (await call('manager', 'GET', '/organizations/org-acme/buildings/loc-acme-4/teams')).json();
    expect(answer.building).toEqual({ _id: 'loc-acme-4', name: 'Parking' });
    expect(answer.teams.map((team: { name: string }) => team.name)).toEqual(['Civil works', 'Electrical']);
    expect((await call('manager', 'GET', '/organizations/org-acme/buildings/loc-blue-1/teams')).statusCode).toBe(404);
  });
});

describe('saving and retiring teams', () => {
  it('keeps members to the fixer groups and buildings to buildings', async () => {
    const reporter = await call('manager', 'PUT', '/organizations/org-acme/teams', { name: 'Civil 2', members: ['usr-reporter'] });
    expect(reporter.statusCode).toBe(409);
    expect(reporter.json().message).toBe('Only fixer-manager or fixer-internal users can be team members: usr-reporter.');
    const area = (await call('admin', 'PUT', '/organizations/org-acme/locations', { name: 'Lobby', kind: 'area', parent: 'loc-acme-1' })).json();
    const notBuilding = await call('manager', 'PUT', '/organizations/org-acme/teams', { name: 'Civil 2', buildings: [area._id] });
    expect(notBuilding.statusCode).toBe(409);
    expect((await call('manager', 'PUT', '/organizations/org-acme/teams', { name: 'Electrical' })).statusCode).toBe(409);
  });

  it('makes the teams’ default parameters the one source of a parameter’s default team', async () => {
    const saved = (
      await call('manager', 'PUT', '/organizations/org-acme/teams', {
        name: 'Glass',
        defaultParameters: ['par-acme-mirror'],
        members: ['usr-fixer'],
        buildings: ['loc-acme-2'],
      })
    ).json();
    expect(saved).toMatchObject({ name: 'Glass', defaultParameters: ['par-acme-mirror'], members: ['usr-fixer'], buildings: ['loc-acme-2'] });
    const teams = (await call('manager', 'GET', '/organizations/org-acme/teams')).json();
    expect(teams.find((team: { name: string }) => team.name === 'Housekeeping').defaultParameters).not.toContain('par-acme-mirror');
    const params = (await call('manager', 'GET', '/parameters')).json();
    expect(params.find((p: { _id: string }) => p._id === 'par-acme-mirror').defaultTeamName).toBe(saved._id);
    expect(params.find((p: { _id: string }) => p._id === 'par-acme-floor').defaultTeamName).toBe('tea-acme-housekeeping');
    const checklists = (await call('reporter', 'GET', '/facilities/checklist')).json();
    const mirror = checklists
      .flatMap((c: { parameters: { _id: string; defaultTeamName: string }[] }) => c.parameters)
      .find((p: { _id: string }) => p._id === 'par-acme-mirror');
    expect(mirror?.defaultTeamName).toBe(saved._id);
    // An update without buildings keeps them.
    expect(
      (await call('manager', 'PUT', '/organizations/org-acme/teams', { _id: saved._id, name: 'Glass', defaultParameters: ['par-acme-mirror'] })).json()
        .buildings,
    ).toEqual(['loc-acme-2']);
  });

  it('retires a team without open issues and refuses one with them (409, saying why)', async () => {
    const busy = await call('manager', 'DELETE', '/organizations/org-acme/teams/tea-acme-housekeeping');
    expect(busy.statusCode).toBe(409);
    expect(busy.json().message).toMatch(/^This team has \d+ open issues? assigned: reassign or resolve them before retiring it\.$/);
    expect((await call('manager', 'DELETE', '/organizations/org-acme/teams/tea-acme-civil')).json()).toEqual({ status: true });
    expect((await call('manager', 'DELETE', '/organizations/org-acme/teams/tea-acme-civil')).statusCode).toBe(404);
    expect((await call('manager', 'GET', '/organizations/org-acme/teams/tea-acme-civil')).statusCode).toBe(404);
    expect((await call('manager', 'PUT', '/organizations/org-acme/teams', { _id: 'tea-acme-civil', name: 'Civil works' })).statusCode).toBe(409);
    const reporting = (await call('reporter', 'GET', '/reporting/teams')).json();
    expect(reporting.map((team: { _id: string }) => team._id)).not.toContain('tea-acme-civil');
  });
});

describe('contacts', () => {
  it('lists and searches the organisation’s contacts for contact-read', async () => {
    const list = (await call('manager', 'GET', '/organizations/org-acme/contacts')).json();
    expect(list).toHaveLength(5);
    expect(list[0]).toMatchObject({ name: 'AquaFix Plumbing Services', kind: 'vendor', phone: '+91 20 6712 3400' });
    expect((await call('manager', 'GET', '/organizations/org-acme/contacts?search=meera')).json().map((c: { _id: string }) => c._id)).toEqual(['con-acme-1']);
    expect((await call('manager', 'GET', '/organizations/org-acme/contacts?kind=facility-manager')).json()).toHaveLength(2);
    expect((await call('reporter', 'GET', '/organizations/org-acme/contacts')).statusCode).toBe(403);
  });

  it('adds, edits and retires with organization-write', async () => {
    const created = await call('admin', 'PUT', '/organizations/org-acme/contacts', {
      name: ' Lift Co ',
      kind: 'vendor',
      phone: '+91 98220 12345',
      email: 'Help@LiftCo.example',
    });
    expect(created.statusCode).toBe(200);
    expect(created.json()).toMatchObject({ name: 'Lift Co', phone: '+91 98220 12345', email: 'help@liftco.example', active: true });
    const id = created.json()._id;
    expect(
      (await call('admin', 'PUT', '/organizations/org-acme/contacts', { _id: id, name: 'Lift Co', email: 'help@liftco.example', phone: '' })).json(),
    ).toMatchObject({
      phone: null,
    });
    expect((await call('manager', 'DELETE', `/organizations/org-acme/contacts/${id}`)).statusCode).toBe(403);
    expect((await call('admin', 'DELETE', `/organizations/org-acme/contacts/${id}`)).json()).toEqual({ status: true });
    expect((await call('admin', 'DELETE', `/organizations/org-acme/contacts/${id}`)).statusCode).toBe(409);
    expect((await call('admin', 'PUT', '/organizations/org-acme/contacts', { _id: id, name: 'Lift Co', phone: '+91 98220 12345' })).statusCode).toBe(409);
    expect((await call('admin', 'GET', '/organizations/org-acme/contacts?retired=true')).json().map((c: { _id: string }) => c._id)).toEqual([id]);
    expect((await call('admin', 'DELETE', '/organizations/org-acme/contacts/con-blue-1')).statusCode).toBe(404);
  });
});
