/**
 * Issue 13, guessing and flooding: join codes and activation keys. They were short, readable,
 * reusable and stored in clear, and any signed-in user with a key became that organisation's
 * administrator (a desk user activated another organisation that way). The per-user limit on
 * wrong codes is abuse-auth.test.ts's; here the per-address limit is lifted so each test can
 * send what it needs, and the per-user limit is 8.
 */
import { eq, sql } from 'drizzle-orm';
import { joinCodes, memberships, organizations } from '../db/schema';
import { bearer, createTestApp, type TestApp } from '../testing/test-app';

let t: TestApp;
/** Signed in first, so nothing later (a pause, a switch) changes whose token is whose. */
const tokens: Record<'admin' | 'sysadmin' | 'manager' | 'fixer' | 'desk' | 'auditor', string> = {
  admin: '',
  sysadmin: '',
  manager: '',
  fixer: '',
  desk: '',
  auditor: '',
};
beforeAll(async () => {
  t = await createTestApp(undefined, { rateLimits: { guessesPerIpPerMinute: 1000, failuresBeforePause: 8 } });
  for (const who of Object.keys(tokens) as (keyof typeof tokens)[]) tokens[who] = await t.login(`${who}@facilityops.test`);
}, 60_000);
afterAll(() => t.close());

const CROCKFORD = /^[0-9A-HJKMNP-TV-Z]{32}$/;

const call = (method: 'GET' | 'POST' | 'DELETE', url: string, token: string, payload?: object, ip = '127.0.0.1') =>
  t.app.inject({ method, url, headers: bearer(token), remoteAddress: ip, ...(payload ? { payload } : {}) });

/** A well-formed code nobody issued. */
const randomCode = () => Array.from({ length: 32 }, () => '0123456789ABCDEFGHJKMNPQRSTVWXYZ'[Math.floor(Math.random() * 32)]).join('');

function expectTooMany(response: Awaited<ReturnType<typeof call>>) {
  expect(response.statusCode).toBe(429);
  expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
  expect(response.json().message).toMatch(/^Too many attempts\. Try again in \d+ (second|minute)s?\.$/);
}

describe('join codes', () => {
  it('no longer accept the old short codes, nor the old activation key', async () => {
    for (const joinCode of ['ACME-REPORTER', 'BLUE-MANAGER', 'blue-manager']) {
      expect((await call('POST', '/users/organizations/join', tokens.fixer, { joinCode }, '10.9.0.1')).statusCode).toBe(404);
    }
    expect((await call('POST', '/organizations/activate', tokens.manager, { activationKey: 'SUNRISE-2024' }, '10.9.0.2')).statusCode).toBe(404);
  });

  it('are issued by an organisation admin with at least 128 random bits, and stored hashed', async () => {
    const codes = new Set<string>();
    for (let i = 0; i < 20; i += 1) {
      const issued = await call('POST', '/organizations/org-blueriver/joinCodes', tokens.admin, { role: 'fixer-internal' });
      expect(issued.statusCode).toBe(200);
      const code = issued.json().code as string;
      expect(code.replace(/-/g, '')).toMatch(CROCKFORD);
      codes.add(code);
    }
    expect(codes.size).toBe(20);
    const stored = JSON.stringify(await t.database.db.select().from(joinCodes));
    for (const code of codes) {
      expect(stored).not.toContain(code);
      expect(stored).not.toContain(code.replace(/-/g, ''));
    }
    // Only with organization-write in that organisation.
    expect((await call('POST', '/organizations/org-acme/joinCodes', tokens.manager, { role: 'reporter-internal' })).statusCode).toBe(403);
    expect((await call('POST', '/organizations/org-sunrise/joinCodes', tokens.admin, { role: 'reporter-internal' })).statusCode).toBe(404);
  });

  it('never name an administrator role', async () => {
    await call('POST', '/organizations/org-acme/customRoles', tokens.admin, { name: 'shadow-admin', permissions: ['homeMenuView-read', 'organization-write'] });
    for (const role of ['organization-admin', 'system-admin', 'shadow-admin', 'no-such-role']) {
      expect((await call('POST', '/organizations/org-acme/joinCodes', tokens.admin, { role })).statusCode).toBe(400);
      expect((await call('POST', '/organizations/org-acme/joinCodes', tokens.sysadmin, { role })).statusCode).toBe(400);
    }
  });

  it('grant only the role they name', async () => {
    const { code } = (await call('POST', '/organizations/org-blueriver/joinCodes', tokens.admin, { role: 'reporter-internal' })).json();
    expect((await call('POST', '/users/organizations/join', tokens.manager, { joinCode: code })).statusCode).toBe(200);
    const [membership] = await t.database.db
      .select()
      .from(memberships)
      .where(eq(memberships.userId, 'usr-manager'))
      .then((rows) => rows.filter((m) => m.organizationId === 'org-blueriver'));
    expect(membership?.role).toBe('reporter-internal');
    expect(membership?.permissions).not.toContain('organization-write');
    expect(membership?.permissions).not.toContain('user-read');
  });

  it('are single-use by default, expire, and can be revoked', async () => {
    const join = (token: string, joinCode: string) => call('POST', '/users/organizations/join', token, { joinCode }, '10.10.0.1');

    const once = (await call('POST', '/organizations/org-blueriver/joinCodes', tokens.admin, { role: 'fixer-internal' })).json();
    expect(once).toMatchObject({ maxUses: 1, uses: 0, role: 'fixer-internal' });
    expect((await join(tokens.fixer, once.code)).statusCode).toBe(200);
    expect((await join(tokens.desk, once.code)).statusCode).toBe(404);

    const expiring = (await call('POST', '/organizations/org-blueriver/joinCodes', tokens.admin, { role: 'fixer-internal', maxUses: 5 })).json();
    await t.database.db
      .update(joinCodes)
      .set({ expiresAt: new Date('2024-05-01T00:00:00Z') })
      .where(eq(joinCodes.id, expiring._id));
    expect((await join(tokens.desk, expiring.code)).statusCode).toBe(404);

    const revoked = (await call('POST', '/organizations/org-blueriver/joinCodes', tokens.admin, { role: 'fixer-internal', maxUses: 5 })).json();
    expect((await call('DELETE', `/organizations/org-blueriver/joinCodes/${revoked._id}`, tokens.admin)).statusCode).toBe(200);
    expect((await join(tokens.desk, revoked.code)).statusCode).toBe(404);
    const listed = (await call('GET', '/organizations/org-blueriver/joinCodes', tokens.admin)).json() as { _id: string; revoked: boolean; code?: string }[];
    expect(listed.find((c) => c._id === revoked._id)?.revoked).toBe(true);
    expect(listed.every((c) => c.code === undefined)).toBe(true);
  });

  it('cannot be guessed: wrong codes are limited per user, across addresses', async () => {
    for (let i = 0; i < 8; i += 1) {
      expect((await call('POST', '/users/organizations/join', tokens.auditor, { joinCode: randomCode() }, `10.11.${i}.1`)).statusCode).toBe(404);
    }
    const { code } = (await call('POST', '/organizations/org-blueriver/joinCodes', tokens.admin, { role: 'fixer-internal' })).json();
    expectTooMany(await call('POST', '/users/organizations/join', tokens.auditor, { joinCode: code }, '10.11.9.1'));
  });
});

describe('activation keys', () => {
  it('a desk user cannot activate another organisation, with a guessed, old or stolen key', async () => {
    const sunrise = async () => (await t.database.db.select().from(organizations).where(eq(organizations.id, 'org-sunrise')))[0];
    expect((await call('POST', '/organizations/activate', tokens.desk, { activationKey: 'SUNRISE-2024' }, '10.12.0.1')).statusCode).toBe(404);
    expect((await call('POST', '/organizations/activate', tokens.desk, { activationKey: randomCode() }, '10.12.0.1')).statusCode).toBe(404);
    // The seed's key names admin@facilityops.test: in anyone else's hands it activates nothing.
    const stolen = await call('POST', '/organizations/activate', tokens.desk, { activationKey: t.demo.activationKeys.sunrise }, '10.12.0.1');
    expect(stolen.statusCode).toBe(403);
    expect((await sunrise())?.setup?.activated).toBe(false);
    const deskMemberships = await t.database.db.select().from(memberships).where(eq(memberships.userId, 'usr-desk'));
    expect(deskMemberships.map((m) => m.organizationId)).toEqual(['org-acme']);
  });

  it('are issued by system administrators only, for one email, single-use, at least 128 bits', async () => {
    expect((await call('POST', '/organizations/org-sunrise/activationKeys', tokens.admin, { email: 'admin@facilityops.test' })).statusCode).toBe(403);
    const issued = await call('POST', '/organizations/org-sunrise/activationKeys', tokens.sysadmin, { email: 'fixer@facilityops.test' });
    expect(issued.statusCode).toBe(200);
    const { activationKey } = issued.json() as { activationKey: string };
    expect(activationKey.replace(/-/g, '')).toMatch(CROCKFORD);
    expect(JSON.stringify(await t.database.db.execute(sql`SELECT * FROM activation_keys`))).not.toContain(activationKey.replace(/-/g, ''));

    const activated = await call('POST', '/organizations/activate', tokens.fixer, { activationKey }, '10.13.0.1');
    expect(activated.statusCode).toBe(200);
    expect(activated.json().setup.progress).toBe(0.25);
    // Spent: it does nothing a second time, even for the account it named.
    expect((await call('POST', '/organizations/activate', tokens.fixer, { activationKey }, '10.13.0.1')).statusCode).toBe(404);
    // The demo key for the same organisation is no longer any use either.
    const late = await call('POST', '/organizations/activate', tokens.admin, { activationKey: t.demo.activationKeys.sunrise }, '10.13.0.2');
    expect(late.statusCode).toBe(409);
  });

  it('cannot be guessed: wrong keys are limited per user', async () => {
    // The auditor's failures already count from the join-code test: codes and keys share one budget.
    const answers = [];
    for (let i = 0; i < 2; i += 1)
      answers.push((await call('POST', '/organizations/activate', tokens.auditor, { activationKey: randomCode() }, `10.14.${i}.1`)).statusCode);
    expect(answers.at(-1)).toBe(429);
  });
});
