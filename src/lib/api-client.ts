/**
 * The browser's one HTTP client for the store's APIs (§7): header source=web, no bearer header when
 * the token is undefined, up to 3 retries with exponential backoff on 502 and 503, and errors
 * returned as the answer rather than thrown. A 401 to a call that carried a token signs the user
 * out (§6), through the handler the session provider registers.
 */
export interface ApiAnswer<T> {
  ok: boolean;
  status: number;
  data: T | null;
  /** The server's message in the user's language, when the call failed. */
  message: string | null;
  /** §5 message keys per field, when a form was refused. */
  fieldErrors: Record<string, string>;
  /** When the server asked to wait before trying again (429 with Retry-After), in seconds. */
  retryAfterSeconds?: number;
}

export interface ApiOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  token?: string | undefined;
  locale?: string;
  signal?: AbortSignal;
  /** Further headers (the /payinstallment token of someone not signed in). */
  headers?: Record<string, string>;
}

export const API_RETRIES = 3;
const RETRY_BASE_MS = 300;
const RETRY_STATUSES = new Set([502, 503]);

let unauthorizedHandler: (() => void) | null = null;
export function onUnauthorized(handler: (() => void) | null) {
  unauthorizedHandler = handler;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function apiFetch<T>(path: string, options: ApiOptions = {}): Promise<ApiAnswer<T>> {
  const headers: Record<string, string> = { ...options.headers, source: 'web', accept: 'application/json' };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.locale) headers['accept-language'] = options.locale;
  let response: Response | null = null;
  for (let attempt = 0; ; attempt++) {
    try {
      response = await fetch(path, {
        method: options.method ?? 'GET',
        headers,
        body: options.body === undefined ? undefined : JSON.stringify(options.body),
        signal: options.signal,
      });
    } catch (err) {
      if (options.signal?.aborted) throw err;
      return { ok: false, status: 0, data: null, message: null, fieldErrors: {} };
    }
    if (!RETRY_STATUSES.has(response.status) || attempt >= API_RETRIES) break;
    await sleep(RETRY_BASE_MS * 2 ** attempt);
  }
  const payload: unknown = await response.json().catch(() => null);
  if (response.status === 401 && options.token) unauthorizedHandler?.();
  if (response.ok)
    return { ok: true, status: response.status, data: payload as T, message: null, fieldErrors: {} };
  const body = (payload ?? {}) as { message?: unknown; field_errors?: unknown };
  const retryAfter = Number(response.headers.get('retry-after') ?? '');
  return {
    ...(Number.isInteger(retryAfter) && retryAfter > 0 ? { retryAfterSeconds: retryAfter } : {}),
    ok: false,
    status: response.status,
    data: payload as T,
    message: typeof body.message === 'string' ? body.message : null,
    fieldErrors:
      body.field_errors && typeof body.field_errors === 'object'
        ? (body.field_errors as Record<string, string>)
        : {},
  };
}

/** A multipart upload (files with form fields), answered like apiFetch; no retries, since it is not idempotent. */
export async function apiUpload<T>(
  path: string,
  form: FormData,
  options: Omit<ApiOptions, 'body' | 'method'> & { method?: 'POST' | 'PUT' } = {},
): Promise<ApiAnswer<T>> {
  const headers: Record<string, string> = { ...options.headers, source: 'web', accept: 'application/json' };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.locale) headers['accept-language'] = options.locale;
  let response: Response;
  try {
    response = await fetch(path, {
      method: options.method ?? 'POST',
      headers,
      body: form,
      signal: options.signal,
    });
  } catch {
    return { ok: false, status: 0, data: null, message: null, fieldErrors: {} };
  }
  const payload: unknown = await response.json().catch(() => null);
  if (response.status === 401 && options.token) unauthorizedHandler?.();
  const body = (payload ?? {}) as { message?: unknown; field_errors?: unknown };
  return {
    ok: response.ok,
    status: response.status,
    data: payload as T,
    message: !response.ok && typeof body.message === 'string' ? body.message : null,
    fieldErrors:
      !response.ok && body.field_errors && typeof body.field_errors === 'object'
        ? (body.field_errors as Record<string, string>)
        : {},
  };
}
