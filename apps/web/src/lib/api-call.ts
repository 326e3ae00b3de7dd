import type { DeclaredEndpoint } from '@mingle/shared/endpoints';
import {
  type Endpoint,
  type EndpointBody,
  type EndpointParams,
  type EndpointPath,
  type EndpointQuery,
  type EndpointResponse,
  fillPath,
} from '@mingle/shared/endpoints/define';
import { api, apiDownload, type Download, type RequestOptions } from './api-client.ts';

// Calls by declaration, over the one API helper (api-client.ts): its errors, Retry-After,
// bearer token and upload progress are `api`'s, unchanged.

type Query = RequestOptions['query'];

/**
 * What a call to an endpoint takes, by its declaration: its path parameters and body when it
 * declares them, its query (always optional: every query field has a default or may be left
 * out), and the transport options of `api`. An upload sends FormData to an endpoint that
 * declares no JSON body.
 */
export type CallInput<E extends Endpoint> = (E['params'] extends object
  ? { params: EndpointParams<E> }
  : { params?: undefined }) &
  (E['body'] extends object ? { body: EndpointBody<E> } : { body?: FormData }) & {
    query?: E['querystring'] extends object ? EndpointQuery<E> & Query : undefined;
  } & Pick<RequestOptions, 'version' | 'signal' | 'headers' | 'onUploadProgress'>;

/** The declaration of a path entry (its schemas are only types here: nothing of them is bundled). */
export type Declared<R extends EndpointPath> = Extract<
  DeclaredEndpoint,
  { method: R['method']; path: R['path'] }
>;

/** The input is optional for an endpoint with no path parameters and no body. */
type CallArgs<R extends EndpointPath> =
  object extends CallInput<Declared<R>> ? [input?: CallInput<Declared<R>>] : [input: CallInput<Declared<R>>];

/** What a declared endpoint answers (its 200 body). */
export type Answer<R extends EndpointPath> = EndpointResponse<Declared<R>>;

/** The `data` of what a declared endpoint answers. */
export type AnswerData<R extends EndpointPath> = Answer<R> extends { data: infer D } ? D : never;

/**
 * Calls a declared endpoint by its path entry (`call(ordersPaths.quote, { params, body })`)
 * through `api`: its method, its path with the parameters filled in, the input checked and the
 * answer typed by the declaration in @mingle/shared/endpoints, so no caller writes a path or
 * asserts a response type.
 */
export function call<R extends EndpointPath>(endpoint: R, ...[input]: CallArgs<R>): Promise<Answer<R>> {
  const { params, query, ...options } = (input ?? {}) as CallInput<Endpoint> & { query?: Query };
  // The options as a hand-written `api` call had them: no method for a GET, no empty query.
  return api<Answer<R>>(pathOf(endpoint, params), {
    ...options,
    ...(endpoint.method === 'GET' ? {} : { method: endpoint.method }),
    ...(query === undefined ? {} : { query }),
  });
}

/** `call` for an endpoint that also answers a file (`format=csv`): the file, as `apiDownload` gives it. */
export function callDownload<R extends EndpointPath>(
  endpoint: R,
  ...[input]: CallArgs<R>
): Promise<Download> {
  const { params, query, signal, version } = (input ?? {}) as CallInput<Endpoint> & { query?: Query };
  return apiDownload(pathOf(endpoint, params), { query, signal, version });
}

/** The declared path with its parameters filled in, relative as `api` takes it. */
function pathOf(endpoint: EndpointPath, params: unknown): string {
  return fillPath(endpoint.path, params as Record<string, unknown> | undefined).replace(/^\//, '');
}
