import { type ApiVersion, DEFAULT_API_VERSION } from '@mingle/shared/constants';
import type { ApiErrorBody } from '@mingle/shared/errors';
import type { OkEnvelope } from '@mingle/shared/schemas/envelope';
import { getToken } from './storage.ts';

/**
 * A failed request: the server's error code, readable message and per-field messages, and for
 * a 429 how long the server asks to wait (its Retry-After header), when it says.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields: Record<string, string> = {},
    readonly retryAfterSeconds: number | null = null,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** JSON body, or FormData for uploads. */
  body?: unknown;
  query?: Record<string, string | number | boolean | undefined | null>;
  version?: ApiVersion;
  signal?: AbortSignal;
  headers?: Record<string, string>;
  /** Upload progress (0–1); switches the request to XMLHttpRequest, which reports it. */
  onUploadProgress?: (fraction: number) => void;
}

export function apiUrl(path: string, options: Pick<RequestOptions, 'query' | 'version'> = {}): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(options.query ?? {})) {
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  }
  const qs = search.toString();
  return `/api/${options.version ?? DEFAULT_API_VERSION}/${path.replace(/^\//, '')}${qs ? `?${qs}` : ''}`;
}

/** Retry-After as seconds: either a number of seconds or an HTTP date. */
export function parseRetryAfter(value: string | null, now = Date.now()): number | null {
  if (!value) return null;
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed);
  const at = Date.parse(trimmed);
  return Number.isNaN(at) ? null : Math.max(0, Math.ceil((at - now) / 1000));
}

function toError(status: number, body: unknown, retryAfter: string | null = null): ApiError {
  const err = (body as Partial<ApiErrorBody> | undefined)?.error;
  if (err && typeof err.message === 'string')
    return new ApiError(status, err.code ?? 'ERROR', err.message, err.fields, parseRetryAfter(retryAfter));
  if (status === 0)
    return new ApiError(0, 'NETWORK', 'You seem to be offline. Check your connection and try again.');
  return new ApiError(status, 'ERROR', `The server answered ${status}. Please try again.`);
}

function parse(text: string): unknown {
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The one API helper: versioned path, JSON, bearer token when one is stored. It
 * hands the response body straight to the caller and throws ApiError on failure.
 */
export async function api<T = unknown>(path: string, options: RequestOptions = {}): Promise<T> {
  const method = options.method ?? 'GET';
  const url = apiUrl(path, options);
  const headers: Record<string, string> = { ...options.headers };
  const token = getToken();
  if (token) headers.authorization = `Bearer ${token}`;
  const isForm = typeof FormData !== 'undefined' && options.body instanceof FormData;
  if (options.body !== undefined && !isForm) headers['content-type'] = 'application/json';

  let status: number;
  let text: string;
  let header: (name: string) => string | null;
  if (isForm && options.onUploadProgress) {
    // Uploads are rare: the XMLHttpRequest path loads only when one reports progress.
    const { xhrRequest } = await import('./xhr-request.ts');
    ({ status, text, header } = await xhrRequest(url, method, headers, options.body as FormData, options));
  } else {
    let res: Response;
    try {
      res = await fetch(url, {
        method,
        headers,
        signal: options.signal,
        body: isForm
          ? (options.body as FormData)
          : options.body === undefined
            ? undefined
            : JSON.stringify(options.body),
      });
    } catch (err) {
      if ((err as Error).name === 'AbortError') throw err;
      throw toError(0, undefined);
    }
    status = res.status;
    text = await res.text();
    header = (name) => res.headers.get(name);
  }
  const body = parse(text);
  if (status < 200 || status >= 300) throw toError(status, body, header('retry-after'));
  return body as T;
}

/** The success envelope every API answer is wrapped in: the API's own type, from the shared contract. */
export type Envelope<T> = OkEnvelope<T>;

/** A file the API sends as an attachment (e.g. a CSV export), with the name it suggests. */
export interface Download {
  blob: Blob;
  fileName: string | null;
}

/**
 * Fetches a non-JSON answer (a CSV export) with the same path rules and bearer token as `api`,
 * as a Blob; errors still come back as the JSON error shape and throw ApiError.
 */
export async function apiDownload(
  path: string,
  options: Pick<RequestOptions, 'query' | 'version' | 'signal'> = {},
): Promise<Download> {
  const headers: Record<string, string> = {};
  const token = getToken();
  if (token) headers.authorization = `Bearer ${token}`;
  let res: Response;
  try {
    res = await fetch(apiUrl(path, options), { headers, signal: options.signal });
  } catch (err) {
    if ((err as Error).name === 'AbortError') throw err;
    throw toError(0, undefined);
  }
  if (!res.ok) throw toError(res.status, parse(await res.text()), res.headers.get('retry-after'));
  const disposition = res.headers.get('content-disposition') ?? '';
  const fileName = /filename="?([^";]+)"?/i.exec(disposition)?.[1] ?? null;
  return { blob: await res.blob(), fileName };
}
