/** Organisation admin lists: locations, facility types, teams, templates, feedback parameters, roles. */
import { bearer, createTestApp, type TestApp } from '../testing/test-app';

let t: TestApp;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  t = await createTestApp();
  for (const who of ['reporter', 'manager', 'admin']) tokens[who] = await t.login(`${who}@facilityops.test`);
}, 60_000);
afterAll(() => t.close());

const call = (who: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(tokens[who] ?? ''), ...(payload ? { payload } : {}) });

describe('locations', () => {
  it('lists, creates, renames and deletes; a location with facilities stays', async () => {
    expect((await call('manager', 'GET', '/organizations/org-acme/locations')).json().map((l: { name: string }) => l.name)).toEqual([
      'Food Court',
      'Parking',
      'Tower A',
      'Tower B',
    ]);
    const created = (await call('admin', 'PUT', '/organizations/org-acme/locations', { name: 'Annexe', address: 'Gate 3' })).json();
    expect(created).toMatchObject({ name: 'Annexe', address: 'Gate 3', organization: 'org-acme' });
    expect((await call('admin', 'PUT', '/organizations/org-acme/locations', { _id: created._id, name: 'Annexe B' })).json().name).toBe('Annexe B');
    const busy = await call('admin', 'DELETE', '/organizations/org-acme/locations/loc-acme-1');
    expect(busy.statusCode).toBe(409);
    expect(busy.json().message).toBe('This location has 6 facilities: move or delete them first.');
    expect((await call('admin', 'DELETE', `/organizations/org-acme/locations/${created._id}`)).json()).toEqual({ status: true });
    expect((await call('admin', 'DELETE', `/organizations/org-acme/locations/${created._id}`)).statusCode).toBe(404);
  });

  it('checks building permissions and keeps organisations apart', async () => {
    expect((await call('reporter', 'GET', '/organizations/org-acme/locations')).statusCode).toBe(403);
    expect((await call('manager', 'PUT', '/organizations/org-acme/locations', { name: 'X' })).statusCode).toBe(403);
    expect((await call('manager', 'GET', '/organizations/org-blueriver/locations')).statusCode).toBe(404);
    expect((await call('admin', 'PUT', '/organizations/org-acme/locations', { _id: 'loc-blue-1', name: 'Stolen' })).statusCode).toBe(404);
    expect((await call('admin', 'DELETE', '/organizations/org-acme/locations/loc-blue-1')).statusCode).toBe(404);
    expect((await call('admin', 'PUT', '/organizations/org-acme/locations', { name: '  ' })).statusCode).toBe(400);
  });
});

describe('facility types', () => {
  it('lists (refresh accepted), creates, and refuses to delete one in use', async () => {
    expect((await call('manager', 'GET', '/organizations/org-acme/facilityTypes?refresh=true')).json()).toHaveLength(4);
    expect((await call('manager', 'PUT', '/organizations/org-acme/facilityTypes', { name: 'Gym' })).statusCode).toBe(403);
    const gym = (await call('admin', 'PUT', '/organizations/org-acme/facilityTypes', { name: 'Gym', label: 'Gym' })).json();
    expect((await call('admin', 'DELETE', '/organizations/org-acme/facilityTypes/fty-acme-1')).statusCode).toBe(409);
    expect((await call('admin', 'DELETE', `/organizations/org-acme/facilityTypes/${gym._id}`)).json()).toEqual({ status: true });
  });
});

describe('teams', () => {
  it('keeps default parameters and members to the organisation', async () => {
    const list = (await call('manager', 'GET', '/organizations/org-acme/teams')).json();
    expect(list.find((team: { name: string }) => team.name === 'Plumbing').defaultParameters).toEqual(['par-acme-wash-basin', 'par-acme-soap-dispenser']);
    const saved = await call('manager', 'PUT', '/organizations/org-acme/teams', {
      name: 'Civil',
      defaultParameters: ['par-acme-floor'],
      members: ['usr-fixer'],
    });
    expect(saved.json()).toMatchObject({ name: 'Civil', defaultParameters: ['par-acme-floor'], members: ['usr-fixer'] });
    const foreign = await call('manager', 'PUT', '/organizations/org-acme/teams', { name: 'Civil', defaultParameters: ['par-blue-floor'] });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe('No such parameter: par-blue-floor.');
    expect((await call('manager', 'PUT', '/organizations/org-acme/teams', { name: 'Civil', members: ['usr-nobody'] })).statusCode).toBe(404);
    expect((await call('manager', 'DELETE', `/organizations/org-acme/teams/${saved.json()._id}`)).json()).toEqual({ status: true });
    expect((await call('manager', 'DELETE', '/organizations/org-acme/teams/tea-blue-plumbing')).statusCode).toBe(404);
    expect((await call('reporter', 'GET', '/organizations/org-acme/teams')).statusCode).toBe(403);
  });
});

describe('checklist templates, feedback templates and parameters', () => {
  it('lists and saves checklist templates with the organisation’s types and parameters', async () => {
    expect((await call('manager', 'GET', '/organizations/org-acme/checklistTemplates')).json()).toHaveLength(4);
    expect((await call('manager', 'PUT', '/organizations/org-acme/checklistTemplates', { name: 'x', parameters: [] })).statusCode).toBe(403);
    const saved = await call('admin', 'PUT', '/organizations/org-acme/checklistTemplates', {
      name: 'Deep clean',
      facilityType: 'fty-acme-1',
      parameters: ['par-acme-floor'],
      inspectionMode: 1,
    });
    expect(saved.json()).toMatchObject({ name: 'Deep clean', facilityType: 'fty-acme-1', parameters: ['par-acme-floor'], inspectionMode: 1 });
    expect(
      (await call('admin', 'PUT', '/organizations/org-acme/checklistTemplates', { name: 'x', facilityType: 'fty-blue-1', parameters: [] })).statusCode,
    ).toBe(404);
    expect((await call('admin', 'PUT', '/organizations/org-acme/checklistTemplates', { name: 'x', inspectionMode: 5 })).statusCode).toBe(400);
  });

  it('lists feedback parameters and saves feedback templates with them', async () => {
    expect((await call('manager', 'GET', '/organizations/org-acme/feedbackParameters')).json()).toHaveLength(4);
    expect((await call('manager', 'GET', '/organizations/org-acme/feedbackTemplates')).json()[0].parameters).toHaveLength(3);
    const saved = await call('admin', 'PUT', '/organizations/org-acme/feedbackTemplates', { name: 'Lobby feedback', parameters: ['fbp-acme-staff'] });
    expect(saved.json()).toMatchObject({ name: 'Lobby feedback', parameters: ['fbp-acme-staff'] });
    expect((await call('admin', 'PUT', '/organizations/org-acme/feedbackTemplates', { name: ' ', parameters: [] })).statusCode).toBe(400);
    expect((await call('admin', 'PUT', '/organizations/org-acme/feedbackTemplates', { name: 'x', parameters: ['par-acme-floor'] })).statusCode).toBe(404);
  });
});

describe('custom roles', () => {
  it('creates and updates roles of known permissions; names must be new', async () => {
    expect((await call('manager', 'GET', '/organizations/org-acme/customRoles')).json().map((r: { name: string }) => r.name)).toEqual(['auditor']);
    expect((await call('manager', 'POST', '/organizations/org-acme/customRoles', { name: 'x' })).statusCode).toBe(403);
    const created = await call('admin', 'POST', '/organizations/org-acme/customRoles', {
      name: 'night-lead',
      permissions: ['shift-read', 'shift-read', 'reporting-read'],
    });
    expect(created.json()).toMatchObject({ name: 'night-lead', permissions: ['shift-read', 'reporting-read'] });
    const updated = await call('admin', 'PUT', '/organizations/org-acme/customRoles', {
      _id: created.json()._id,
      name: 'night-lead',
      permissions: ['shift-read'],
    });
    expect(updated.json().permissions).toEqual(['shift-read']);
    expect((await call('admin', 'POST', '/organizations/org-acme/customRoles', { name: 'night-lead' })).statusCode).toBe(409);
    expect((await call('admin', 'POST', '/organizations/org-acme/customRoles', { name: 'manager' })).statusCode).toBe(409);
    const unknown = await call('admin', 'POST', '/organizations/org-acme/customRoles', { name: 'y', permissions: ['root'] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe('Unknown permission: root.');
    expect((await call('admin', 'PUT', '/organizations/org-acme/customRoles', { name: 'no-id' })).statusCode).toBe(400);
    expect((await call('admin', 'PUT', '/organizations/org-acme/customRoles', { _id: 'rol-nope', name: 'z' })).statusCode).toBe(404);
  });
});
