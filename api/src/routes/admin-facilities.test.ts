/** Issue 19: the admin facility calls against the seeded database (org-acme: 24 facilities, 23 active). */
import { bearer, createTestApp, type TestApp } from '../testing/test-app';
import { parseCsv } from '../services/facility-csv';

let t: TestApp;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  t = await createTestApp();
  for (const who of ['reporter', 'manager', 'admin']) tokens[who] = await t.login(`${who}@facilityops.test`);
}, 60_000);
afterAll(() => t.close());

const call = (who: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(tokens[who] ?? ''), ...(payload ? { payload } : {}) });

describe('GET /admin/facilities', () => {
  it('pages and filters on the server', async () => {
    const first = (await call('manager', 'GET', '/admin/facilities?pageSize=10')).json();
    expect(first.total).toBe(24);
    expect(first.items).toHaveLength(10);
    const third = (await call('manager', 'GET', '/admin/facilities?pageSize=10&page=3')).json();
    expect(third.items).toHaveLength(4);
    expect((await call('manager', 'GET', '/admin/facilities?active=false')).json().total).toBe(1);
    const tower = (await call('manager', 'GET', '/admin/facilities?location=loc-acme-1&type=fty-acme-1')).json();
    expect(tower.items.every((row: { location: { _id: string } }) => row.location._id === 'loc-acme-1')).toBe(true);
    const search = (await call('manager', 'GET', '/admin/facilities?q=food%20court')).json();
    expect(search.total).toBe(6);
    const due = (await call('manager', 'GET', '/admin/facilities?due=true&pageSize=200')).json();
    const notDue = (await call('manager', 'GET', '/admin/facilities?due=false&pageSize=200')).json();
    expect(due.total + notDue.total).toBe(24);
    expect(due.items.every((row: { due: boolean }) => row.due)).toBe(true);
    // Assets are listed apart (seed-assets.ts: five in Acme), never among the 24 facilities.
    expect((await call('manager', 'GET', '/admin/facilities?kind=asset')).json().total).toBe(5);
  });

  it('needs facility-read and refuses bad filters', async () => {
    expect((await call('reporter', 'GET', '/admin/facilities')).statusCode).toBe(403);
    expect((await call('manager', 'GET', '/admin/facilities?page=0')).statusCode).toBe(400);
    expect((await call('manager', 'GET', '/admin/facilities?active=maybe')).statusCode).toBe(400);
  });
});

describe('one facility', () => {
  it('answers the record with its recent reports and open issues, and 404 for another organisation', async () => {
    const detail = (await call('manager', 'GET', '/admin/facilities/fac-acme-01')).json();
    expect(detail.facility).toMatchObject({ _id: 'fac-acme-01', qrCode: 'facility=fac-acme-01', active: true });
    expect(Array.isArray(detail.recentReports)).toBe(true);
    expect(Array.isArray(detail.openIssues)).toBe(true);
    expect((await call('manager', 'GET', '/admin/facilities/fac-blue-01')).statusCode).toBe(404);
  });

  it('creates, edits, retires and activates with organization-write', async () => {
    const body = { name: 'Tower A Server Room', facilityType: 'fty-acme-1', location: 'loc-acme-1', reportingType: 'scheduled', inspectionMode: 1 };
    expect((await call('manager', 'POST', '/admin/facilities', body)).statusCode).toBe(403);
    const created = await call('admin', 'POST', '/admin/facilities', body);
    expect(created.statusCode).toBe(201);
    const row = created.json();
    expect(row).toMatchObject({
      name: 'Tower A Server Room',
      inspectionMode: 1,
      location: { _id: 'loc-acme-1' },
      checklist: { name: 'Tower A Server Room checklist' },
    });
    const edited = await call('admin', 'PUT', `/admin/facilities/${row._id}`, {
      ...body,
      name: 'Server Room A',
      reportingType: 'feedback-request',
      fmsTicketId: 'FMS-7',
    });
    expect(edited.json()).toMatchObject({ name: 'Server Room A', reportingType: 'feedback-request', fmsTicketId: 'FMS-7' });
    expect((await call('admin', 'POST', `/admin/facilities/${row._id}/active`, { active: false })).json().active).toBe(false);
    expect((await call('admin', 'POST', `/admin/facilities/${row._id}/active`, { active: false })).statusCode).toBe(409);
    expect((await call('admin', 'POST', `/admin/facilities/${row._id}/active`, { active: true })).json().active).toBe(true);
  });

  it('refuses a feedback request without a ticket, and references of another organisation', async () => {
    const feedback = await call('admin', 'POST', '/admin/facilities', { name: 'Desk', reportingType: 'feedback-request' });
    expect(feedback.statusCode).toBe(400);
    expect(feedback.json().message).toMatch(/ticket id/);
    expect((await call('admin', 'POST', '/admin/facilities', { name: 'X', location: 'loc-blue-1' })).statusCode).toBe(404);
    expect((await call('admin', 'PUT', '/admin/facilities/fac-blue-01', { name: 'Mine now' })).statusCode).toBe(404);
    expect((await call('admin', 'POST', '/admin/facilities/fac-blue-01/active', { active: false })).statusCode).toBe(404);
  });
});

describe('CSV import and export', () => {
  const csv = [
    'name,facilityType,location,reportingType,fmsTicketId',
    'Import One,Washroom,Tower A,,',
    'Import Two,Nowhere,Tower B,scheduled,',
    'Import Three,Pantry,Parking,feedback-request,',
  ].join('\n');

  it('previews every row with its errors and writes nothing until they are fixed', async () => {
    const preview = (await call('admin', 'POST', '/admin/facilities/import', { csv })).json();
    expect(preview.invalid).toBe(2);
    expect(preview.created).toBe(0);
    expect(preview.rows.map((row: { line: number; errors: string[] }) => [row.line, row.errors.length])).toEqual([
      [2, 0],
      [3, 1],
      [4, 1],
    ]);
    expect(preview.rows[1].errors[0]).toBe('No facility type "Nowhere".');
    const refused = await call('admin', 'POST', '/admin/facilities/import', { csv, commit: true });
    expect(refused.statusCode).toBe(409);
    expect((await call('admin', 'GET', '/admin/facilities?q=Import')).json().total).toBe(0);

    const fixed = csv.replace('Nowhere', 'Washroom').replace('feedback-request,', 'feedback-request,FMS-9');
    const done = (await call('admin', 'POST', '/admin/facilities/import', { csv: fixed, commit: true })).json();
    expect(done).toMatchObject({ invalid: 0, created: 3 });
    expect((await call('admin', 'GET', '/admin/facilities?q=Import')).json().total).toBe(3);
    // The same file again: every name now exists.
    expect((await call('admin', 'POST', '/admin/facilities/import', { csv: fixed })).json().invalid).toBe(3);
  });

  it('exports what it can import again', async () => {
    const response = await call('manager', 'GET', '/admin/facilities/export.csv');
    expect(response.headers['content-type']).toMatch(/text\/csv/);
    const rows = parseCsv(response.body);
    expect(rows[0]).toEqual(['id', 'name', 'facilityType', 'location', 'reportingType', 'fmsTicketId', 'active', 'lastChecked', 'qrCode']);
    expect(rows.length).toBeGreaterThan(24);
  });

  it('parses quoted fields', () => {
    expect(parseCsv('a,"b, ""c""",d\r\n"x\ny",,\n')).toEqual([
      ['a', 'b, "c"', 'd'],
      ['x\ny', '', ''],
    ]);
  });
});

describe('POST /qr-sheet/pdf', () => {
  it('answers a PDF with one code per facility chosen', async () => {
    const response = await call('manager', 'POST', '/qr-sheet/pdf', { ids: ['fac-acme-01', 'fac-acme-02'] });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.body.startsWith('%PDF-1.4')).toBe(true);
    expect(response.body).toContain('(Tower B Washroom 1)');
    expect(response.body).toContain('(facility=fac-acme-02)');
    expect((await call('manager', 'POST', '/qr-sheet/pdf', { ids: ['fac-blue-01'] })).statusCode).toBe(404);
    expect((await call('manager', 'POST', '/qr-sheet/pdf', { ids: [] })).statusCode).toBe(400);
    expect((await call('reporter', 'POST', '/qr-sheet/pdf', { ids: ['fac-acme-01'] })).statusCode).toBe(403);
  });
});

describe('the tree of places', () => {
  const put = (body: object) => call('admin', 'PUT', '/organizations/org-acme/locations', body);

  it('adds, moves and renames places, never inside themselves', async () => {
    const site = (await put({ name: 'Acme Campus', kind: 'site' })).json();
    expect(site).toMatchObject({ kind: 'site', parent: null, active: true });
    const floor = (await put({ name: 'Floor 1', kind: 'floor', parent: 'loc-acme-1' })).json();
    expect(floor.parent).toBe('loc-acme-1');
    const moved = (await put({ _id: 'loc-acme-1', name: 'Tower A', parent: site._id })).json();
    expect(moved.parent).toBe(site._id);
    expect((await put({ _id: site._id, name: 'Acme Campus', parent: floor._id })).statusCode).toBe(409);
    expect((await put({ _id: site._id, name: 'Acme Campus', parent: site._id })).statusCode).toBe(409);
    expect((await put({ name: 'X', parent: 'loc-blue-1' })).statusCode).toBe(404);
    const renamed = (await put({ _id: floor._id, name: 'Ground floor' })).json();
    expect(renamed).toMatchObject({ name: 'Ground floor', parent: 'loc-acme-1' });
    // A place that holds others cannot be deleted; says why.
    const busy = await call('admin', 'DELETE', `/organizations/org-acme/locations/${site._id}`);
    expect(busy.statusCode).toBe(409);
    expect(busy.json().message).toMatch(/holds 1 other places/);
  });

  it('retires a place only when no active facility is in it', async () => {
    const refused = await put({ _id: 'loc-acme-2', name: 'Tower B', active: false });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/active facilities are in this place/);
    const empty = (await put({ name: 'Old annexe', kind: 'building' })).json();
    expect((await put({ _id: empty._id, name: 'Old annexe', active: false })).json().active).toBe(false);
  });
});

describe('facility and asset types', () => {
  const put = (body: object) => call('admin', 'PUT', '/organizations/org-acme/facilityTypes', body);

  it('keeps a default checklist and a reporting interval, which decides when a facility is due', async () => {
    const lift = (await put({ name: 'Pump', kind: 'asset', defaultTemplate: 'ctp-acme-2', reportingIntervalHours: 168 })).json();
    expect(lift).toMatchObject({ kind: 'asset', defaultTemplate: 'ctp-acme-2', reportingIntervalHours: 168, active: true });
    const pump = (await call('admin', 'POST', '/admin/facilities', { name: 'Pump 1', kind: 'asset', facilityType: lift._id })).json();
    expect(pump.checklist).toMatchObject({ name: 'Pump 1 checklist' });
    expect((await put({ name: 'X', defaultTemplate: 'ctp-blue-1' })).statusCode).toBe(404);
    expect((await put({ name: 'X', reportingIntervalHours: 0 })).statusCode).toBe(400);
  });

  it('retires a type only when no active facility has it', async () => {
    expect((await put({ _id: 'fty-acme-1', name: 'Washroom', active: false })).statusCode).toBe(409);
    const spare = (await put({ name: 'Spare' })).json();
    expect((await put({ _id: spare._id, name: 'Spare', active: false })).json().active).toBe(false);
  });
});
