import { bearer, createTestApp, type TestApp } from '../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PUT', url: string, token: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

describe('organisation activation', () => {
  it('goes 0.25, 0.5, 0.75, 1 and Done!, each step after the one before', async () => {
    // The seed's key names admin@facilityops.test (abuse-auth.test.ts: nobody else can use it).
    const key = t.demo.activationKeys.sunrise;
    const user = await t.login('admin@facilityops.test');
    expect((await call('POST', '/organizations/activate', user, { activationKey: 'WRONG' })).statusCode).toBe(404);
    const activated = await call('POST', '/organizations/activate', user, { activationKey: key });
    expect(activated.statusCode).toBe(200);
    expect(activated.json()).toMatchObject({ status: true, setup: { activated: true, progress: 0.25 }, organization: { _id: 'org-sunrise' } });
    const token = activated.json().token as string;
    expect((await call('GET', '/auth/login/status', token)).json().organization).toBe('org-sunrise');

    expect((await call('POST', '/organizations/org-sunrise/templates/generate', token, {})).statusCode).toBe(409);
    expect((await call('POST', '/organizations/org-sunrise/configure', token, {})).statusCode).toBe(409);
    const wrongKey = await call('POST', '/organizations/org-sunrise/facilities/generate', token, { activationKey: 'SUNRISE-2025' });
    expect(wrongKey.statusCode).toBe(400);
    expect(wrongKey.json().message).toBe('Wrong activation key.');

    // Typed as people do: lower case, no dashes.
    const facilities = await call('POST', '/organizations/org-sunrise/facilities/generate', token, { activationKey: key.toLowerCase().replace(/-/g, '') });
    expect(facilities.json().setup).toMatchObject({ facilitiesGenerated: true, progress: 0.5 });
    expect((await call('GET', '/organizations/org-sunrise/facilities/count', token)).json()).toEqual({ count: 6 });
    // Repeating a step changes nothing.
    await call('POST', '/organizations/org-sunrise/facilities/generate', token, { activationKey: key });
    expect((await call('GET', '/organizations/org-sunrise/facilities/count', token)).json()).toEqual({ count: 6 });

    const templates = await call('POST', '/organizations/org-sunrise/templates/generate', token, {});
    expect(templates.json().setup).toMatchObject({ templatesGenerated: true, progress: 0.75 });
    const checklists = (await call('GET', '/facilities/checklist', token)).json();
    expect(checklists).toHaveLength(6);
    expect(checklists[0].parameters.length).toBeGreaterThan(0);
    expect((await call('GET', '/organizations/org-sunrise/teams', token)).json().map((team: { name: string }) => team.name)).toEqual([
      'Electrical',
      'Housekeeping',
      'Plumbing',
    ]);
    expect((await call('GET', '/organizations/org-sunrise/checklistTemplates', token)).json()).toHaveLength(3);

    const done = await call('POST', '/organizations/org-sunrise/configure', token, {});
    expect(done.json()).toMatchObject({ status: true, message: 'Done!', setup: { configured: true, progress: 1 } });
    expect((await call('GET', '/organizations/org-sunrise', token)).json().setup.progress).toBe(1);
    // Spent: the key activates nothing again.
    expect((await call('POST', '/organizations/activate', token, { activationKey: key })).statusCode).toBe(404);
    await call('POST', '/users/organizations/switch?organization=org-acme', token, {});
  });

  it('needs organization-write in that organisation; other organisations are 404', async () => {
    const manager = await t.login('manager@facilityops.test');
    expect((await call('POST', '/organizations/org-acme/templates/generate', manager, {})).statusCode).toBe(403);
    expect((await call('POST', '/organizations/org-blueriver/templates/generate', manager, {})).statusCode).toBe(404);
    expect((await call('POST', '/organizations/org-acme/facilities/generate', manager, {})).statusCode).toBe(403);
  });

  it('completes a half set-up organisation without duplicating what it has', async () => {
    const admin = await t.login('admin@facilityops.test');
    const before = (
      await call('GET', '/parameters', (await call('POST', '/users/organizations/switch?organization=org-blueriver', admin, {})).json().token)
    ).json();
    const token = (await call('POST', '/users/organizations/switch?organization=org-blueriver', admin, {})).json().token as string;
    const answer = await call('POST', '/organizations/org-blueriver/templates/generate', token, {});
    expect(answer.json().setup.progress).toBe(0.75);
    const after = (await call('GET', '/parameters', token)).json();
    expect(after.length).toBe(before.length);
    await call('POST', '/users/organizations/switch?organization=org-acme', token, {});
  });
});

describe('PUT /organizations/{id}', () => {
  it('saves name, theme, branding and the feedback setting', async () => {
    const admin = await t.login('admin@facilityops.test');
    const theme = {
      colors: { primary: '#000000', secondary: '#111111', background: '#ffffff' },
      branding: { image: '/static/branding/acme.svg', display_name: 'Acme Ops' },
    };
    const saved = await call('PUT', '/organizations/org-acme', admin, {
      name: 'Acme Facilities',
      theme,
      settings: { enableFeedback: false },
      city: { name: 'Mumbai' },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ name: 'Acme Facilities', theme, settings: { enableFeedback: false }, city: { name: 'Mumbai' } });
    expect((await call('GET', '/organizations/org-acme', admin)).json().theme.branding.display_name).toBe('Acme Ops');
  });

  it('refuses bad input, missing permission and foreign organisations', async () => {
    const admin = await t.login('admin@facilityops.test');
    expect((await call('PUT', '/organizations/org-acme', admin, { name: '' })).statusCode).toBe(400);
    expect((await call('PUT', '/organizations/org-acme', admin, { theme: { colors: { primary: 1 } } })).statusCode).toBe(400);
    expect((await call('PUT', '/organizations/org-acme', admin, { logoURL: 'javascript:alert(1)' })).statusCode).toBe(400);
    expect((await call('PUT', '/organizations/org-acme', admin, { theme: { branding: { image: 'http://plain.example/x.png' } } })).statusCode).toBe(400);
    expect((await call('PUT', '/organizations/org-acme', admin, { logoURL: 'https://cdn.example/acme.png' })).json().logoURL).toBe(
      'https://cdn.example/acme.png',
    );
    expect((await call('PUT', '/organizations/org-acme', await t.login('manager@facilityops.test'), { name: 'Mine' })).statusCode).toBe(403);
    // admin activated org-sunrise above: a foreign organisation is one the caller is not in.
    expect((await call('PUT', '/organizations/org-blueriver', await t.login('manager@facilityops.test'), { name: 'Mine' })).statusCode).toBe(404);
  });
});
