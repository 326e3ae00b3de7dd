import { type ApiVersion, DEFAULT_API_VERSION } from '@mingle/shared/constants';
import type { ApiErrorBody } from '@mingle/shared/errors';
import { getToken } from './storage.ts';

/** A failed request: the server's error code, readable message and per-field messages. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields: Record<string, string> = {},
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

function toError(status: number, body: unknown): ApiError {
  const err = (body as Partial<ApiErrorBody> | undefined)?.error;
  if (err && typeof err.message === 'string')
    return new ApiError(status, err.code ?? 'ERROR', err.message, err.fields);
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

function xhrRequest(
  url: string,
  method: string,
  headers: Record<string, string>,
  body: FormData,
  options: RequestOptions,
) {
  return new Promise<{ status: number; body: unknown }>((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, url);
    for (const [k, v] of Object.entries(headers)) xhr.setRequestHeader(k, v);
    xhr.upload.onprogress = (e) => e.lengthComputable && options.onUploadProgress?.(e.loaded / e.total);
    xhr.onload = () => resolve({ status: xhr.status, body: parse(xhr.responseText) });
    xhr.onerror = () => resolve({ status: 0, body: undefined });
    options.signal?.addEventListener('abort', () => xhr.abort());
    xhr.send(body);
  });
}

/**
 * The one API helper (spec §7): versioned path, JSON, bearer token when one is stored. It
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
  let body: unknown;
  if (isForm && options.onUploadProgress) {
    ({ status, body } = await xhrRequest(url, method, headers, options.body as FormData, options));
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
    body = parse(await res.text());
  }
  if (status < 200 || status >= 300) throw toError(status, body);
  return body as T;
}

/** The success envelope of DESIGN.md §2. */
export interface Envelope<T> {
  success: true;
  message?: string;
  data: T;
}

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
  if (!res.ok) throw toError(res.status, parse(await res.text()));
  const disposition = res.headers.get('content-disposition') ?? '';
  const fileName = /filename="?([^";]+)"?/i.exec(disposition)?.[1] ?? null;
  return { blob: await res.blob(), fileName };
}
