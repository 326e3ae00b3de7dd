import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Where an endpoint is: all the web client loads of it (no schemas, so no zod in a page's first load). */
export interface EndpointPath<M extends HttpMethod = HttpMethod, P extends string = string> {
  method: M;
  /** Relative to /api/<version>; `:name` segments are filled from `params`. */
  path: P;
}

/** Method and path of an endpoint, in a `<module>.paths.ts` table. */
export function at<const M extends HttpMethod, const P extends string>(
  method: M,
  path: P,
): EndpointPath<M, P> {
  return { method, path };
}

/**
 * One endpoint, declared once: its method and path (spread from its `.paths.ts` entry), then
 * the route schema exactly as Fastify and its OpenAPI generator read it, so the server passes it
 * through untranslated. The web client builds the URL from the path entry and `params`, and
 * takes its answer type from `response[200]` (a type-only import: see index.ts).
 */
export interface Endpoint extends EndpointPath {
  tags?: readonly string[];
  summary?: string;
  description?: string;
  /** `[{ bearer: [] }]` when the caller must be signed in (the OpenAPI document shows a lock). */
  security?: readonly Record<string, readonly string[]>[];
  /** Kept out of the OpenAPI document (development-only and provider-only paths). */
  hide?: boolean;
  produces?: readonly string[];
  consumes?: readonly string[];
  params?: z.ZodType;
  querystring?: z.ZodType;
  body?: z.ZodType;
  headers?: z.ZodType;
  /** The 200 answer; absent where the answer is not JSON (a provider's webhook). */
  response?: { 200: z.ZodType };
}

/** Declares an endpoint; the identity, so the literal types of `E` reach the server and client. */
export function endpoint<const E extends Endpoint>(declaration: E): E {
  return declaration;
}

/** The OpenAPI description of a multipart upload: the file is in the field `file`. */
export const MULTIPART_FILE_DOC = {
  consumes: ['multipart/form-data'],
  description:
    'multipart/form-data with the picture in the field `file` (at most UPLOAD_MAX_BYTES, 5 MB by default).',
} as const;

type Input<S> = S extends z.ZodType ? z.input<S> : undefined;

/** What a caller supplies to an endpoint, by declaration. */
export type EndpointParams<E extends Endpoint> = Input<E['params']>;
export type EndpointQuery<E extends Endpoint> = Input<E['querystring']>;
export type EndpointBody<E extends Endpoint> = Input<E['body']>;

/** The JSON answer of an endpoint (its 200 body as serialized), by declaration. */
export type EndpointResponse<E extends Endpoint> = E['response'] extends { 200: infer S extends z.ZodType }
  ? z.output<S>
  : unknown;

/** The path with its `:name` segments filled in (each value URI-encoded). */
export function fillPath(path: string, params: Record<string, unknown> | undefined): string {
  return path.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null) throw new Error(`Missing path parameter ${name} for ${path}`);
    return encodeURIComponent(String(value));
  });
}
