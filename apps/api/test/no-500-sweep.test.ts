import { EVENT_LIMITS } from '@mingle/shared/schemas/events';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buyTickets, type SeededUser, seedEvent, seedUser } from './checkout-fixtures.ts';
import { call, createTestApp, type TestApp } from './helpers.ts';
import {
  badBodies,
  edgeFields,
  edgeValues,
  LONE_SURROGATES,
  NUL_TEXT,
  queryVariants,
} from './sweep-inputs.ts';
import { type JsonSchema, KNOWN_FIELDS, plausibleBody, resolver } from './sweep-schema.ts';

/**
 * "Never a 500 for bad input" (docs/architecture.md, "How a request travels"), checked on every route of the OpenAPI document
 * (v1; the real-time upgrade is not in it, and multipart routes get JSON like the others).
 * Anonymous and signed in (the host and a buyer of a fresh event for each route), each route
 * gets no body, `{}`, malformed JSON, other content types, every field of the wrong type,
 * plausible bodies with 10,000- and 100,000-character strings, with NUL and with lone
 * surrogates, malformed multipart bodies, path params that are not ids (NUL included), unknown
 * ids and real ones, junk query strings (NUL, bad UTF-8) and headers. Every answer must be
 * below 500, and an error must have the JSON error shape.
 */

type Method = NonNullable<InjectOptions['method']>;

interface Operation {
  method: Method;
  /** /api/v1/events/{id} */
  path: string;
  params: { name: string; in: string; schema?: JsonSchema }[];
  body?: JsonSchema;
}

interface OpenApi {
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: Operation['params'];
        requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
      }
    >
  >;
  components?: { schemas?: Record<string, JsonSchema> };
}

interface Fixtures {
  host: SeededUser;
  buyer: SeededUser;
  /** Real ids, by the path segment before the parameter (events/{id} → events). */
  ids: Record<string, string>;
}

const HUGE = 'x'.repeat(10_000);
const NOT_IDS = ['not-a-uuid', '%zz', '..', HUGE, NUL_TEXT];
/** Bodies sent with real ids only: unknown ids answer 404 before any one field matters. */
const REAL_IDS_ONLY = /^(huge |NUL|lone surrogate|100k|multipart)/;
/** Routes that end the caller's session get a fresh throwaway account for each request. */
const ENDS_SESSION = /\/(logout|deleteUser)$/;

function isErrorBody(body: unknown): boolean {
  if (typeof body !== 'object' || body === null) return false;
  const { success, error } = body as { success?: unknown; error?: { code?: unknown; message?: unknown } };
  return success === false && typeof error?.code === 'string' && typeof error.message === 'string';
}

/** The path with each {param} replaced by what `choose` gives for the segment before it. */
function fill(path: string, choose: (segmentBefore: string) => string): string {
  return path.replace(/\{([^}]+)\}/g, (_match, _name, offset: number) => {
    const before = path.slice(0, offset).split('/').filter(Boolean).at(-1) ?? '';
    const value = choose(before);
    // '%zz' goes out as typed: a broken percent-escape is the point.
    return value === '%zz' ? value : encodeURIComponent(value);
  });
}

describe('no route answers 500 to bad input', () => {
  let t: TestApp;
  let operations: Operation[];
  let resolve: ReturnType<typeof resolver>;

  beforeAll(async () => {
    t = await createTestApp();
    const doc = (await call(t.app, { method: 'GET', url: '/api/docs/json' })).body as OpenApi;
    resolve = resolver(doc.components?.schemas ?? {});
    operations = Object.entries(doc.paths)
      .filter(([path]) => path.startsWith('/api/v1/'))
      .flatMap(([path, methods]) =>
        Object.entries(methods).map(([method, op]) => ({
          method: method.toUpperCase() as Method,
          path,
          params: op.parameters ?? [],
          body: resolve(op.requestBody?.content?.['application/json']?.schema),
        })),
      );
  });
  afterAll(() => t.close());

  /** A host with a published event, a buyer with paid tickets, a share, a refund request, chat and a report. */
  async function seedFixtures(): Promise<Fixtures> {
    const event = await seedEvent(t.db, { ticketTypes: [{ priceCents: 2500 }, { priceCents: 0 }] });
    const { host } = event;
    const buyer = await seedUser(t.db, { name: 'Sweep Buyer' });
    const order = await buyTickets(t.app, buyer.token, event.eventId, [
      { ticketTypeId: event.ticketTypeIds[0]!, quantity: 2 },
    ]);
    const post = async (url: string, token: string, payload: object = {}) => {
      const res = await call(t.app, { method: 'POST', url: `/api/v1/${url}`, token, payload });
      expect(res.status, `${url}: ${JSON.stringify(res.body)}`).toBe(200);
      return res.body.data;
    };
    const promo = await post(`events/${event.eventId}/promo-codes`, host.token, {
      code: 'SWEEP',
      percentOff: 10,
    });
    const share = await post(`tickets/${order.tickets[0]!.id}/share`, buyer.token);
    const refund = await post(`orders/${order.id}/refund-requests`, buyer.token, { reason: 'Sweep' });
    const room = await call(t.app, {
      method: 'GET',
      url: `/api/v1/events/${event.eventId}/chat`,
      token: host.token,
    });
    const roomId = room.body.data.roomId as string;
    const message = await post(`chats/${roomId}/messages`, host.token, {
      body: 'hello',
      clientId: 'sweep-1',
    });
    const other = await seedUser(t.db);
    await t.db.query(`INSERT INTO rsvps (event_id, user_id, answer) VALUES ($1, $2, 'Yes')`, [
      event.eventId,
      other.userId,
    ]);
    const report = await post(`users/${other.userId}/report`, buyer.token, {
      reason: 'Other',
      eventId: event.eventId,
    });
    return {
      host,
      buyer,
      ids: {
        organizations: event.organizationId,
        events: event.eventId,
        'ticket-types': event.ticketTypeIds[0]!,
        'promo-codes': promo.id,
        orders: order.id,
        tickets: order.tickets[0]!.id,
        shared: share.shareToken,
        'refund-requests': refund.id,
        users: other.userId,
        reports: report.reportId,
        chats: roomId,
        messages: message.id,
      },
    };
  }

  function requestsFor(op: Operation, fx: Fixtures): { label: string; options: InjectOptions }[] {
    const known = {
      ...KNOWN_FIELDS,
      eventId: fx.ids.events,
      ticketTypeId: fx.ids['ticket-types'],
      ticketTypeIds: [fx.ids['ticket-types']],
    };
    const hasParams = op.path.includes('{');
    const realUrl = fill(op.path, (seg) => fx.ids[seg] ?? crypto.randomUUID());
    const paths: [string, string][] = hasParams
      ? [
          ['real ids', realUrl],
          ['unknown ids', fill(op.path, () => crypto.randomUUID())],
          ...NOT_IDS.map((junk): [string, string] => [
            `param ${junk.slice(0, 12)}`,
            fill(op.path, () => junk),
          ]),
        ]
      : [['no params', op.path]];
    const bodies = badBodies(op.body, resolve, known);
    const out: { label: string; options: InjectOptions }[] = [];
    for (const [pathLabel, url] of paths) {
      // Junk ids are refused before a body is read: no body and `{}` are enough there; unknown
      // ids answer 404 before any one field matters.
      const forPath = pathLabel.startsWith('param ')
        ? bodies.slice(0, 2)
        : pathLabel === 'unknown ids'
          ? bodies.filter((b) => !REAL_IDS_ONLY.test(b.label))
          : bodies;
      for (const body of forPath) {
        out.push({
          label: `${pathLabel}, ${body.label}`,
          options: { method: op.method, url, ...body.options },
        });
      }
    }
    const queryParams = op.params.filter((p) => p.in === 'query').map((p) => p.name);
    for (const [label, query] of queryVariants(queryParams)) {
      out.push({ label: `query ${label}`, options: { method: op.method, url: `${realUrl}?${query}` } });
    }
    if (op.params.some((p) => p.in === 'header')) {
      for (const key of [HUGE.slice(0, 4000), ' ', 'été']) {
        out.push({
          label: `idempotency-key ${key.slice(0, 8)}`,
          options: {
            method: op.method,
            url: realUrl,
            headers: { 'idempotency-key': encodeURIComponent(key) },
            payload: JSON.stringify(plausibleBody(op.body, resolve, () => 'sweep', known) ?? {}),
          },
        });
      }
    }
    return out;
  }

  it('answers every bad request below 500 with the JSON error shape', { timeout: 240_000 }, async () => {
    expect(operations.length).toBeGreaterThan(80);
    // One line per route, input and answer, with the callers that got it.
    const failures = new Map<string, string[]>();
    const fail = (key: string, caller: string) => failures.set(key, [...(failures.get(key) ?? []), caller]);
    let sent = 0;
    for (const op of operations) {
      const fx = await seedFixtures();
      for (const { label, options } of requestsFor(op, fx)) {
        const callers: [string, string | undefined, Record<string, string>][] = [
          ['anonymous', undefined, {}],
          ['host', fx.host.token, {}],
          ['buyer', fx.buyer.token, {}],
        ];
        if (label.endsWith(', no body') && !label.startsWith('param ')) {
          callers.push(['junk token', undefined, { authorization: `Bearer ${HUGE.slice(0, 2000)}` }]);
          callers.push(['basic auth', undefined, { authorization: 'Basic Zm9vOmJhcg==' }]);
        }
        for (const [caller, fixedToken, extraHeaders] of callers) {
          const token = fixedToken && ENDS_SESSION.test(op.path) ? (await seedUser(t.db)).token : fixedToken;
          const res = await call(t.app, {
            ...options,
            headers: { ...(options.headers as Record<string, string> | undefined), ...extraHeaders },
            ...(token ? { token } : {}),
          });
          sent += 1;
          const where = `${op.method} ${op.path} (${label}) → ${res.status}`;
          if (res.status >= 500) fail(`${where} ${JSON.stringify(res.body).slice(0, 200)}`, caller);
          else if (res.status >= 400 && !isErrorBody(res.body)) {
            fail(`${where} not the error shape: ${JSON.stringify(res.body).slice(0, 200)}`, caller);
          }
        }
      }
    }
    expect([...failures].map(([key, callers]) => `${key} [${callers.join(', ')}]`)).toEqual([]);
    expect(sent).toBeGreaterThan(5000);
  });

  /**
   * Money at the limits and dates at the edges of what PostgreSQL and PGlite hold: every date,
   * time and whole-number field of every body and query, one at a time (the rest plausible),
   * with the host and the buyer on real ids, where the fixture's paid ticket costs the most a
   * ticket may (so the largest quantities make the largest orders). Never a 500.
   */
  it('answers dates at the edges and amounts at the limits below 500', { timeout: 240_000 }, async () => {
    const failures: string[] = [];
    let sent = 0;
    for (const op of operations) {
      const fields = edgeFields(op.body, resolve);
      const queryParams = op.params
        .filter((p) => p.in === 'query')
        .map((p): [string, unknown[]] => [p.name, edgeValues(p.schema, resolve)])
        .filter(([, values]) => values.length > 0);
      if (fields.length === 0 && queryParams.length === 0) continue;
      const fx = await seedFixtures();
      await t.db.query('UPDATE ticket_types SET price_cents = $2 WHERE id = $1', [
        fx.ids['ticket-types'],
        EVENT_LIMITS.maxPriceCents,
      ]);
      const known = {
        ...KNOWN_FIELDS,
        eventId: fx.ids.events,
        ticketTypeId: fx.ids['ticket-types'],
        ticketTypeIds: [fx.ids['ticket-types']],
      };
      const url = fill(op.path, (seg) => fx.ids[seg] ?? crypto.randomUUID());
      const plausible = plausibleBody(op.body, resolve, () => 'sweep', known) as Record<string, unknown>;
      const requests: [string, InjectOptions][] = [
        ...fields.flatMap(([field, values]) =>
          values.map((value): [string, InjectOptions] => [
            `body.${field}=${JSON.stringify(value)}`,
            { method: op.method, url, payload: { ...plausible, [field]: value } },
          ]),
        ),
        ...queryParams.flatMap(([name, values]) =>
          values.map((value): [string, InjectOptions] => [
            `?${name}=${value}`,
            { method: op.method, url: `${url}?${name}=${encodeURIComponent(String(value))}` },
          ]),
        ),
      ];
      for (const [label, options] of requests) {
        for (const [caller, token] of [
          ['host', fx.host.token],
          ['buyer', fx.buyer.token],
        ] as const) {
          const res = await call(t.app, { ...options, token });
          sent += 1;
          if (res.status >= 500) {
            failures.push(
              `${op.method} ${op.path} ${label} [${caller}] → ${res.status} ${JSON.stringify(res.body).slice(0, 160)}`,
            );
          }
        }
      }
    }
    expect(failures).toEqual([]);
    expect(sent).toBeGreaterThan(300);
  });

  /**
   * Text the database can't store is refused by the shared schema of every text field: a body
   * with NUL or a lone surrogate in one top-level string field (the rest plausible), or a query
   * parameter with NUL, answers 400 naming that field. Validation runs before any handler, so
   * a signed-out caller and made-up ids reach it on every route.
   */
  it('refuses NUL and lone surrogates in every text field with a 400 on that field', async () => {
    const missed: string[] = [];
    let checked = 0;
    const expectField = async (where: string, field: string, options: InjectOptions) => {
      const res = await call(t.app, options);
      checked += 1;
      const fields = (res.body?.error?.fields ?? {}) as Record<string, string>;
      const named = Object.keys(fields).some((k) => k === field || k.startsWith(`${field}.`));
      if (res.status !== 400 || !named) {
        missed.push(`${where} → ${res.status} ${JSON.stringify(res.body).slice(0, 160)}`);
      }
    };
    for (const op of operations) {
      const url = fill(op.path, () => crypto.randomUUID());
      const body = resolve(op.body);
      if (body?.properties) {
        const known = { ...KNOWN_FIELDS };
        const plausible = plausibleBody(
          body,
          resolve,
          (sch) => 'sweep'.padEnd(sch.minLength ?? 0, 'x'),
          known,
        ) as Record<string, unknown> | undefined;
        for (const [field, schema] of Object.entries(body.properties)) {
          const type = resolve(schema)?.type ?? resolve(resolve(schema)?.anyOf?.[0])?.type;
          if (type !== 'string' && !(Array.isArray(type) && type.includes('string'))) continue;
          for (const bad of [NUL_TEXT, ...LONE_SURROGATES]) {
            await expectField(`${op.method} ${op.path} body.${field}=${JSON.stringify(bad)}`, field, {
              method: op.method,
              url,
              payload: JSON.stringify({ ...plausible, [field]: bad }),
              headers: { 'content-type': 'application/json' },
            });
          }
        }
      }
      for (const param of op.params.filter((p) => p.in === 'query')) {
        const type = resolve(param.schema)?.type;
        if (type !== undefined && type !== 'string') continue;
        await expectField(`${op.method} ${op.path} ?${param.name}=a%00b`, param.name, {
          method: op.method,
          url: `${url}?${param.name}=a%00b`,
        });
      }
    }
    expect(missed).toEqual([]);
    expect(checked).toBeGreaterThan(100);
  });
});
