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
  // Issue 13: lengths, characters and real dates, field by field (shared-contracts' building blocks).
  ...fieldRows(),
  // Issue 13 point 2 (h/auth): issuing join codes and activation keys, and using them. Wrong codes
  // count against the user (5) and the address (10 a minute per route): spread over fixer and manager.
  { name: 'issue a join code without a role', method: 'POST', url: '/organizations/org-acme/joinCodes', who: 'admin', headers: json, payload: '{}', status: 400, message: /role/ },
  { name: 'issue a join code with a number as role', method: 'POST', url: '/organizations/org-acme/joinCodes', who: 'admin', headers: json, payload: JSON.stringify({ role: 7 }), status: 400 },
  { name: 'issue a join code with a 201-character role', method: 'POST', url: '/organizations/org-acme/joinCodes', who: 'admin', headers: json, payload: JSON.stringify({ role: 'r'.repeat(201) }), status: 400, message: /role/ },
  { name: 'issue a join code with a line break in the role', method: 'POST', url: '/organizations/org-acme/joinCodes', who: 'admin', headers: json, payload: JSON.stringify({ role: 'reporter-internal\nmanager' }), status: 400 },
  { name: 'issue a join code for the organization-admin role', method: 'POST', url: '/organizations/org-acme/joinCodes', who: 'admin', headers: json, payload: JSON.stringify({ role: 'organization-admin' }), status: 400, message: /administrator/ },
  { name: 'issue a join code for the system-admin role', method: 'POST', url: '/organizations/org-acme/joinCodes', who: 'admin', headers: json, payload: JSON.stringify({ role: 'system-admin' }), status: 400, message: /administrator/ },
  { name: 'issue a join code for an unknown role', method: 'POST', url: '/organizations/org-acme/joinCodes', who: 'admin', headers: json, payload: JSON.stringify({ role: 'overlord' }), status: 400, message: /role/ },
  { name: 'issue a join code with 0 uses', method: 'POST', url: '/organizations/org-acme/joinCodes', who: 'admin', headers: json, payload: JSON.stringify({ role: 'reporter-internal', maxUses: 0 }), status: 400, message: /maxUses/ },
  { name: 'issue a join code with 1.5 uses', method: 'POST', url: '/organizations/org-acme/joinCodes', who: 'admin', headers: json, payload: JSON.stringify({ role: 'reporter-internal', maxUses: 1.5 }), status: 400 },
  { name: 'issue a join code with a million uses', method: 'POST', url: '/organizations/org-acme/joinCodes', who: 'admin', headers: json, payload: JSON.stringify({ role: 'reporter-internal', maxUses: 1e6 }), status: 400 },
  { name: 'issue a join code valid for a year', method: 'POST', url: '/organizations/org-acme/joinCodes', who: 'admin', headers: json, payload: JSON.stringify({ role: 'reporter-internal', expiresInHours: 8760 }), status: 400, message: /expiresInHours/ },
  { name: 'issue a join code that expired an hour ago', method: 'POST', url: '/organizations/org-acme/joinCodes', who: 'admin', headers: json, payload: JSON.stringify({ role: 'reporter-internal', expiresInHours: -1 }), status: 400 },
  { name: 'issue a join code as a reporter', method: 'POST', url: '/organizations/org-acme/joinCodes', headers: json, payload: JSON.stringify({ role: 'reporter-internal' }), status: 403 },
  { name: 'issue a join code as a manager', method: 'POST', url: '/organizations/org-acme/joinCodes', who: 'manager', headers: json, payload: JSON.stringify({ role: 'reporter-internal' }), status: 403 },
  { name: 'issue a join code for an organisation one is not in', method: 'POST', url: '/organizations/org-sunrise/joinCodes', who: 'admin', headers: json, payload: JSON.stringify({ role: 'reporter-internal' }), status: 404 },
  { name: 'issue a join code without a token', method: 'POST', url: '/organizations/org-acme/joinCodes', who: null, headers: json, payload: JSON.stringify({ role: 'reporter-internal' }), status: 401 },
  { name: 'list join codes as a reporter', method: 'GET', url: '/organizations/org-acme/joinCodes', status: 403 },
  { name: 'list join codes of an organisation id with a NUL', method: 'GET', url: '/organizations/org%00/joinCodes', who: 'admin', status: 400 },
  { name: 'revoke an unknown join code', method: 'DELETE', url: '/organizations/org-acme/joinCodes/jc-nope', who: 'admin', status: 404 },
  { name: 'revoke a join code whose id has a NUL', method: 'DELETE', url: '/organizations/org-acme/joinCodes/jc%00', who: 'admin', status: 400 },
  { name: 'revoke a join code as a fixer', method: 'DELETE', url: '/organizations/org-acme/joinCodes/jc-nope', who: 'fixer', status: 403 },
  { name: 'issue an activation key as an organisation admin', method: 'POST', url: '/organizations/org-sunrise/activationKeys', who: 'admin', headers: json, payload: JSON.stringify({ email: 'admin@facilityops.test' }), status: 403 },
  { name: 'issue an activation key as a reporter', method: 'POST', url: '/organizations/org-sunrise/activationKeys', headers: json, payload: JSON.stringify({ email: 'reporter@facilityops.test' }), status: 403 },
  { name: 'revoke an activation key as an organisation admin', method: 'DELETE', url: '/organizations/org-sunrise/activationKeys/ak-nope', who: 'admin', status: 403 },
  { name: 'join with an empty code', method: 'POST', url: '/users/organizations/join', who: 'fixer', headers: json, payload: JSON.stringify({ joinCode: '' }), status: 400 },
  { name: 'join with a number as code', method: 'POST', url: '/users/organizations/join', who: 'fixer', headers: json, payload: JSON.stringify({ joinCode: 12345 }), status: 400 },
  { name: 'join with an old short code', method: 'POST', url: '/users/organizations/join', who: 'fixer', headers: json, payload: JSON.stringify({ joinCode: 'ACME-REPORTER' }), status: 404 },
  { name: 'activate with the old short key', method: 'POST', url: '/organizations/activate', who: 'manager', headers: json, payload: JSON.stringify({ activationKey: 'SUNRISE-2024' }), status: 404 },
  { name: 'activate with a well-formed key nobody issued', method: 'POST', url: '/organizations/activate', who: 'manager', headers: json, payload: JSON.stringify({ activationKey: '0000-0000-0000-0000-0000-0000-0000-0000' }), status: 404 },
  { name: 'generate facilities with a number as key', method: 'POST', url: '/organizations/org-acme/facilities/generate', who: 'admin', headers: json, payload: JSON.stringify({ activationKey: 42 }), status: 400 },
  // End of issue 13 point 2 (h/auth).
];

function long(n: number): string {
  return 'x'.repeat(n);
}
/** JSON with a lone surrogate escape, which JSON.stringify would not write. */
function lone(json: string): string {
  return json.replace('LONE', '\\ud800');
}

function fieldRows(): Case[] {
  const NUL = '\u0000';
  const body = (payload: unknown) => ({ headers: json, payload: JSON.stringify(payload) });
  const org = '/organizations/org-acme';
  const a = { who: 'admin' } as const;
  return [
    // Reports.
    { name: 'submit with a 201-character localId', method: 'POST', url: '/reports/submit', ...body(report({ localId: long(201) })), status: 400, message: /localId/ },
    { name: 'submit with a NUL in localId', method: 'POST', url: '/reports/submit', ...body(report({ localId: `a${NUL}b` })), status: 400 },
    { name: 'submit with a lone surrogate in the overall note', method: 'POST', url: '/reports/submit', headers: json, payload: lone(JSON.stringify(report({ overall: { description: 'LONE', media: [] } }))), status: 400 },
    { name: 'submit with a 5001-character overall note', method: 'POST', url: '/reports/submit', ...body(report({ overall: { description: long(5001), media: [] } })), status: 400, message: /overall/ },
    { name: 'submit with a 1 MB issue description', method: 'POST', url: '/reports/submit', ...body(report({ issueDetails: [{ parameter: 'par-acme-floor', label: 'Floor', description: long(1024 * 1024), media: [] }] })), status: 400, message: /issueDetails/ },
    { name: 'submit with a 6000-character issue description', method: 'POST', url: '/reports/submit', ...body(report({ issueDetails: [{ parameter: 'par-acme-floor', label: 'Floor', description: long(6000), media: [] }] })), status: 400, message: /issueDetails/ },
    { name: 'submit with a control character in an issue label', method: 'POST', url: '/reports/submit', ...body(report({ issueDetails: [{ parameter: 'par-acme-floor', label: 'Fl\u0007oor', media: [] }] })), status: 400 },
    { name: 'submit with a multi-line date', method: 'POST', url: '/reports/submit', ...body(report({ date: '01 May\n2024' })), status: 400, message: /date/ },
    { name: 'submit made on 31 February', method: 'POST', url: '/reports/submit', ...body(report({ timestamp: '2026-02-31T10:00:00.000Z' })), status: 400, message: /timestamp/ },
    { name: 'submit made in year 0', method: 'POST', url: '/reports/submit', ...body(report({ timestamp: '0000-01-01T00:00:00.000Z' })), status: 400, message: /timestamp/ },
    { name: 'submit made in year 10000', method: 'POST', url: '/reports/submit', ...body(report({ timestamp: '+010000-01-01T00:00:00.000Z' })), status: 400, message: /timestamp/ },
    { name: 'submit made at hour 25', method: 'POST', url: '/reports/submit', ...body(report({ timestamp: '2024-05-01T25:00:00.000Z' })), status: 400 },
    { name: 'submit made in 1970', method: 'POST', url: '/reports/submit', ...body(report({ timestamp: '1970-01-01T00:00:00.000Z' })), status: 422, message: /time/ },
    { name: 'submit with a negative overall image count', method: 'POST', url: '/reports/submit', ...body(report({ overallImgCount: -1 })), status: 400 },
    { name: 'submit with a fractional overall image count', method: 'POST', url: '/reports/submit', ...body(report({ overallImgCount: 1.5 })), status: 400 },
    { name: 'submit with a 201-character facility id', method: 'POST', url: '/reports/submit', ...body(report({ facility: long(201) })), status: 400, message: /facility/ },
    { name: 'submit with a media item without a name', method: 'POST', url: '/reports/submit', ...body(report({ overall: { description: '', media: [{ path: 'x', type: 'image' }] } })), status: 400 },
    { name: 'submit on a shift of another organisation', method: 'POST', url: '/reports/submit', ...body(report({ shift: 'shf-blueriver-now' })), status: 404, message: /No such shift/ },
    { name: 'check-issue with a NUL in the facility', method: 'POST', url: '/issues/check-issue', ...body(report({ facility: `fac${NUL}` })), status: 400 },
    { name: 'remind with a 101-character issue id', method: 'POST', url: '/issues/remind', ...body({ issues: [long(101)] }), status: 400 },
    { name: 'remind with 51 issues', method: 'POST', url: '/issues/remind', ...body({ issues: Array.from({ length: 51 }, (_, i) => `iss-${i}`) }), status: 400 },
    // Ad-hoc requests.
    { name: 'ad-hoc request with a 5001-character description', method: 'POST', url: '/shifts/add/adhoc-request-issue', ...body({ facility: 'fac-acme-01', description: long(5001) }), status: 400, message: /description/ },
    { name: 'ad-hoc request with a NUL in the description', method: 'POST', url: '/shifts/add/adhoc-request-issue', ...body({ facility: 'fac-acme-01', description: `a${NUL}` }), status: 400 },
    { name: 'ad-hoc request with a lone surrogate in a probable issue', method: 'POST', url: '/shifts/add/adhoc-request-issue', headers: json, payload: lone(JSON.stringify({ facility: 'fac-acme-01', probableIssues: ['LONE'] })), status: 400 },
    { name: "ad-hoc request raised again by someone it is not theirs", method: 'POST', url: '/shifts/add/adhoc-request-issue', ...body({ facility: 'fac-acme-13', adHocRequestId: 'adh-acme-5' }), status: 403 },
    { name: 'adhoc-requests for a 201-character reporter', method: 'GET', url: `/shifts/reporter/adhoc-requests?reporterId=${long(201)}`, status: 400 },
    { name: 'shiftReporterDetail for a NUL facility', method: 'GET', url: '/shifts/shiftReporterDetail?facilityId=fac%00', status: 400 },
    // Shifts and users.
    { name: 'shift start with a 1 MB fingerprint', method: 'PUT', url: '/users/shifts/shf-acme-next/start', ...body({ fingerPrint: long(1024 * 1024) }), status: 400 },
    { name: 'shift start with a 6000-character user agent', method: 'PUT', url: '/users/shifts/shf-acme-next/start', ...body({ userAgent: long(6000) }), status: 400 },
    { name: 'a shift id with a NUL', method: 'GET', url: '/shifts/shf%00', status: 400 },
    { name: 'a shift count id with a lone surrogate', method: 'GET', url: '/shifts/count/shf%ED%A0%80', status: 400 },
    { name: 'a 201-character home page', method: 'POST', url: '/users/setHomePage', ...body({ page: `/${long(200)}` }), status: 400 },
    { name: 'a home page with a line break', method: 'POST', url: '/users/setHomePage', ...body({ page: '/home\n/evil' }), status: 400 },
    { name: 'a 201-character first name', method: 'PUT', url: '/users', ...body({ firstName: long(201) }), status: 400, message: /firstName/ },
    { name: 'a 1 MB name', method: 'PUT', url: '/users', ...body({ name: long(1024 * 1024) }), status: 400, message: /name/ },
    { name: 'a name of 300 000 characters', method: 'PUT', url: '/users', ...body({ name: long(300_000) }), status: 400, message: /name/ },
    { name: 'a last name with a NUL', method: 'PUT', url: '/users', ...body({ lastName: `R${NUL}` }), status: 400 },
    { name: 'a first name with a line break', method: 'PUT', url: '/users', ...body({ firstName: 'Rita\nRao' }), status: 400 },
    { name: 'a picture path with a lone surrogate', method: 'POST', url: '/users/update/usr-reporter', headers: json, payload: lone(JSON.stringify({ img: '/uploads/LONE.jpg' })), status: 400 },
    { name: 'a push token of 6000 characters', method: 'POST', url: '/users/register-notification', ...body({ token: long(6000) }), status: 400 },
    { name: 'a push token with a NUL', method: 'POST', url: '/users/register-notification', ...body({ token: `t${NUL}` }), status: 400 },
    { name: 'reportees of a NUL query', method: 'GET', url: '/users/reportees?q=%00', status: 400 },
    // Sign-in.
    { name: 'login with a 255-character email', method: 'POST', url: '/auth/login', who: null, ...body({ email: `${long(250)}@a.co`, password: 'x' }), status: 400 },
    { name: 'login with a 201-character password', method: 'POST', url: '/auth/login', who: null, ...body({ email: 'reporter@facilityops.test', password: long(201) }), status: 400 },
    { name: 'login with a NUL in the password', method: 'POST', url: '/auth/login', who: null, ...body({ email: 'reporter@facilityops.test', password: `demo${NUL}1234` }), status: 400 },
    { name: 'login with a lone surrogate in the email', method: 'POST', url: '/auth/login', who: null, headers: json, payload: lone(JSON.stringify({ email: 'LONE@facilityops.test', password: 'x' })), status: 400 },
    { name: 'reset for a 300-character email', method: 'POST', url: '/auth/reset', who: null, ...body({ email: `${long(300)}@a.co` }), status: 400 },
    { name: 'reset for something that is not an email', method: 'POST', url: '/auth/reset', who: null, ...body({ email: 'nobody' }), status: 400 },
    { name: 'Google sign-in with a 9000-character token', method: 'POST', url: '/auth/login/google', who: null, ...body({ idToken: long(9000) }), status: 400 },
    // Organisation set-up and admin.
    { name: 'an organisation name of 201 characters', method: 'PUT', url: `${org}`, ...a, ...body({ name: long(201) }), status: 400, message: /name/ },
    { name: 'an organisation name with a NUL', method: 'PUT', url: `${org}`, ...a, ...body({ name: `Acme${NUL}` }), status: 400 },
    { name: 'an organisation name with a line break', method: 'PUT', url: `${org}`, ...a, ...body({ name: 'Acme\nEvil' }), status: 400 },
    { name: 'an empty organisation name', method: 'PUT', url: `${org}`, ...a, ...body({ name: '   ' }), status: 400 },
    { name: 'an activation key of 201 characters', method: 'POST', url: '/organizations/activate', ...body({ activationKey: long(201) }), status: 400 },
    { name: 'a join code with a NUL', method: 'POST', url: '/users/organizations/join', ...body({ joinCode: `ACME${NUL}` }), status: 400 },
    { name: 'a location name of 201 characters', method: 'PUT', url: `${org}/locations`, ...a, ...body({ name: long(201) }), status: 400, message: /name/ },
    { name: 'a location address of 5001 characters', method: 'PUT', url: `${org}/locations`, ...a, ...body({ name: 'Annexe', address: long(5001) }), status: 400, message: /address/ },
    { name: 'a location name with a lone surrogate', method: 'PUT', url: `${org}/locations`, ...a, headers: json, payload: lone(JSON.stringify({ name: 'AnnexeLONE' })), status: 400 },
    { name: 'a facility type name of 201 characters', method: 'PUT', url: `${org}/facilityTypes`, ...a, ...body({ name: long(201) }), status: 400, message: /name/ },
    { name: 'a facility type label with a NUL', method: 'PUT', url: `${org}/facilityTypes`, ...a, ...body({ name: 'Lab', label: `L${NUL}` }), status: 400 },
    { name: 'a team name of 201 characters', method: 'PUT', url: `${org}/teams`, ...a, ...body({ name: long(201) }), status: 400, message: /name/ },
    { name: 'a team label with a control character', method: 'PUT', url: `${org}/teams`, ...a, ...body({ name: 'T', label: 'L\u0001' }), status: 400 },
    { name: 'a custom role name of 201 characters', method: 'POST', url: `${org}/customRoles`, ...a, ...body({ name: long(201), permissions: [] }), status: 400, message: /name/ },
    { name: 'a custom role name with a line break', method: 'PUT', url: `${org}/customRoles`, ...a, ...body({ name: 'a\nb', permissions: [] }), status: 400 },
    { name: 'a checklist template name of 201 characters', method: 'PUT', url: `${org}/checklistTemplates`, ...a, ...body({ name: long(201), parameterIds: [] }), status: 400 },
    { name: 'a feedback template name with a NUL', method: 'PUT', url: `${org}/feedbackTemplates`, ...a, ...body({ name: `F${NUL}`, parameterIds: [] }), status: 400 },
    { name: 'delete a location whose id has a NUL', method: 'DELETE', url: `${org}/locations/loc%00`, ...a, status: 400 },
    { name: 'delete a facility type whose id is 1000 characters', method: 'DELETE', url: `${org}/facilityTypes/${long(1000)}`, ...a, status: 414 },
    { name: 'delete a team whose id has a lone surrogate', method: 'DELETE', url: `${org}/teams/t%ED%A0%80`, ...a, status: 400 },
    { name: 'an organisation id with a NUL', method: 'GET', url: '/organizations/org%00', ...a, status: 400 },
    // Statistics and lists: real dates and sane pages only.
    { name: 'statistics from 31 February', method: 'GET', url: `/reports/statistics/time?organization=org-acme&from=2026-02-31`, who: 'manager', status: 400, message: /date/ },
    { name: 'statistics to 29 February of a common year', method: 'GET', url: `/reports/statistics/time?organization=org-acme&to=2023-02-29`, who: 'manager', status: 400 },
    { name: 'statistics from year 0', method: 'GET', url: `/reports/statistics/time?organization=org-acme&from=0000-01-01`, who: 'manager', status: 400 },
    { name: 'reports from 31 February', method: 'GET', url: '/reports/?from=2026-02-31T00:00:00Z', who: 'manager', status: 400 },
    { name: 'reports to year 10000', method: 'GET', url: '/reports/?to=10000-01-01T00:00:00Z', who: 'manager', status: 400 },
    { name: 'reports from a word', method: 'GET', url: '/reports/?from=yesterday', who: 'manager', status: 400 },
    { name: 'a report page of 10^20', method: 'GET', url: '/reports/?page=100000000000000000000', who: 'manager', status: 400 },
    { name: 'a fractional report page', method: 'GET', url: '/reports/?page=1.5', who: 'manager', status: 400 },
    { name: 'a report count since 31 February', method: 'GET', url: '/reports/count?expectedInTime=2026-02-31T00:00:00Z', who: 'manager', status: 400 },
    { name: 'notifications marked read with a NUL id', method: 'PUT', url: '/notifications/read', ...body({ ids: [`n${NUL}`] }), status: 400 },
    { name: 'a notification with a 201-character title', method: 'POST', url: '/notifications', ...a, ...body({ title: long(201), userId: 'usr-reporter' }), status: 400 },
    { name: 'a static file with a NUL', method: 'GET', url: '/static/icons/a%00.svg', who: null, status: 400 },
    { name: 'a QR sheet for a NUL location', method: 'GET', url: '/qr-sheet?location=loc%00', who: 'manager', status: 400 },
    { name: 'an upload name with a lone surrogate', method: 'GET', url: '/uploads/a%ED%A0%80.jpg', who: null, status: 400 },
  ];
}

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
