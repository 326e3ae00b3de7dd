import type { AddressInfo } from 'node:net';
import { REALTIME_CLOSE_UNAUTHENTICATED } from '@mingle/shared/schemas/realtime';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { signUpByEmail } from './auth-helpers.ts';
import { seedEvent, seedUser } from './checkout-fixtures.ts';
import { call, createTestApp, type TestApp } from './helpers.ts';
import { type JsonSchema, KNOWN_FIELDS, plausibleBody, resolver } from './sweep-schema.ts';

/**
 * The server-side profile gate, on every route of the OpenAPI document: someone signed in whose
 * profile is not set up (newWebUser, NewUser, Onboarding) gets 403 PROFILE_INCOMPLETE from
 * every signed-in call except the few that setting the profile up needs; public calls answer
 * them as they answer a signed-out visitor.
 */

type Method = NonNullable<InjectOptions['method']>;

interface OpenApi {
  paths: Record<
    string,
    Record<string, { requestBody?: { content?: Record<string, { schema?: JsonSchema }> } }>
  >;
  components?: { schemas?: Record<string, JsonSchema> };
}

/** What finishing the set-up needs (the sign-in screens, then the profile and photo steps). */
const SET_UP_CALLS = new Set([
  'GET /api/v1/getUserProfileDetails',
  'POST /api/v1/profileSetup-web',
  'POST /api/v1/uploadProfilePic',
  'GET /api/v1/logout',
  'DELETE /api/v1/deleteUser',
]);
/** Calls that end the session or finish the set-up get a fresh unfinished account each. */
const CHANGES_CALLER = /\/(logout|deleteUser|profileSetup-web)$/;
/** Query strings the checked routes need to get past validation. */
const QUERIES: Record<string, string> = {
  'GET /api/v1/text-blasts/audience': 'segments=subscribers',
};
/** Bodies the JSON Schema alone can't make valid. */
const BODIES: Record<string, object> = {
  'POST /api/v1/login-web': { email: 'gate@example.com', otp: '123456', login_source: 'web' },
  'POST /api/v1/events/{id}/invitations': { email: 'gate@example.com' },
  'POST /api/v1/events/{id}/redeem': { code: 'GATE' },
  'POST /api/v1/organizations/{id}/members': { email: 'gate@example.com', role: 'cohost' },
  'POST /api/v1/text-blasts': { segments: ['subscribers'], body: 'Hello' },
  'PATCH /api/v1/text-blasts/{id}': { segments: ['going'] },
  'POST /api/v1/dev/inbound-sms': { from: '+14155550100', body: 'HELP' },
  'POST /api/v1/payout-accounts': {
    accountHolderName: 'Gate',
    routingNumber: '110000000',
    accountNumber: '000123456789',
  },
  'POST /api/v1/organizations/me/kyc': {
    legalName: 'Gate Keeper',
    dateOfBirth: '1990-01-01',
    addressLine1: '1 Main St',
    city: 'Springfield',
    postalCode: '94107',
    idNumberLast4: '1234',
  },
};

describe('the profile gate', () => {
  let t: TestApp;
  let routes: { method: Method; path: string; body?: JsonSchema }[];
  let resolve: ReturnType<typeof resolver>;
  let ids: Record<string, string>;

  beforeAll(async () => {
    t = await createTestApp();
    const doc = (await call(t.app, { method: 'GET', url: '/api/docs/json' })).body as OpenApi;
    resolve = resolver(doc.components?.schemas ?? {});
    routes = Object.entries(doc.paths)
      .filter(([path]) => path.startsWith('/api/v1/'))
      .flatMap(([path, methods]) =>
        Object.entries(methods).map(([method, op]) => ({
          method: method.toUpperCase() as Method,
          path,
          body: resolve(op.requestBody?.content?.['application/json']?.schema),
        })),
      );
    const event = await seedEvent(t.db, { ticketTypes: [{ priceCents: 0 }] });
    ids = {
      events: event.eventId,
      organizations: event.organizationId,
      'ticket-types': event.ticketTypeIds[0]!,
      users: event.host.userId,
    };
  });
  afterAll(() => t.close());

  const incomplete = async (status = 'newWebUser') => {
    const user = await seedUser(t.db);
    await t.db.query('UPDATE users SET profile_status = $2, birthdate = NULL WHERE id = $1', [
      user.userId,
      status,
    ]);
    return user;
  };

  function requestFor(
    route: { method: Method; path: string; body?: JsonSchema },
    selfId: string,
  ): InjectOptions {
    const url = route.path.replace(/\{([^}]+)\}/g, (_m, name: string, offset: number) => {
      if (name === 'token') return 'x'.repeat(32);
      const before = route.path.slice(0, offset).split('/').filter(Boolean).at(-1) ?? '';
      return ids[before] ?? crypto.randomUUID();
    });
    const known = { ...KNOWN_FIELDS, eventId: ids.events, ticketTypeId: ids['ticket-types'] };
    const body =
      BODIES[`${route.method} ${route.path}`] ??
      (route.body ? plausibleBody(route.body, resolve, () => 'gate', known) : undefined);
    const key = `${route.method} ${route.path}`;
    const query = route.path.endsWith('/getUserProfileDetails')
      ? `?ID=${selfId}`
      : QUERIES[key]
        ? `?${QUERIES[key]}`
        : '';
    return {
      method: route.method,
      url: `${url}${query}`,
      ...(body === undefined
        ? {}
        : { payload: JSON.stringify(body), headers: { 'content-type': 'application/json' } }),
    };
  }

  it('answers 403 PROFILE_INCOMPLETE on every signed-in route but the set-up calls', {
    timeout: 120_000,
  }, async () => {
    expect(routes.length).toBeGreaterThan(80);
    const user = await incomplete();
    const problems: string[] = [];
    let gated = 0;
    for (const route of routes) {
      const key = `${route.method} ${route.path}`;
      const caller = CHANGES_CALLER.test(route.path) ? await incomplete() : user;
      const options = requestFor(route, caller.userId);
      const anonymous = await call(t.app, options);
      const res = await call(t.app, { ...options, token: caller.token });
      const refused = res.status === 403 && res.body?.error?.code === 'PROFILE_INCOMPLETE';
      if (SET_UP_CALLS.has(key)) {
        if (refused || res.status === 401) problems.push(`${key}: a set-up call answered ${res.status}`);
      } else if (anonymous.status === 401) {
        gated += 1;
        if (!refused) problems.push(`${key}: ${res.status} ${JSON.stringify(res.body).slice(0, 160)}`);
        else expect(res.body.error.message).toMatch(/profile/i);
      } else if (anonymous.status === 400 && anonymous.body?.error?.code === 'VALIDATION_FAILED') {
        problems.push(
          `${key}: the test's body does not pass validation (add one to BODIES), so the gate was not reached`,
        );
      } else if (refused || res.status === 401) {
        problems.push(`${key}: public, but ${res.status} (signed out: ${anonymous.status})`);
      }
    }
    expect(problems).toEqual([]);
    expect(gated).toBeGreaterThan(60);
  });

  it('lets the set-up happen: own profile, profile set-up (name and date of birth), then everything', async () => {
    const user = await incomplete();
    const own = await call(t.app, {
      method: 'GET',
      url: `/api/v1/getUserProfileDetails?ID=${user.userId}`,
      token: user.token,
    });
    expect(own.status).toBe(200);
    const other = await call(t.app, {
      method: 'GET',
      url: `/api/v1/getUserProfileDetails?ID=${ids.users}`,
      token: user.token,
    });
    expect(other.status).toBe(403);
    const before = await call(t.app, {
      method: 'POST',
      url: '/api/v1/organizations',
      token: user.token,
      payload: { name: 'Too soon' },
    });
    expect(before.status).toBe(403);
    expect(before.body.error.code).toBe('PROFILE_INCOMPLETE');
    const setup = await call(t.app, {
      method: 'POST',
      url: '/api/v1/profileSetup-web',
      token: user.token,
      payload: { name: 'Nia', birthdate: '1995-02-03' },
    });
    expect(setup.status).toBe(200);
    expect(setup.body.data.profileStatus).toBe('Completed');
    const after = await call(t.app, {
      method: 'POST',
      url: '/api/v1/organizations',
      token: user.token,
      payload: { name: 'Now' },
    });
    expect(after.status).toBe(200);
  });

  it('gates every incomplete status of the shared mapping, and the real sign-up flow', async () => {
    const signedUp = await signUpByEmail(t.app, 'gate.flow@example.com');
    const others = await Promise.all(['NewUser', 'Onboarding'].map((s) => incomplete(s)));
    for (const { token } of [signedUp, ...others]) {
      for (const options of [
        { method: 'POST' as const, url: `/api/v1/events/${ids.events}/rsvp`, payload: { answer: 'Yes' } },
        { method: 'GET' as const, url: `/api/v1/events/${ids.events}/guests` },
        {
          method: 'POST' as const,
          url: `/api/v1/events/${ids.events}/orders`,
          payload: { eventId: ids.events, items: [{ ticketTypeId: ids['ticket-types'], quantity: 1 }] },
        },
      ]) {
        const res = await call(t.app, { ...options, token });
        expect(res.status, options.url).toBe(403);
        expect(res.body.error.code).toBe('PROFILE_INCOMPLETE');
      }
    }
  });

  it('closes the real-time socket of an unfinished profile, and serves it once the profile is set up', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const url = `ws://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/api/v1/realtime`;
    const user = await incomplete();
    const firstAnswer = () =>
      new Promise<{ closed?: number; frame?: { type: string } }>((resolve) => {
        const ws = new WebSocket(url);
        ws.once('open', () => ws.send(JSON.stringify({ type: 'auth', token: user.token })));
        ws.once('message', (data) => {
          resolve({ frame: JSON.parse(String(data)) });
          ws.terminate();
        });
        ws.once('close', (code) => resolve({ closed: code }));
      });
    expect(await firstAnswer()).toEqual({ closed: REALTIME_CLOSE_UNAUTHENTICATED });
    await t.db.query(`UPDATE users SET profile_status = 'Completed' WHERE id = $1`, [user.userId]);
    expect((await firstAnswer()).frame?.type).toBe('ready');
  });

  it('shows public pages to them as to a signed-out visitor', async () => {
    const user = await incomplete();
    const res = await call(t.app, { method: 'GET', url: `/api/v1/events/${ids.events}`, token: user.token });
    expect(res.status).toBe(200);
    const anonymous = await call(t.app, { method: 'GET', url: `/api/v1/events/${ids.events}` });
    expect(res.body.data.viewer).toEqual(anonymous.body.data.viewer);
  });
});
