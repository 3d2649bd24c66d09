import { configureApi } from '../api-client';
import { ApiError } from '../api-error';
import { getFacilitiesToReport } from './facilities';
import { login } from './auth';
import { getReporterAdhocRequests } from './adhoc';
import { startShift } from './shifts';
import { uploadMedia } from './uploads';

interface Call {
  url: string;
  init: RequestInit;
}

function fakeFetch(status: number, answer: unknown): { calls: Call[]; fetch: typeof fetch } {
  const calls: Call[] = [];
  const fetchFn = (async (input: RequestInfo | URL, init?: RequestInit) => {
    calls.push({ url: String(input), init: init ?? {} });
    return new Response(JSON.stringify(answer), { status, headers: { 'Content-Type': 'application/json' } });
  }) as typeof fetch;
  return { calls, fetch: fetchFn };
}

const user = { _id: 'u1', id: 'u1', name: 'Rita Reporter', permissions: ['reporting-read'] };

describe('endpoints', () => {
  it('login posts the credentials with userType regular and parses the answer', async () => {
    const fake = fakeFetch(200, { status: true, token: 't', user });
    configureApi({ baseUrl: 'http://api.test', getToken: () => null, fetch: fake.fetch });
    const answer = await login({ email: 'a@b.c', password: 'pw' });
    expect(answer.user.userGroupNames).toEqual([]);
    expect(fake.calls[0]?.url).toBe('http://api.test/auth/login');
    expect(JSON.parse(String(fake.calls[0]?.init.body))).toEqual({ userType: 'regular', email: 'a@b.c', password: 'pw' });
  });

  it('sends the bearer token and applies defaults to facilities', async () => {
    const fake = fakeFetch(200, [{ _id: 'f1', name: 'Block A', timeline: [{ expectedTime: '2024-01-01T00:00:00Z', status: 'todo' }] }]);
    configureApi({ baseUrl: 'http://api.test', getToken: () => 'tok', fetch: fake.fetch });
    const [facility] = await getFacilitiesToReport();
    expect(facility?.active).toBe(true);
    expect(facility?.timeline[0]?.status).toBe('todo');
    expect((fake.calls[0]?.init.headers as Record<string, string>).Authorization).toBe('Bearer tok');
  });

  it('puts the reporter id in the query and the shift id in the path', async () => {
    const fake = fakeFetch(200, []);
    configureApi({ baseUrl: 'http://api.test', getToken: () => 'tok', fetch: fake.fetch });
    await getReporterAdhocRequests('r 1');
    expect(fake.calls[0]?.url).toBe('http://api.test/shifts/reporter/adhoc-requests?reporterId=r+1');
    const shiftFake = fakeFetch(200, { status: true });
    configureApi({ baseUrl: 'http://api.test', getToken: () => 'tok', fetch: shiftFake.fetch });
    await startShift('s1', { fingerPrint: 'fp', userAgent: 'ua' });
    expect(shiftFake.calls[0]?.url).toBe('http://api.test/users/shifts/s1/start');
    expect(shiftFake.calls[0]?.init.method).toBe('PUT');
  });

  it('uploads media as multipart with the field media', async () => {
    const fake = fakeFetch(200, [{ name: 'x.jpg', path: '/uploads/x.jpg', type: 'image/jpeg' }]);
    configureApi({ baseUrl: 'http://api.test', getToken: () => 'tok', fetch: fake.fetch });
    const items = await uploadMedia([{ blob: new Blob(['abc'], { type: 'image/jpeg' }), name: 'x.jpg' }]);
    expect(items[0]?.path).toBe('/uploads/x.jpg');
    const body = fake.calls[0]?.init.body;
    expect(body).toBeInstanceOf(FormData);
    expect((body as FormData).getAll('media')).toHaveLength(1);
  });

  it('turns a 401 into an ApiError with the server message', async () => {
    const fake = fakeFetch(401, { message: 'Wrong email or password.' });
    configureApi({ baseUrl: 'http://api.test', getToken: () => null, fetch: fake.fetch });
    await expect(login({ email: 'a@b.c', password: 'x' })).rejects.toEqual(
      expect.objectContaining({ kind: 'unauthorized', message: 'Wrong email or password.' }),
    );
    await login({ email: 'a@b.c', password: 'x' }).catch((error: unknown) => expect(error).toBeInstanceOf(ApiError));
  });
});
