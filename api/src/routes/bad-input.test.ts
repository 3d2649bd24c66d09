/**
 * Issue 3 "Bad input": a table of malformed, mistyped, incomplete, unknown, foreign, oversize,
 * wrongly typed and unauthenticated requests. Each must answer a 4xx with a message, never a 500,
 * and leave every stored row and uploaded file as it was.
 */
import { SignJWT } from 'jose';
import { TokenService } from '../auth/tokens';
import { databaseDigest } from '../testing/db-digest';
import { bearer, createTestApp, TEST_SECRET, type TestApp } from '../testing/test-app';

let t: TestApp;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  t = await createTestApp();
  for (const who of ['reporter', 'manager', 'admin', 'fixer']) tokens[who] = await t.login(`${who}@facilityops.test`);
  const now = Math.floor(Date.now() / 1000);
  const sign = (secret: string, claims: Record<string, unknown>, subject = 'usr-reporter') =>
    new SignJWT(claims).setProtectedHeader({ alg: 'HS256' }).setSubject(subject).setJti('jti-bad').setIssuedAt(now).setExpirationTime(now + 3600).sign(new TextEncoder().encode(secret));
  tokens.expired = await new TokenService(TEST_SECRET, -60).issue('usr-reporter', 'org-acme');
  tokens.forged = await sign('another-secret-that-is-long-enough-0123456789abcdef', { org: 'org-acme' });
  tokens.foreignOrg = await sign(TEST_SECRET, { org: 'org-blueriver' });
  tokens.noOrg = await sign(TEST_SECRET, {});
  tokens.unknownUser = await sign(TEST_SECRET, { org: 'org-acme' }, 'usr-nobody');
  const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  tokens.algNone = `${b64({ alg: 'none', typ: 'JWT' })}.${b64({ sub: 'usr-admin', org: 'org-acme', jti: 'x', exp: now + 3600 })}.`;
}, 60_000);
afterAll(() => t.close());

const json = { 'content-type': 'application/json' };
const report = (overrides: Record<string, unknown> = {}) => ({
  localId: 'bad-input-local', date: '01 May 2024', time: '10:00 AM', facility: 'fac-acme-01', ...overrides,
});

interface Case {
  name: string;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string;
  who?: string | null;
  headers?: Record<string, string>;
  payload?: string | Buffer;
  status: number;
  message?: RegExp;
}

const cases: Case[] = [
  // Malformed and wrongly typed bodies.
  { name: 'malformed JSON to login', method: 'POST', url: '/auth/login', who: null, headers: json, payload: '{"email":', status: 400, message: /Malformed JSON/ },
  { name: 'malformed JSON to submit', method: 'POST', url: '/reports/submit', headers: json, payload: '{"localId": "x",', status: 400, message: /Malformed JSON/ },
  { name: 'JSON null to submit', method: 'POST', url: '/reports/submit', headers: json, payload: 'null', status: 400 },
  { name: 'a JSON array to submit', method: 'POST', url: '/reports/submit', headers: json, payload: '[]', status: 400 },
  { name: 'a JSON string to check-issue', method: 'POST', url: '/issues/check-issue', headers: json, payload: '"report"', status: 400 },
  { name: 'a prototype-poisoning body', method: 'POST', url: '/reports/submit', headers: json, payload: '{"__proto__": {"admin": true}, "localId": "p"}', status: 400 },
  { name: 'submit without facility', method: 'POST', url: '/reports/submit', headers: json, payload: JSON.stringify({ localId: 'a', date: 'd', time: 't' }), status: 400, message: /facility/ },
  { name: 'submit without localId', method: 'POST', url: '/reports/submit', headers: json, payload: JSON.stringify(report({ localId: undefined })), status: 400, message: /localId/ },
  { name: 'submit with issueDetails as a string', method: 'POST', url: '/reports/submit', headers: json, payload: JSON.stringify(report({ issueDetails: 'bad' })), status: 400, message: /issueDetails/ },
  { name: 'submit with a number as facility', method: 'POST', url: '/reports/submit', headers: json, payload: JSON.stringify(report({ facility: 7 })), status: 400 },
  { name: 'submit with an unknown reportingType', method: 'POST', url: '/reports/submit', headers: json, payload: JSON.stringify(report({ reportingType: 'whenever' })), status: 400 },
  { name: 'submit with a bad urgency', method: 'POST', url: '/reports/submit', headers: json, payload: JSON.stringify(report({ issueDetails: [{ parameter: 'par-acme-floor', label: 'Floor', urgencyLevel: 'extreme' }] })), status: 400 },
  { name: 'login with a number as email', method: 'POST', url: '/auth/login', who: null, headers: json, payload: JSON.stringify({ email: 42, password: 'x' }), status: 400 },
  { name: 'login without password', method: 'POST', url: '/auth/login', who: null, headers: json, payload: JSON.stringify({ email: 'reporter@facilityops.test' }), status: 400 },
  { name: 'shift start with a number as fingerPrint', method: 'PUT', url: '/users/shifts/shf-acme-next/start', headers: json, payload: JSON.stringify({ fingerPrint: 12 }), status: 400 },
  { name: 'setHomePage with a list', method: 'POST', url: '/users/setHomePage', headers: json, payload: JSON.stringify({ page: ['/home'] }), status: 400 },
  { name: 'logout with a number as push token', method: 'POST', url: '/auth/logout', headers: json, payload: JSON.stringify({ token: 5 }), status: 400 },
  { name: 'ad-hoc request without facility', method: 'POST', url: '/shifts/add/adhoc-request-issue', headers: json, payload: JSON.stringify({ issueDetails: [] }), status: 400 },
  { name: 'ad-hoc request with status checked', method: 'POST', url: '/shifts/add/adhoc-request-issue', headers: json, payload: JSON.stringify({ facility: 'fac-acme-01', status: 'checked' }), status: 400 },
  { name: 'adhoc-requests with two reporterIds', method: 'GET', url: '/shifts/reporter/adhoc-requests?reporterId=usr-reporter&reporterId=usr-desk', status: 400 },
  { name: 'shiftReporterDetail without facilityId', method: 'GET', url: '/shifts/shiftReporterDetail', status: 400 },
  { name: 'a 1000-character shift id', method: 'GET', url: `/shifts/${'x'.repeat(1000)}`, status: 414 },
  // Unknown and foreign ids.
  { name: 'submit for an unknown facility', method: 'POST', url: '/reports/submit', headers: json, payload: JSON.stringify(report({ facility: 'fac-nope' })), status: 404, message: /No such facility/ },
  { name: "submit for another organisation's facility", method: 'POST', url: '/reports/submit', headers: json, payload: JSON.stringify(report({ facility: 'fac-blue-01' })), status: 404, message: /No such facility/ },
  { name: 'start an unknown shift', method: 'PUT', url: '/users/shifts/shf-nope/start', headers: json, payload: '{}', status: 404 },
  { name: "start another organisation's shift", method: 'PUT', url: '/users/shifts/shf-blueriver-now/start', headers: json, payload: '{}', status: 404 },
  { name: 'end an unknown shift', method: 'PUT', url: '/users/shifts/shf-nope/end', headers: json, payload: '{}', status: 404 },
  { name: 'count of an unknown shift', method: 'GET', url: '/shifts/count/shf-nope', status: 404 },
  { name: "another organisation's shift", method: 'GET', url: '/shifts/shf-blueriver-now', who: 'manager', status: 404 },
  { name: "facilitiesToReport of another organisation's shift", method: 'GET', url: '/facilities/facilitiesToReport/shf-blueriver-now', status: 404 },
  { name: "shiftReporterDetail of another organisation's facility", method: 'GET', url: '/shifts/shiftReporterDetail?facilityId=fac-blue-01', status: 404, message: /No such facility/ },
  { name: "ad-hoc request for another organisation's facility", method: 'POST', url: '/shifts/add/adhoc-request-issue', headers: json, payload: JSON.stringify({ facility: 'fac-blue-01' }), status: 404 },
  { name: 'ad-hoc request raised again with an unknown id', method: 'POST', url: '/shifts/add/adhoc-request-issue', headers: json, payload: JSON.stringify({ facility: 'fac-acme-01', adHocRequestId: 'adh-nope' }), status: 404 },
  { name: 'ad-hoc request naming a foreign reporter', method: 'POST', url: '/shifts/add/adhoc-request-issue', headers: json, payload: JSON.stringify({ facility: 'fac-acme-01', reporter: 'usr-nobody' }), status: 404 },
  { name: "another organisation's details", method: 'GET', url: '/organizations/org-blueriver', who: 'manager', status: 404 },
  { name: 'delete an unknown upload', method: 'DELETE', url: '/uploads/0123456789abcdef01234567.jpg', status: 404 },
  { name: 'delete a path-traversal name', method: 'DELETE', url: '/uploads/..%2F..%2Fetc%2Fpasswd', status: 404 },
  { name: 'read a path-traversal upload', method: 'GET', url: '/uploads/..%2Fpglite%2FPG_VERSION', who: null, status: 404 },
  { name: 'an unknown call', method: 'GET', url: '/no/such/call', status: 404, message: /No such call/ },
  // Oversize bodies and wrong content types.
  { name: 'a 3 MB JSON body', method: 'POST', url: '/reports/submit', headers: json, payload: JSON.stringify(report({ overall: { description: 'x'.repeat(3 * 1024 * 1024), media: [] } })), status: 413 },
  { name: 'a form-encoded login', method: 'POST', url: '/auth/login', who: null, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'email=a&password=b', status: 415 },
  { name: 'an XML submit', method: 'POST', url: '/reports/submit', headers: { 'content-type': 'application/xml' }, payload: '<report/>', status: 415 },
  { name: 'a JSON upload', method: 'POST', url: '/uploads', headers: json, payload: '{"media": "x"}', status: 415 },
  { name: 'a text upload in multipart', method: 'POST', url: '/uploads', headers: { 'content-type': 'multipart/form-data; boundary=b' }, payload: '--b\r\nContent-Disposition: form-data; name="media"; filename="a.jpg"\r\nContent-Type: image/jpeg\r\n\r\nnot really a jpeg\r\n--b--\r\n', status: 415 },
  { name: 'a broken multipart body', method: 'POST', url: '/uploads', headers: { 'content-type': 'multipart/form-data; boundary=b' }, payload: '--b\r\nContent-Disposition: form-data; name="media"; filename="a.jpg"\r\n\r\n\xff\xd8\xff', status: 400, message: /multipart/ },
  // Organisation calls.
  { name: 'malformed JSON to PUT organisation', method: 'PUT', url: '/organizations/org-acme', who: 'admin', headers: json, payload: '{"name": ', status: 400, message: /Malformed JSON/ },
  { name: 'an organisation name of the wrong type', method: 'PUT', url: '/organizations/org-acme', who: 'admin', headers: json, payload: JSON.stringify({ name: 7 }), status: 400 },
  { name: "PUT another organisation's details", method: 'PUT', url: '/organizations/org-blueriver', who: 'manager', headers: json, payload: JSON.stringify({ name: 'Mine' }), status: 404 },
  { name: 'switch into an organisation one is not in', method: 'POST', url: '/users/organizations/switch?organization=org-sunrise', who: 'admin', headers: json, payload: '{}', status: 404 },
  { name: 'switch by a user who is not switchable', method: 'POST', url: '/users/organizations/switch?organization=org-blueriver', who: 'manager', headers: json, payload: '{}', status: 403 },
  { name: 'activate with a number as key', method: 'POST', url: '/organizations/activate', headers: json, payload: JSON.stringify({ activationKey: 123 }), status: 400 },
  { name: 'activate with an unknown key', method: 'POST', url: '/organizations/activate', headers: json, payload: JSON.stringify({ activationKey: 'NOPE' }), status: 404 },
  { name: 'configure before the templates', method: 'POST', url: '/organizations/org-blueriver/configure', who: 'admin', headers: json, payload: '{}', status: 409 },
  { name: 'join with an unknown code', method: 'POST', url: '/users/organizations/join', headers: json, payload: JSON.stringify({ joinCode: 'NOPE' }), status: 404 },
  { name: 'a team whose parameters are a string', method: 'PUT', url: '/organizations/org-acme/teams', who: 'manager', headers: json, payload: JSON.stringify({ name: 'T', defaultParameters: 'par-acme-floor' }), status: 400 },
  { name: "a team with another organisation's parameter", method: 'PUT', url: '/organizations/org-acme/teams', who: 'manager', headers: json, payload: JSON.stringify({ name: 'T', defaultParameters: ['par-blue-floor'] }), status: 404 },
  { name: 'a plain-text location', method: 'PUT', url: '/organizations/org-acme/locations', who: 'admin', headers: { 'content-type': 'text/plain' }, payload: 'Annexe', status: 415 },
  { name: "delete another organisation's location", method: 'DELETE', url: '/organizations/org-acme/locations/loc-blue-1', who: 'admin', status: 404 },
  { name: 'delete a location that has facilities', method: 'DELETE', url: '/organizations/org-acme/locations/loc-acme-1', who: 'admin', status: 409 },
  { name: 'a role with an unknown permission', method: 'POST', url: '/organizations/org-acme/customRoles', who: 'admin', headers: json, payload: JSON.stringify({ name: 'r', permissions: ['everything'] }), status: 400 },
  { name: 'statistics from month 13', method: 'GET', url: '/reports/statistics/time?organization=org-acme&from=2024-13-45', who: 'manager', status: 400 },
  { name: "another organisation's feedbacks", method: 'GET', url: '/feedbacks?organization=org-blueriver', who: 'manager', status: 404 },
  { name: 'a report page of -1', method: 'GET', url: '/reports/?page=-1', who: 'manager', status: 400 },
  { name: 'a picture that is a number', method: 'POST', url: '/users/update/usr-reporter', headers: json, payload: JSON.stringify({ img: 5 }), status: 400 },
  { name: 'a picture that was never uploaded', method: 'POST', url: '/users/update/usr-reporter', headers: json, payload: JSON.stringify({ img: '/uploads/0123456789abcdef01234567.jpg' }), status: 400 },
  { name: 'an empty push token', method: 'POST', url: '/users/register-notification', headers: json, payload: JSON.stringify({ token: '' }), status: 400 },
  { name: 'Google sign-in without idToken', method: 'POST', url: '/auth/login/google', who: null, headers: json, payload: '{}', status: 400 },
  { name: 'a QR sheet for a foreign location', method: 'GET', url: '/qr-sheet?location=loc-blue-1', who: 'manager', status: 404 },
  // Missing, expired, forged and otherwise bad tokens.
  { name: 'no token', method: 'GET', url: '/users/profile', who: null, status: 401, message: /Authentication required/ },
  { name: 'a Basic header', method: 'GET', url: '/users/profile', who: null, headers: { authorization: 'Basic cmVwb3J0ZXI6ZGVtbzEyMzQ=' }, status: 401 },
  { name: 'a bearer that is not a JWT', method: 'GET', url: '/users/profile', who: null, headers: { authorization: 'Bearer not-a-jwt' }, status: 401, message: /Invalid token/ },
  { name: 'an expired token', method: 'GET', url: '/users/profile', who: 'expired', status: 401, message: /Session expired/ },
  { name: 'an expired token on submit', method: 'POST', url: '/reports/submit', who: 'expired', headers: json, payload: JSON.stringify(report()), status: 401 },
  { name: 'a token signed with another secret', method: 'GET', url: '/users/profile', who: 'forged', status: 401, message: /Invalid token/ },
  { name: 'an unsigned (alg none) token', method: 'GET', url: '/users/profile', who: 'algNone', status: 401, message: /Invalid token/ },
  { name: 'a token without organisation', method: 'GET', url: '/users/profile', who: 'noOrg', status: 401 },
  { name: 'a token for an organisation the user is not in', method: 'GET', url: '/users/profile', who: 'foreignOrg', status: 401 },
  { name: 'a token for an unknown user', method: 'GET', url: '/users/profile', who: 'unknownUser', status: 401 },
  { name: 'a forged token on submit', method: 'POST', url: '/reports/submit', who: 'forged', headers: json, payload: JSON.stringify(report()), status: 401 },
  // Missing permissions.
  { name: 'a fixer submitting a report', method: 'POST', url: '/reports/submit', who: 'fixer', headers: json, payload: JSON.stringify(report()), status: 403, message: /Not enough permissions/ },
  { name: 'a fixer starting a shift', method: 'PUT', url: '/users/shifts/shf-acme-next/start', who: 'fixer', headers: json, payload: '{}', status: 403 },
];

describe('bad input: a 4xx with a message, never a 500, nothing stored', () => {
  it.each(cases.map((c) => [c.name, c] as const))('%s', async (_, c) => {
    const before = await databaseDigest(t.database, t.uploadsDir);
    const who = c.who === undefined ? 'reporter' : c.who;
    const headers = { ...(who ? bearer(tokens[who] ?? '') : {}), ...c.headers };
    const response = await t.app.inject({ method: c.method, url: c.url, headers, ...(c.payload !== undefined ? { payload: c.payload } : {}) });
    expect({ status: response.statusCode, body: response.body.slice(0, 300) }).toEqual({ status: c.status, body: expect.any(String) });
    const body = response.json();
    expect(typeof body.message).toBe('string');
    expect(body.message.length).toBeGreaterThan(3);
    if (c.message) expect(body.message).toMatch(c.message);
    expect(await databaseDigest(t.database, t.uploadsDir)).toEqual(before);
  });
});
