/**
 * Issue 19, what is left of it: a parameter's quantity, image and 'photo required when bad' (saved by
 * the editor, read by the reporter, enforced by /reports/submit with the shared rule), a CSV import
 * that copies its type's template, copying one template onto its checklists (checklist-copies), and
 * an asset in a shift mapping, counted like a facility.
 */
import type { Checklist, ChecklistEditorDoc, FacilityOption, SaveShiftBody, ShiftCandidates, ShiftDirectory } from 'shared-contracts/schemas';
import { requiredPhotoCases } from 'shared-contracts/rule-cases';
import { seedIds } from '../db/seed';
import { scheduleSeedIds } from '../db/seed-schedules';
import { bearer, createTestApp, type TestApp } from '../testing/test-app';

let t: TestApp;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  t = await createTestApp();
  for (const who of ['reporter', 'manager', 'admin', 'rounds']) tokens[who] = await t.login(`${who}@facilityops.test`);
  tokens.lakeview = await t.login('lakeview.admin@facilityops.test');
}, 60_000);
afterAll(() => t.close());

const call = (who: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(tokens[who] ?? ''), ...(payload ? { payload } : {}) });
const LIFT_LOBBY = 'fty-acme-3';
const liftLobbyFacility = seedIds.facility('acme', 10);
const checklistOf = async (facility: string) =>
  (await call('reporter', 'GET', '/facilities/checklist')).json<Checklist[]>().find((list) => list.facility === facility && !list.appendixChecklistTemplate);

describe('a parameter’s quantity, image and photo rule', () => {
  it('are saved by the editor and reach the reporter’s checklist', async () => {
    const doc = (await call('admin', 'GET', `/admin/checklists/${LIFT_LOBBY}`)).json<ChecklistEditorDoc>();
    expect(doc.parameters[0]).toMatchObject({ label: 'Floor', quantity: 1, photoRequired: false });
    const parameters = doc.parameters.map((p, i) => (i === 0 ? { ...p, quantity: 3, photoRequired: true, img: '/static/parameters/floor.svg' } : p));
    const saved = await call('admin', 'PUT', `/admin/checklists/${LIFT_LOBBY}`, { baseVersion: doc.version, name: doc.name, parameters });
    expect(saved.statusCode).toBe(200);
    expect(saved.json<ChecklistEditorDoc>().parameters[0]).toMatchObject({ quantity: 3, photoRequired: true, img: '/static/parameters/floor.svg' });
    const floor = (await checklistOf(liftLobbyFacility))?.parameters.find((p) => p.label === 'Floor');
    expect(floor).toMatchObject({ photoRequired: true, paramQuantity: 3 });
  });

  it.each([
    ['a quantity of 0', { quantity: 0 }],
    ['a quantity over 1000', { quantity: 1001 }],
    ['a fractional quantity', { quantity: 1.5 }],
    ['an image from elsewhere', { img: 'https://elsewhere.example/floor.png' }],
    ['a photo rule that is not a boolean', { photoRequired: 'yes' }],
  ])('refuses %s (400)', async (_, change) => {
    const doc = (await call('admin', 'GET', `/admin/checklists/${LIFT_LOBBY}`)).json<ChecklistEditorDoc>();
    const parameters = doc.parameters.map((p, i) => (i === 0 ? { ...p, ...change } : p));
    expect((await call('admin', 'PUT', `/admin/checklists/${LIFT_LOBBY}`, { baseVersion: doc.version, name: doc.name, parameters })).statusCode).toBe(400);
  });
});

describe('POST /reports/submit and the photo rule (the shared table of cases)', () => {
  const submit = async (localId: string, photoRequired: boolean, media: readonly string[] | null) => {
    const list = await checklistOf(liftLobbyFacility);
    const parameters = (list?.parameters ?? []).map((p) => (p.label === 'Floor' ? { ...p, photoRequired } : p));
    const floor = parameters.find((p) => p.label === 'Floor');
    const issueDetails =
      media === null || !floor
        ? []
        : [
            {
              parameter: floor._id,
              label: floor.label,
              description: 'Wet',
              media: media.map((type, i) => ({ path: `/uploads/${'0'.repeat(23)}${i}.jpg`, name: `m${i}`, type })),
            },
          ];
    return call('reporter', 'POST', '/reports/submit', {
      localId,
      date: '01 May 2024',
      time: '9:55 AM',
      facility: liftLobbyFacility,
      parameters,
      issueDetails,
      overall: { description: 'Round', media: [] },
    });
  };

  it.each(requiredPhotoCases)('$name', async ({ name, photoRequired, issueMedia, blocked }) => {
    const answer = await submit(`photo-rule-${name}`, photoRequired, issueMedia);
    expect(answer.statusCode).toBe(blocked ? 400 : 200);
    if (blocked) expect(answer.json().message).toBe('Add a photo: this parameter needs one when it is not OK. (Floor)');
  });
});

describe('CSV import', () => {
  it('gives each imported facility a copy of its type’s template', async () => {
    const template = (await call('admin', 'GET', `/admin/checklists/${LIFT_LOBBY}`)).json<ChecklistEditorDoc>();
    const csv = [
      'name,facilityType,location,reportingType,fmsTicketId',
      'Import Lobby 1,Lift Lobby,Tower A,scheduled,',
      'Import Lobby 2,Lift Lobby,Tower A,scheduled,',
    ].join('\n');
    const answer = await call('admin', 'POST', '/admin/facilities/import', { kind: 'facility', csv, commit: true });
    expect(answer.json()).toMatchObject({ created: 2, invalid: 0 });
    const lists = (await call('reporter', 'GET', '/facilities/checklist')).json<Checklist[]>().filter((list) => (list.name ?? '').startsWith('Import Lobby'));
    expect(lists).toHaveLength(2);
    for (const list of lists) expect(list.parameters.map((p) => p._id)).toEqual(template.parameters.map((p) => p._id));
  });
});

describe('copying one template (checklist-copies-update ?template=)', () => {
  it('needs checklist-write, a template of the organisation and a valid id', async () => {
    expect((await call('manager', 'POST', '/parameters/checklist-copies-update?template=ctp-acme-1')).statusCode).toBe(403);
    expect((await call('admin', 'POST', '/parameters/checklist-copies-update?template=ctp-blue-1')).statusCode).toBe(404);
    expect((await call('admin', 'POST', `/parameters/checklist-copies-update?template=${'x'.repeat(300)}`)).statusCode).toBe(400);
  });

  it('brings only that template’s checklists in step', async () => {
    const before = (await call('admin', 'GET', '/parameters/checklist-copies-get')).json<{ templates: { _id: string; outdated: string[] }[] }>();
    const target = before.templates.find((row) => row.outdated.length > 0);
    const others = before.templates.filter((row) => row._id !== target?._id && row.outdated.length > 0);
    expect(target).toBeTruthy();
    const answer = await call('admin', 'POST', `/parameters/checklist-copies-update?template=${target?._id ?? ''}`);
    expect(answer.statusCode).toBe(200);
    const after = answer.json<{ updated: number; templates: { _id: string; outdated: string[] }[] }>();
    expect(after.updated).toBe(target?.outdated.length);
    expect(after.templates.find((row) => row._id === target?._id)?.outdated).toEqual([]);
    for (const row of others) expect(after.templates.find((candidate) => candidate._id === row._id)?.outdated).toEqual(row.outdated);
  });
});

describe('an asset in a shift', () => {
  const shift = (facilities: string[]): SaveShiftBody => ({
    shiftName: 'Asset rounds',
    date: '2024-05-01',
    inTime: '09:00',
    outTime: '13:00',
    weekdays: [],
    mappings: [{ reporter: scheduleSeedIds.rounds, interval: 2, facilities, preferredChecklists: [] }],
    temporaryMappings: [],
  });

  it('is a candidate, is mapped like a facility, and shows in the reporter’s list with its expected count', async () => {
    const candidates = (await call('admin', 'GET', '/shifts/candidates')).json<{ facilities: { _id: string }[] }>();
    expect(candidates.facilities.map((f) => f._id)).toContain('ast-acme-01');
    const created = await call('admin', 'POST', '/shifts', shift(['fac-acme-21', 'ast-acme-01']));
    expect(created.statusCode).toBe(201);
    const id = created.json()._id;
    expect((await call('rounds', 'PUT', `/users/shifts/${id}/start`, { fingerPrint: 'fp' })).statusCode).toBe(200);
    const list = (await call('rounds', 'GET', '/facilities/v2/facilitiesToReport')).json<{ _id: string; qrCode: string }[]>();
    expect(list.map((f) => f._id).sort()).toEqual(['ast-acme-01', 'fac-acme-21']);
    expect(list.find((f) => f._id === 'ast-acme-01')?.qrCode).toBe('facility=ast-acme-01');
    // 4 hours at a 2-hour interval: 2 checks each, the asset included.
    expect((await call('rounds', 'GET', `/shifts/count/${id}`)).json().expectedReports).toBe(4);
  });

  it('is named an asset to the shift editor and on the shift page', async () => {
    const kindOf = (places: FacilityOption[], id: string) => places.find((f) => f._id === id)?.kind;
    const candidates = (await call('admin', 'GET', '/shifts/candidates')).json<ShiftCandidates>();
    expect([kindOf(candidates.facilities, 'ast-acme-01'), kindOf(candidates.facilities, 'fac-acme-21')]).toEqual(['asset', 'facility']);
    // After the shift above, so the reporter is free.
    const created = await call('admin', 'POST', '/shifts', { ...shift(['fac-acme-21', 'ast-acme-01']), inTime: '14:00', outTime: '16:00' });
    expect(created.statusCode).toBe(201);
    const page = (await call('admin', 'GET', `/shifts/${created.json()._id}`)).json<{ directory: ShiftDirectory }>();
    expect([kindOf(page.directory.facilities, 'ast-acme-01'), kindOf(page.directory.facilities, 'fac-acme-21')]).toEqual(['asset', 'facility']);
  });

  it('refuses another organisation’s asset', async () => {
    expect((await call('admin', 'POST', '/shifts', shift(['ast-blue-01']))).statusCode).toBe(400);
  });
});

describe('the fresh organisation', () => {
  it('has nothing in it yet and an administrator of its own', async () => {
    expect((await call('lakeview', 'GET', '/facilities')).json()).toEqual([]);
    expect((await call('lakeview', 'GET', '/organizations/org-lakeview/locations')).json()).toEqual([]);
    expect((await call('lakeview', 'GET', '/admin/checklists')).json()).toEqual([]);
  });
});
