import type { Endpoint } from '@mingle/shared/endpoints/define';
import type {
  ContextConfigDefault,
  FastifySchema,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteHandlerMethod,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { Api } from '../app-context.ts';

/** The route schema Fastify sees for a declaration: the declaration itself, less method and path. */
type SchemaOf<E extends Endpoint> = Omit<E, 'method' | 'path'> & FastifySchema;

/**
 * A handler for a declared endpoint: Fastify's own handler type over the declaration's schema,
 * so params, query, body and headers are the zod-parsed types and the return value is checked
 * against the 200 answer, exactly as an inline `app.post(path, { schema }, handler)` would be.
 */
export type EndpointHandler<E extends Endpoint> = RouteHandlerMethod<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  RouteGenericInterface,
  ContextConfigDefault,
  SchemaOf<E>,
  ZodTypeProvider
>;

/**
 * Registers a handler for an endpoint declared in @mingle/shared/endpoints: the one way a module
 * adds a route (routes-declared.test.ts fails on a route registered by a literal path). The
 * scope it is given keeps its prefix, hooks and content-type parsers.
 */
export function route<E extends Endpoint>(
  app: Api,
  endpoint: E,
  handler: EndpointHandler<E>,
  options: RouteOptions = {},
): void {
  const { method, path, ...declared } = endpoint;
  const schema = options.body ? { ...declared, body: options.body } : declared;
  app.route({
    method,
    url: path,
    schema: schema as FastifySchema,
    handler: handler as RouteHandlerMethod,
    ...(options.logLevel ? { logLevel: options.logLevel } : {}),
  });
}

/** What a registration may add to its declaration: server-side only, never the contract. */
export interface RouteOptions {
  /** `warn` keeps the request line (with a secret in its path) out of the log. */
  logLevel?: 'warn';
  /**
   * The body schema this server validates with, where the provider in use accepts only one
   * member of the declared union (Stripe-hosted onboarding takes no body).
   */
  body?: z.ZodType;
}
