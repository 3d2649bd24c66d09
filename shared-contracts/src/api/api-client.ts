/**
 * The one HTTP client of every front end: bearer token, JSON or multipart bodies, answers parsed
 * with the zod schema of the call, failures thrown as ApiError. A 401 calls `onUnauthorized`
 * (the shell turns it into 'session/expired'); nothing else here decides about navigation.
 */
// Any zod schema (mini, as shared-contracts' own, or classic): parsed with the standalone function.
import { type ZodType, safeParse } from '../schemas/zod';
import { ApiError, parseRetryAfter } from './api-error';

export interface ApiClientConfig {
  /** Origin (and optional path prefix) of the api, e.g. 'http://localhost:4000'. */
  baseUrl: string;
  getToken: () => string | null;
  onUnauthorized?: (error: ApiError) => void;
  fetch?: typeof fetch;
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface RequestOptions<T> {
  method?: HttpMethod;
  /** Query parameters; undefined values are left out. */
  query?: Record<string, string | number | boolean | undefined>;
  /** JSON body (plain data) or multipart body (FormData). */
  body?: unknown;
  /** Schema the answer must match; without it the answer is returned as `unknown`. */
  schema?: ZodType<T>;
  signal?: AbortSignal;
}

const defaults: ApiClientConfig = { baseUrl: '', getToken: () => null };
let config: ApiClientConfig = defaults;

/** Set by the shell at boot (and by tests). Remotes share this singleton through Module Federation. */
export function configureApi(next: ApiClientConfig): void {
  config = next;
}

export function getApiConfig(): Readonly<ApiClientConfig> {
  return config;
}

export function buildUrl(path: string, query?: RequestOptions<unknown>['query']): string {
  const base = config.baseUrl.replace(/\/$/, '');
  const url = new URL(base + (path.startsWith('/') ? path : `/${path}`), base || 'http://localhost');
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined) url.searchParams.set(key, String(value));
  }
  return base ? url.toString() : url.pathname + url.search;
}

export async function apiRequest<T = unknown>(path: string, options: RequestOptions<T> = {}): Promise<T> {
  const { method = 'GET', query, body, schema, signal } = options;
  const headers: Record<string, string> = { Accept: 'application/json' };
  const token = config.getToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  let payload: BodyInit | undefined;
  if (body instanceof FormData) {
    payload = body;
  } else if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
    payload = JSON.stringify(body);
  }

  const doFetch = config.fetch ?? fetch;
  let response: Response;
  try {
    response = await doFetch(buildUrl(path, query), { method, headers, body: payload, signal });
  } catch (cause) {
    if (signal?.aborted) throw cause;
    throw new ApiError('network', 'Cannot reach the server. Check your connection.', 0, cause);
  }

  let data: unknown;
  try {
    data = await readBody(response);
  } catch (cause) {
    // The connection dropped while the answer was arriving: as good as no answer.
    if (signal?.aborted) throw cause;
    throw new ApiError('network', 'Cannot reach the server. Check your connection.', 0, cause);
  }
  if (!response.ok) {
    const retryAfterMs = parseRetryAfter(response.headers.get('Retry-After'), Date.now());
    const error = ApiError.fromStatus(response.status, messageOf(data) ?? `Request failed (${response.status}).`, data, retryAfterMs);
    if (response.status === 401) config.onUnauthorized?.(error);
    throw error;
  }
  if (!schema) return data as T;
  const parsed = safeParse(schema, data);
  if (!parsed.success) {
    throw new ApiError('bad-answer', 'The server sent an answer this app does not understand.', response.status, parsed.error.issues);
  }
  return parsed.data;
}

/**
 * A file the api sends (PDF, CSV): the same token and typed errors as apiRequest, the answer as a Blob.
 * JSON bodies only; the caller saves or opens the Blob.
 */
export async function apiDownload(path: string, options: Omit<RequestOptions<never>, 'schema'> = {}): Promise<Blob> {
  const { method = 'GET', query, body, signal } = options;
  const headers: Record<string, string> = { Accept: '*/*' };
  const token = config.getToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  let response: Response;
  try {
    response = await (config.fetch ?? fetch)(buildUrl(path, query), { method, headers, body: body === undefined ? undefined : JSON.stringify(body), signal });
  } catch (cause) {
    if (signal?.aborted) throw cause;
    throw new ApiError('network', 'Cannot reach the server. Check your connection.', 0, cause);
  }
  if (!response.ok) {
    const data = await readBody(response).catch(() => null);
    const error = ApiError.fromStatus(response.status, messageOf(data) ?? `Request failed (${response.status}).`, data);
    if (response.status === 401) config.onUnauthorized?.(error);
    throw error;
  }
  return response.blob();
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function messageOf(data: unknown): string | undefined {
  if (data && typeof data === 'object' && 'message' in data && typeof data.message === 'string') return data.message;
  return typeof data === 'string' && data.length < 300 ? data : undefined;
}
