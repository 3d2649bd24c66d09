/**
 * Issue 13, bad input: every route the server registers, tried with values no person types (a NUL
 * byte, half of a surrogate pair, a 1 MB string, impossible and out-of-range dates, huge and
 * negative numbers) in its path, its query and its body, as an organisation admin (who passes
 * every permission check) and as a reporter. Never a 5xx; what is refused changes nothing.
 */
import { databaseDigest } from '../testing/db-digest';
import { bearer, createTestApp, type TestApp } from '../testing/test-app';

let t: TestApp;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  t = await createTestApp();
  for (const who of ['admin', 'reporter']) tokens[who] = await t.login(`${who}@facilityops.test`);
}, 60_000);
afterAll(() => t.close());

/** Fills `:param` segments with `value`, URL-encoded unless `raw` (a percent-encoding already). */
const withParams = (url: string, value: string, raw = false) => {
  const filled = raw ? value : encodeURIComponent(value);
  return url.replace(/:[A-Za-z_]+\??/g, filled).replace(/\*$/, filled);
};

interface Attempt {
  name: string;
  url: (route: string) => string;
  /** Raw JSON, so lone surrogates reach the server as `\ud800` escapes. */
  body?: string;
  /** Whether the request must be refused (4xx) and change nothing; otherwise only "no 5xx". */
  refused: boolean;
}

const NUL = '\u0000';
const MB = 'x'.repeat(1024 * 1024);

const attempts: Attempt[] = [
  { name: 'a NUL byte in the path', url: (route) => withParams(route, `fac${NUL}01`), refused: true },
  // A lone surrogate cannot be UTF-8: its would-be bytes (ED A0 80) are what a hostile client sends.
  { name: 'a lone surrogate in the path', url: (route) => withParams(route, 'fac%ED%A0%8001', true), refused: true },
  { name: 'a NUL byte in the query', url: (route) => `${withParams(route, 'fac-acme-01')}?organization=org-acme%00&from=2024-05-01`, refused: true },
  { name: 'a lone surrogate in the query', url: (route) => `${withParams(route, 'fac-acme-01')}?organization=%ED%A0%80`, refused: false },
  {
    name: 'a NUL byte in a JSON body',
    url: (route) => withParams(route, 'fac-acme-01'),
    body: JSON.stringify({ name: `a${NUL}b`, facility: `fac${NUL}`, email: `a${NUL}@b.c`, localId: NUL }),
    refused: true,
  },
  {
    name: 'a lone surrogate in a JSON body',
    url: (route) => withParams(route, 'fac-acme-01'),
    body: '{"name":"a\\ud800b","description":"\\udc00","facility":"fac-acme-01","localId":"x\\ud800"}',
    refused: true,
  },
  { name: 'a lone surrogate as a JSON key', url: (route) => withParams(route, 'fac-acme-01'), body: '{"\\ud800":"x"}', refused: true },
  { name: 'a 1 MB id in the path', url: (route) => withParams(route, 'x'.repeat(5000)), refused: false },
  {
    name: 'impossible and out-of-range dates in the query',
    url: (route) => `${withParams(route, 'fac-acme-01')}?from=2026-02-31&to=10000-01-01&expectedInTime=0000-00-00T00:00:00Z&date=2026-02-31`,
    refused: false,
  },
  {
    name: 'huge, negative and fractional numbers in the query',
    url: (route) => `${withParams(route, 'fac-acme-01')}?page=99999999999999999999&limit=-1&pageSize=1.5&days=NaN`,
    refused: false,
  },
  {
    name: 'a 1 MB name and description, impossible dates and huge numbers in a JSON body',
    url: (route) => withParams(route, 'fac-acme-01'),
    body: JSON.stringify({
      name: MB.slice(0, 300_000),
      firstName: MB.slice(0, 300_000),
      description: MB.slice(0, 300_000),
      facility: 'fac-acme-01',
      localId: 'gen-1',
      date: '31 Feb 2026',
      time: '25:61 PM',
      timestamp: '2026-02-31T10:00:00Z',
      expectedInTime: '0000-01-01T00:00:00Z',
      interval: 1e308,
      quantity: -1,
      overallImgCount: 2 ** 53,
    }),
    refused: false,
  },
];

const methodsWithBody = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

describe('every route × every hostile value: never a 5xx', () => {
  it('the app registers the routes this test walks', () => {
    expect(t.app.routeList.length).toBeGreaterThan(60);
  });

  for (const attempt of attempts) {
    for (const who of ['admin', 'reporter']) {
      it(`${attempt.name}, as ${who}`, async () => {
        const failures: string[] = [];
        // A refused request changes nothing, so the digest taken after one request is the digest
        // before the next (nothing runs in between): one digest per request instead of two.
        let before = attempt.refused ? await databaseDigest(t.database, t.uploadsDir) : null;
        for (const route of t.app.routeList) {
          if (route.method === 'OPTIONS') continue;
          if (attempt.body !== undefined && !methodsWithBody.has(route.method)) continue;
          if (attempt.body === undefined && attempt.name.includes('path') && !route.url.includes(':')) continue;
          // Signing out would end the session the rest of the table uses.
          if (route.url === '/auth/logout' && !attempt.refused) continue;
          const response = await t.app.inject({
            method: route.method as 'GET',
            url: attempt.url(route.url),
            headers: { ...bearer(tokens[who] ?? ''), ...(attempt.body !== undefined ? { 'content-type': 'application/json' } : {}) },
            ...(attempt.body !== undefined ? { payload: attempt.body } : {}),
          });
          const label = `${route.method} ${route.url} → ${response.statusCode} ${response.body.slice(0, 120)}`;
          const after = attempt.refused ? await databaseDigest(t.database, t.uploadsDir) : null;
          if (response.statusCode >= 500) failures.push(label);
          else if (attempt.refused && (response.statusCode < 400 || JSON.stringify(after) !== JSON.stringify(before))) {
            failures.push(`accepted or changed data: ${label}`);
          }
          before = after;
        }
        expect(failures).toEqual([]);
      }, 120_000);
    }
  }
});
