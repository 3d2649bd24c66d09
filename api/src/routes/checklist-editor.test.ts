/** Issue 19: the checklist template editor and its versions, against the seeded database (Lift Lobby: fty-acme-3, ctp-acme-3, 8 parameters). */
import type { Checklist, ChecklistEditorDoc, ChecklistTypeRow, InspectionView } from 'shared-contracts/schemas';
import { seedIds } from '../db/seed';
import { nextChecklistParameters } from '../services/checklist-editor';
import { bearer, createTestApp, type TestApp } from '../testing/test-app';

let t: TestApp;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  t = await createTestApp();
  for (const who of ['reporter', 'manager', 'admin']) tokens[who] = await t.login(`${who}@facilityops.test`);
}, 60_000);
afterAll(() => t.close());

const call = (who: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(tokens[who] ?? ''), ...(payload ? { payload } : {}) });
const editor = async (typeId = 'fty-acme-3') => (await call('manager', 'GET', `/admin/checklists/${typeId}`)).json<ChecklistEditorDoc>();
const liftLobby = seedIds.facility('acme', 10);
const checklistOf = async (facility: string) =>
  (await call('reporter', 'GET', '/facilities/checklist')).json<Checklist[]>().find((list) => list.facility === facility && !list.appendixChecklistTemplate);

describe('GET /admin/checklists', () => {
  it('lists the types of a kind with their template version and size', async () => {
    const rows = (await call('manager', 'GET', '/admin/checklists?kind=facility')).json<ChecklistTypeRow[]>();
    expect(rows.map((row) => row.type.name)).toEqual(['Lift Lobby', 'Pantry', 'Reception', 'Washroom']);
    expect(rows.find((row) => row.type._id === 'fty-acme-3')).toMatchObject({
      template: { _id: 'ctp-acme-3', version: 1, parameterCount: 8 },
      facilityCount: 4,
    });
  });

  it('needs checklist-read, a known kind and a type of the organisation', async () => {
    expect((await call('reporter', 'GET', '/admin/checklists')).statusCode).toBe(403);
    expect((await call('manager', 'GET', '/admin/checklists?kind=robot')).statusCode).toBe(400);
    expect((await call('manager', 'GET', '/admin/checklists/fty-blue-1')).statusCode).toBe(404);
  });
});

describe('PUT /admin/checklists/{typeId}', () => {
  let reportId = '';
  let v1: ChecklistEditorDoc;

  it('answers the template in order with the teams and categories to pick from', async () => {
    v1 = await editor();
    expect(v1).toMatchObject({ templateId: 'ctp-acme-3', version: 1, name: 'Lift Lobby checklist', history: [] });
    expect(v1.parameters.map((parameter) => parameter.label)).toEqual([
      'Floor',
      'Mirror',
      'Wash Basin',
      'Dustbin',
      'Soap Dispenser',
      'Odour',
      'Lights',
      'Tissue Roll',
    ]);
    expect(v1.teams).toEqual(['Civil works', 'Electrical', 'Housekeeping', 'Plumbing']);
    expect(v1.parameters[0]).toMatchObject({ defaultTeamName: 'Housekeeping', tags: [{ name: 'Wet' }, { name: 'Stains' }, { name: 'Litter' }] });
  });

  it('a report filled on version 1 keeps its parameters after version 2 adds one; the next checklist has it', async () => {
    const before = await checklistOf(liftLobby);
    expect(before?.parameters.map((parameter) => parameter.label)).not.toContain('Handrail');
    const submitted = await call('reporter', 'POST', '/reports/submit', {
      localId: 'checklist-version-1',
      date: '01 May 2024',
      time: '9:55 AM',
      facility: liftLobby,
      parameters: before?.parameters ?? [],
      issueDetails: [],
      overall: { description: 'Fine', media: [] },
    });
    expect(submitted.statusCode).toBe(200);
    reportId = submitted.json<{ reportId: string }>().reportId;

    const saved = await call('admin', 'PUT', '/admin/checklists/fty-acme-3', {
      baseVersion: 1,
      name: 'Lift Lobby checklist',
      parameters: [...v1.parameters, { label: 'Handrail', category: 'Lift Lobby', defaultTeamName: 'Electrical', tags: [{ _id: 'tag-new-1', name: 'Loose' }] }],
    });
    expect(saved.statusCode).toBe(200);
    const v2 = saved.json<ChecklistEditorDoc>();
    expect(v2.version).toBe(2);
    expect(v2.history.map((entry) => [entry.version, entry.parameters.length])).toEqual([
      [2, 9],
      [1, 8],
    ]);
    expect(v2.categories).toContain('Lift Lobby');

    const next = await checklistOf(liftLobby);
    // The report form gets the default team's id, from the teams' default parameters (the one source).
    expect(next?.parameters.at(-1)).toMatchObject({
      label: 'Handrail',
      defaultTeamName: 'tea-acme-electrical',
      category: 'Lift Lobby',
      tags: [{ name: 'Loose' }],
    });
    // A facility of another type is untouched.
    expect((await checklistOf(seedIds.facility('acme', 1)))?.parameters.map((parameter) => parameter.label)).not.toContain('Handrail');

    const view = (await call('manager', 'GET', `/inspections/${reportId}`)).json<InspectionView>();
    expect(view.parameters.map((parameter) => parameter.label)).toEqual(before?.parameters.map((parameter) => parameter.label));
  });

  it('refuses a save made from an older version (409) and changes nothing', async () => {
    const stale = await call('admin', 'PUT', '/admin/checklists/fty-acme-3', { baseVersion: 1, name: 'Old', parameters: [{ label: 'Only one' }] });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toMatch(/newer version/);
    const now = await editor();
    expect(now).toMatchObject({ version: 2, name: 'Lift Lobby checklist' });
    expect(now.parameters).toHaveLength(9);
  });

  it('renames a parameter another template shares as a copy, and retires one from the facilities', async () => {
    const v2 = await editor();
    const [floor, mirror, ...rest] = v2.parameters;
    const saved = await call('admin', 'PUT', '/admin/checklists/fty-acme-3', {
      baseVersion: 2,
      name: 'Lift lobby',
      parameters: [...rest, { ...floor, label: 'Lobby floor' }],
    });
    expect(saved.statusCode).toBe(200);
    const v3 = saved.json<ChecklistEditorDoc>();
    expect(v3.version).toBe(3);
    const renamed = v3.parameters.at(-1);
    expect(renamed?.label).toBe('Lobby floor');
    expect(renamed?._id).not.toBe('par-acme-floor');
    expect((await editor('fty-acme-1')).parameters[0]).toMatchObject({ _id: 'par-acme-floor', label: 'Floor' });
    const list = await checklistOf(liftLobby);
    expect(list?.parameters.map((parameter) => parameter._id)).not.toContain(mirror?._id);
    expect(list?.parameters.at(-1)?.label).toBe('Lobby floor');
  });

  it('needs checklist-write and valid parameters', async () => {
    const body = { baseVersion: 3, name: 'X', parameters: [{ label: 'A' }] };
    expect((await call('manager', 'PUT', '/admin/checklists/fty-acme-3', body)).statusCode).toBe(403);
    expect((await call('admin', 'PUT', '/admin/checklists/fty-acme-3', { ...body, parameters: [] })).statusCode).toBe(400);
    expect((await call('admin', 'PUT', '/admin/checklists/fty-acme-3', { ...body, parameters: [{ label: 'A' }, { label: ' a ' }] })).statusCode).toBe(400);
    expect((await call('admin', 'PUT', '/admin/checklists/fty-acme-3', { ...body, parameters: [{ label: 'A', defaultTeamName: 'Nobody' }] })).statusCode).toBe(
      400,
    );
    expect((await call('admin', 'PUT', '/admin/checklists/fty-acme-3', { ...body, parameters: [{ _id: 'par-blue-floor', label: 'A' }] })).statusCode).toBe(404);
    expect((await call('admin', 'PUT', '/admin/checklists/fty-blue-1', body)).statusCode).toBe(404);
    expect((await editor()).version).toBe(3);
  });
});

describe('nextChecklistParameters', () => {
  it.each([
    ['adds in the template order', ['a', 'b'], ['a', 'x', 'b'], ['a', 'b'], ['a', 'x', 'b']],
    ['removes what the template retired', ['a', 'b'], ['b'], ['a', 'b'], ['b']],
    ['keeps a facility its own parameters', ['a'], ['a', 'x'], ['a', 'own'], ['a', 'x', 'own']],
    ['does not give back what the facility dropped', ['a', 'b'], ['b', 'a', 'x'], ['a'], ['a', 'x']],
  ])('%s', (_name, before, after, current, expected) => {
    expect(nextChecklistParameters(before, after, current)).toEqual(expected);
  });
});
