import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buyTickets, seedEvent, seedPromo } from './checkout-fixtures.ts';
import { call } from './helpers.ts';
import { type Person, person, type SocialTestApp, socialApp, ticket } from './social-test-kit.ts';
import { SHOWS_SENDER_NAME, WALKED, type World } from './stranger-walk-routes.ts';
import { type JsonSchema, KNOWN_FIELDS, plausibleBody, resolver } from './sweep-schema.ts';

/**
 * Every route of the OpenAPI document with an id in its path, walked with the ids of one small
 * world (a host's event, guest A's paid orders, tickets, share link, refund request, chats, the
 * host's payout account and blast draft) by two callers with no business there: a stranger C
 * (complete profile, no relation) and people on either side of a block with A (D1, whom A
 * blocked, and D2, who blocked A; both hold a ticket to the event). Neither may get a 2xx that
 * shows or changes A's or the host's things; no answer to them carries A's phone or e-mail, or
 * A's name (blocked people never see each other; a stranger has no reason to); the host's phone
 * and e-mail neither. Every such route must be classified, so a new one can't skip the
 * question (stranger-walk-routes.ts lists them). Routes without an id are walked for what they show of A (the callers' own lists).
 */

type Method = NonNullable<InjectOptions['method']>;

interface OpenApi {
  paths: Record<
    string,
    Record<string, { requestBody?: { content?: Record<string, { schema?: JsonSchema }> } }>
  >;
  components?: { schemas?: Record<string, JsonSchema> };
}

describe('strangers and blocked people on every route with an id', () => {
  let t: SocialTestApp;
  let routes: { key: string; method: Method; body?: JsonSchema }[];
  let resolve: ReturnType<typeof resolver>;
  /** GET routes without an id: the caller's own lists, walked for what they show of A. */
  let listRoutes: string[];

  beforeAll(async () => {
    t = await socialApp();
    const doc = (await call(t.app, { method: 'GET', url: '/api/docs/json' })).body as OpenApi;
    resolve = resolver(doc.components?.schemas ?? {});
    listRoutes = Object.entries(doc.paths)
      .filter(([path, methods]) => path.startsWith('/api/v1/') && !path.includes('{') && 'get' in methods)
      .map(([path]) => path);
    routes = Object.entries(doc.paths)
      .filter(([path]) => path.startsWith('/api/v1/') && path.includes('{'))
      .flatMap(([path, methods]) =>
        Object.entries(methods).map(([method, op]) => ({
          key: `${method.toUpperCase()} ${path.slice(7)}`,
          method: method.toUpperCase() as Method,
          body: resolve(op.requestBody?.content?.['application/json']?.schema),
        })),
      );
  });
  afterAll(() => t.close());

  async function world(): Promise<World> {
    const host = await person(t, { name: 'Hana Hostington' });
    const event = await seedEvent(t.db, { host, ticketTypes: [{ priceCents: 2500 }] });
    const a = await person(t, { name: 'Amara Quillfeather' });
    const b = await person(t, { name: 'Bodhi Lindqvist' });
    const items = [{ ticketTypeId: event.ticketTypeIds[0]!, quantity: 2 }];
    const order = await buyTickets(t.app, a.token, event.eventId, items);
    const refundOrder = await buyTickets(t.app, a.token, event.eventId, [{ ...items[0]!, quantity: 1 }]);
    const post = async (url: string, who: Person, payload: object = {}) => {
      const res = await call(t.app, { method: 'POST', url: `/api/v1/${url}`, token: who.token, payload });
      expect(res.status, `${url}: ${JSON.stringify(res.body)}`).toBe(200);
      return res.body.data;
    };
    const share = await post(`tickets/${order.tickets[1]!.id}/share`, a);
    const refund = await post(`orders/${refundOrder.id}/refund-requests`, a, { reason: 'Cannot come' });
    const eventRoom = await call(t.app, {
      method: 'GET',
      url: `/api/v1/events/${event.eventId}/chat`,
      token: a.token,
    });
    expect(eventRoom.status, JSON.stringify(eventRoom.body)).toBe(200);
    await post(`chats/${eventRoom.body.data.roomId}/messages`, host, { body: 'Welcome', clientId: 'walk-w' });
    await post(`chats/${eventRoom.body.data.roomId}/messages`, a, { body: 'Hello all', clientId: 'walk-a' });
    const hostRoom = await post(`events/${event.eventId}/contact-host`, a, {
      body: 'My number is in my profile',
    });
    await ticket(t, event.eventId, b);
    const report = await post(`users/${b.userId}/report`, a, { reason: 'Other', eventId: event.eventId });
    // A and B matched at the event: their direct room, with a message from A.
    const [low, high] = [a.userId, b.userId].sort();
    await t.db.query(
      `INSERT INTO connections (from_user_id, to_user_id, event_id, status, matched_at)
       VALUES ($1, $2, $3, 'matched', now()), ($2, $1, $3, 'matched', now())`,
      [a.userId, b.userId, event.eventId],
    );
    const direct = await t.db.maybeOne<{ id: string }>(
      `INSERT INTO chat_rooms (kind, user_low, user_high) VALUES ('direct', $1, $2) RETURNING id`,
      [low, high],
    );
    await t.db.query('INSERT INTO chat_members (room_id, user_id) VALUES ($1, $2), ($1, $3)', [
      direct!.id,
      a.userId,
      b.userId,
    ]);
    const message = await t.db.maybeOne<{ id: string }>(
      `INSERT INTO messages (room_id, sender_id, client_id, body) VALUES ($1, $2, 'walk-d', 'See you there') RETURNING id`,
      [direct!.id, a.userId],
    );
    const payout = await t.db.maybeOne<{ id: string }>(
      `INSERT INTO payout_accounts (organization_id, provider, provider_ref, holder_name, country, currency, last4, is_default)
       VALUES ($1, 'sandbox', 'ba_walk', 'Hana Hostington', 'US', 'USD', '6789', true) RETURNING id`,
      [event.organizationId],
    );
    const blast = await t.db.maybeOne<{ id: string }>(
      `INSERT INTO text_blasts (organization_id, event_id, created_by, segments, body)
       VALUES ($1, $2, $3, ARRAY['going'], 'Doors at nine') RETURNING id`,
      [event.organizationId, event.eventId, host.userId],
    );
    const invitation = await t.db.maybeOne<{ id: string }>(
      // Sent to A: nobody else may answer it.
      `INSERT INTO member_invitations (organization_id, email, role, invited_by) VALUES ($1, $2, 'door', $3) RETURNING id`,
      [event.organizationId, a.email, host.userId],
    );
    return {
      orgId: event.organizationId,
      eventId: event.eventId,
      ticketTypeId: event.ticketTypeIds[0]!,
      promoId: await seedPromo(t.db, event.eventId, { code: 'WALK10', percentOff: 10 }),
      orderId: order.id,
      refundOrderId: refundOrder.id,
      ticketId: order.tickets[0]!.id,
      shareToken: share.shareToken,
      refundRequestId: refund.id,
      reportId: report.reportId,
      invitationId: invitation!.id,
      eventRoomId: eventRoom.body.data.roomId,
      hostRoomId: hostRoom.roomId,
      directRoomId: direct!.id,
      directMessageId: message!.id,
      payoutAccountId: payout!.id,
      blastId: blast!.id,
      a,
      host,
    };
  }

  it('shows strangers and blocked people none of A in the lists of their own', async () => {
    const w = await world();
    const callers = await Promise.all(
      ['Cato Lister', 'Dara Lister', 'Dev Lister'].map((name) => person(t, { name })),
    );
    for (const d of callers.slice(1)) await ticket(t, w.eventId, d);
    await t.db.query('INSERT INTO blocks (blocker_id, blocked_id) VALUES ($1, $2), ($3, $1)', [
      w.a.userId,
      callers[1]!.userId,
      callers[2]!.userId,
    ]);
    const lists = [
      ...listRoutes.map((path) => `${path.slice(8)}`),
      // The profile details by id: only the owner's own.
      `getUserProfileDetails?ID=${w.a.userId}`,
    ];
    const problems: string[] = [];
    for (const url of lists) {
      for (const who of callers) {
        const res = await call(t.app, { method: 'GET', url: `/api/v1/${url}`, token: who.token });
        const text = typeof res.body === 'string' ? res.body : JSON.stringify(res.body);
        const where = `GET ${url} as ${who.userId === callers[0]!.userId ? 'stranger' : 'blocked'} → ${res.status}`;
        if (res.status >= 500) problems.push(`${where}: ${text.slice(0, 160)}`);
        for (const secret of [w.a.phone, w.a.email, 'Amara', 'Quillfeather']) {
          if (text.includes(secret)) problems.push(`${where}: shows ${secret}`);
        }
      }
    }
    expect(problems).toEqual([]);
    expect(lists.length).toBeGreaterThan(15);
  });

  it('classifies every route with an id in its path', () => {
    expect(routes.length).toBeGreaterThan(40);
    const unclassified = routes.map((r) => r.key).filter((k) => !(k in WALKED));
    expect(unclassified, 'add these routes to WALKED: who may call them with A’s or the host’s ids?').toEqual(
      [],
    );
    const gone = Object.keys(WALKED).filter((k) => !routes.some((r) => r.key === k));
    expect(gone, 'these WALKED routes are no longer in the OpenAPI document').toEqual([]);
  });

  it('refuses strangers and blocked people everything of A’s and the host’s, and shows them none of A’s details', {
    timeout: 120_000,
  }, async () => {
    const w = await world();
    const stranger = await person(t, { name: 'Cato Stranger' });
    const blockedByA = await person(t, { name: 'Dara Blocked' });
    const blockedA = await person(t, { name: 'Dev Blocker' });
    for (const d of [blockedByA, blockedA]) await ticket(t, w.eventId, d);
    await t.db.query('INSERT INTO blocks (blocker_id, blocked_id) VALUES ($1, $2), ($3, $1)', [
      w.a.userId,
      blockedByA.userId,
      blockedA.userId,
    ]);
    const callers: [string, Person, 'stranger' | 'blocked'][] = [
      ['stranger', stranger, 'stranger'],
      ['blocked by A', blockedByA, 'blocked'],
      ['who blocked A', blockedA, 'blocked'],
    ];
    const secrets = [w.a.phone, w.a.phone.slice(1), w.a.email, w.host.phone, w.host.email];
    // First name and surname apart: most answers carry a first name only.
    const aNames = ['Amara', 'Quillfeather'];
    // Refusals first: a caller's own RSVP, order or claim must not decide a later answer.
    const walk = routes
      .filter((r) => r.key in WALKED)
      .flatMap((r) => [WALKED[r.key]!, ...(WALKED[r.key]!.also ?? [])].map((spec) => ({ ...r, spec })))
      .sort((x, y) => Number(x.spec.stranger === 'may') - Number(y.spec.stranger === 'may'));
    const problems: string[] = [];
    let sent = 0;
    for (const route of walk) {
      const known = { ...KNOWN_FIELDS, eventId: w.eventId, ticketTypeId: w.ticketTypeId };
      const body =
        route.spec.body?.(w) ??
        (route.body ? plausibleBody(route.body, resolve, () => 'walk', known) : undefined) ??
        (route.method === 'GET' || route.method === 'DELETE' ? undefined : {});
      for (const [label, who, kind] of callers) {
        const expected =
          kind === 'stranger' ? route.spec.stranger : (route.spec.blocked ?? route.spec.stranger);
        const res = await call(t.app, {
          method: route.method,
          url: `/api/v1/${route.spec.url(w)}`,
          token: who.token,
          ...(body === undefined ? {} : { payload: body as Record<string, unknown> }),
        });
        sent += 1;
        const where = `${route.key} as ${label} → ${res.status}`;
        const text = typeof res.body === 'string' ? res.body : JSON.stringify(res.body);
        if (res.status === 400)
          problems.push(`${where}: the body did not pass validation, so the rule was not reached`);
        else if (res.status >= 500) problems.push(`${where}: ${text.slice(0, 160)}`);
        else if (expected === 'refused' && res.status < 400) {
          problems.push(`${where}: should be refused, got ${text.slice(0, 160)}`);
        } else if (expected === 'missing' && res.status !== 404) {
          problems.push(`${where}: should be 404, got ${text.slice(0, 160)}`);
        }
        for (const secret of secrets) {
          if (text.includes(secret)) problems.push(`${where}: shows a contact detail of A or the host`);
        }
        if (text.includes(w.a.email.split('@')[0]!)) problems.push(`${where}: shows A's e-mail`);
        if (!SHOWS_SENDER_NAME.has(route.key) && aNames.some((n) => text.includes(n)))
          problems.push(`${where}: shows A's name`);
      }
    }
    expect(problems).toEqual([]);
    // The scan would see A if an answer showed A: the event's room shows A's message to the host.
    const control = await call(t.app, {
      method: 'GET',
      url: `/api/v1/chats/${w.eventRoomId}/messages`,
      token: w.host.token,
    });
    expect(JSON.stringify(control.body)).toContain(aNames[0]);
    expect(sent).toBe(walk.length * callers.length);
    // What A owns is as it was: nothing the walk sent changed it.
    const orders = await t.db.query<{ status: string }>(
      'SELECT status FROM orders WHERE id = ANY($1::uuid[]) ORDER BY id',
      [[w.orderId, w.refundOrderId]],
    );
    expect(orders.map((o) => o.status)).toEqual(['paid', 'paid']);
    const direct = await t.db.maybeOne<{ n: number; deleted: number }>(
      `SELECT count(*)::int AS n, count(deleted_at)::int AS deleted FROM messages WHERE room_id = $1`,
      [w.directRoomId],
    );
    expect(direct).toEqual({ n: 1, deleted: 0 });
    const blast = await t.db.maybeOne<{ status: string }>('SELECT status FROM text_blasts WHERE id = $1', [
      w.blastId,
    ]);
    expect(blast?.status).toBe('draft');
  });
});
