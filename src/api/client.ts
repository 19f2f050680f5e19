import { fromApi, toApi } from './case';
import { ApiError } from './errors';
import { isRecord, shapedList } from './shape';

export const DEFAULT_TIMEOUT_MS = 15_000;

export type Query = Record<string, string | number | boolean | null | undefined | Array<string | number>>;

export interface RequestOptions {
  query?: Query;
  body?: unknown;
  signal?: AbortSignal;
  timeoutMs?: number;
  /** Send cookies cross-origin (needed only by the refresh-cookie endpoint). */
  withCredentials?: boolean;
  /** Set false for calls that must not trigger a token renewal on 401 (login, the renewal itself). */
  retryOn401?: boolean;
  /** Skip the bearer header (public endpoints such as /info). */
  anonymous?: boolean;
  /** A multipart body (uploads); sent as is, the browser sets its content type. */
  form?: FormData;
  /** Answer the raw bytes instead of JSON (downloads). */
  blob?: boolean;
}

export interface ApiResponse<T> {
  data: T;
  headers: Headers;
  status: number;
}

export interface Page<T> {
  items: T[];
  totalPages: number;
  resultCount: number;
}

export interface ClientConfig {
  baseUrl: () => string | null;
  token: () => string | null;
  /**
   * Asked once after a 401: returns a fresh token, or null when the session cannot be cured (the request then
   * fails as `session-ended`); throws when renewal could not be tried (offline), which the request reports.
   * `staleToken`: the token the refused request carried (another path may have renewed it meanwhile).
   */
  renewToken?: (staleToken: string | null) => Promise<string | null>;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

/** Reads the max-permission header under both names servers have used (0.24: x-max-right). */
export function readMaxPermission(headers: Headers): number | null {
  const raw = headers.get('x-max-permission') ?? headers.get('x-max-right');
  if (raw === null || raw.trim() === '') return null;
  const value = Number(raw);
  return Number.isFinite(value) ? value : null;
}

function readIntHeader(headers: Headers, name: string, fallback: number): number {
  const value = Number(headers.get(name));
  return headers.has(name) && Number.isFinite(value) ? value : fallback;
}

export function buildUrl(base: string, path: string, query?: Query): string {
  const url = new URL(base.replace(/\/+$/, '') + (path.startsWith('/') ? path : `/${path}`));
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) value.forEach((v) => url.searchParams.append(`${key}[]`, String(v)));
    else url.searchParams.set(key, String(value));
  }
  return url.toString();
}

async function parseBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text.trim() === '') return null;
  const type = response.headers.get('content-type') ?? '';
  // A proxy or a misconfigured URL often answers 200 with an HTML page: that is not our API.
  if (!type.includes('json')) throw new ApiError({ kind: 'invalid-response', status: response.status });
  try {
    return JSON.parse(text) as unknown;
  } catch (cause) {
    throw new ApiError({ kind: 'invalid-response', status: response.status, cause });
  }
}

function errorFromBody(response: Response, body: unknown): ApiError {
  const record = (body ?? {}) as { code?: unknown; message?: unknown; invalid_fields?: unknown };
  const fields = Array.isArray(record.invalid_fields)
    ? record.invalid_fields.filter((f): f is string => typeof f === 'string')
    : [];
  return new ApiError({
    kind: 'http',
    status: response.status,
    code: typeof record.code === 'number' ? record.code : null,
    serverMessage: typeof record.message === 'string' ? record.message : null,
    invalidFields: fields,
    retryAfter: response.headers.get('retry-after'),
  });
}

interface Sent {
  response: Response;
  /** Reads the body within the same deadline as the request, then ends the deadline. */
  read<T>(body: Promise<T>): Promise<T>;
  /** Ends the deadline of an answer whose body is not read. */
  done(): void;
}

/**
 * One request's time limit, covering the whole answer (headers and body): a body that stalls after the
 * headers times out too. Failures come out as ApiErrors: the caller's abort, the timeout, or the network.
 */
function deadline(ms: number, outer?: AbortSignal) {
  const timeout = new AbortController();
  const timer = setTimeout(() => timeout.abort(), ms);
  const signal = outer ? AbortSignal.any([outer, timeout.signal]) : timeout.signal;
  const fail = (cause: unknown): ApiError => {
    if (cause instanceof ApiError) return cause;
    if (outer?.aborted) return new ApiError({ kind: 'aborted', cause });
    if (timeout.signal.aborted) return new ApiError({ kind: 'timeout', cause });
    return new ApiError({ kind: 'network', cause });
  };
  /** Settles with `work`, or fails as soon as the signal fires even if `work` never notices it. */
  const race = <T>(work: Promise<T>): Promise<T> =>
    new Promise<T>((resolve, reject) => {
      const onAbort = () => reject(fail(signal.reason));
      if (signal.aborted) onAbort();
      signal.addEventListener('abort', onAbort, { once: true });
      work
        .then(resolve, (cause: unknown) => reject(fail(cause)))
        .finally(() => signal.removeEventListener('abort', onAbort));
    });
  return { signal, race, clear: () => clearTimeout(timer) };
}

export type ApiClient = ReturnType<typeof createClient>;

/** The one HTTP client: JSON, case conversion, bearer auth, timeouts, one retry after a curable 401. */
export function createClient(config: ClientConfig) {
  const doFetch = config.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init));

  /** One attempt: the answer, and its deadline, which goes on covering the body until `read` is done. */
  async function send(method: string, path: string, options: RequestOptions, token: string | null): Promise<Sent> {
    const base = config.baseUrl();
    if (!base) throw new ApiError({ kind: 'no-api-url' });
    let url: string;
    try {
      url = buildUrl(base, path, options.query);
    } catch (cause) {
      throw new ApiError({ kind: 'invalid-api-url', cause });
    }
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (options.body !== undefined && !options.form) headers['Content-Type'] = 'application/json';
    if (token && !options.anonymous) headers.Authorization = `Bearer ${token}`;

    const limit = deadline(options.timeoutMs ?? config.timeoutMs ?? DEFAULT_TIMEOUT_MS, options.signal);
    try {
      const response = await limit.race(
        doFetch(url, {
          method,
          headers,
          body: options.form ?? (options.body === undefined ? undefined : JSON.stringify(toApi(options.body))),
          signal: limit.signal,
          credentials: options.withCredentials ? 'include' : 'same-origin',
        }),
      );
      return { response, read: (body) => limit.race(body).finally(limit.clear), done: limit.clear };
    } catch (cause) {
      limit.clear();
      throw cause;
    }
  }

  async function request<T>(method: string, path: string, options: RequestOptions = {}): Promise<ApiResponse<T>> {
    const used = config.token();
    let sent = await send(method, path, options, used);
    if (sent.response.status === 401 && options.retryOn401 !== false && !options.anonymous && config.renewToken) {
      sent.done();
      const renewed = await config.renewToken(used);
      if (!renewed) throw new ApiError({ kind: 'session-ended', status: 401 });
      sent = await send(method, path, options, renewed);
    }
    const { response, read } = sent;
    if (options.blob && response.ok)
      return { data: (await read(response.blob())) as T, headers: response.headers, status: response.status };
    const body = await read(parseBody(response));
    if (!response.ok) throw errorFromBody(response, body);
    return { data: fromApi<T>(body), headers: response.headers, status: response.status };
  }

  async function list<T>(path: string, query: Query = {}, options: RequestOptions = {}): Promise<Page<T>> {
    const { data, headers } = await request<T[] | null>('GET', path, { ...options, query });
    // Every list the app reads is a list of objects: anything else is not an answer the screens can show.
    const items = data === null ? [] : shapedList(data, isRecord, path);
    return {
      items,
      totalPages: readIntHeader(headers, 'x-pagination-total-pages', 1),
      resultCount: readIntHeader(headers, 'x-pagination-result-count', items.length),
    };
  }

  /** Fetches every page of a list (used for projects and labels). */
  async function listAll<T>(path: string, query: Query = {}, maxPages = 100): Promise<T[]> {
    const all: T[] = [];
    for (let page = 1; page <= maxPages; page++) {
      const result = await list<T>(path, { ...query, page });
      all.push(...result.items);
      if (page >= result.totalPages || result.items.length === 0) break;
    }
    return all;
  }

  return {
    request,
    list,
    listAll,
    get: <T>(path: string, options?: RequestOptions) => request<T>('GET', path, options),
    put: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>('PUT', path, { ...options, body }),
    post: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>('POST', path, { ...options, body }),
    del: <T>(path: string, options?: RequestOptions) => request<T>('DELETE', path, options),
  };
}
