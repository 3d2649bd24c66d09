/** Points the shared api client at a fake server answering 'METHOD /path' keys, one answer per call. */
import { configureApi } from '../api/api-client';

export interface FakeAnswer {
  status?: number;
  body: unknown;
}

export interface FakeApi {
  fetch: jest.Mock<Promise<Response>, [RequestInfo | URL, RequestInit?]>;
  /** Each call to `METHOD /path` takes the next answer; the last one repeats. */
  answer: (route: string, ...answers: FakeAnswer[]) => void;
}

export function fakeApi(): FakeApi {
  const answers = new Map<string, FakeAnswer[]>();
  const fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const route = `${init?.method ?? 'GET'} ${url.pathname}`;
    const queue = answers.get(route);
    const next = queue && (queue.length > 1 ? queue.shift() : queue[0]);
    if (!next) throw new Error(`The fake api has no answer for ${route}`);
    const { status = 200, body } = next;
    return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  });
  configureApi({ baseUrl: 'http://api.test', getToken: () => 't', fetch });
  return { fetch, answer: (route, ...list) => answers.set(route, list) };
}

/** The url and headers of the n-th request. */
export function requestOf(api: FakeApi, index = 0): { url: URL; headers: Record<string, string> } {
  const [input, init] = api.fetch.mock.calls[index] ?? [];
  if (input === undefined) throw new Error(`No request #${index}`);
  return { url: new URL(String(input)), headers: (init?.headers ?? {}) as Record<string, string> };
}
