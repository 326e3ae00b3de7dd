import type { MemberRole } from '@mingle/shared/enums';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  answerSocialQuestions,
  buyTickets,
  seedEvent,
  seedPromo,
  seedUser,
} from '../../../test/checkout-fixtures.ts';
import { call, createTestApp, type TestApp } from '../../../test/helpers.ts';
import {
  DOOR,
  HOST_ROUTES,
  type HostRoute,
  NOT_IN_MATRIX,
  ROLES,
  type Role,
  RUNS,
  type World,
} from '../../../test/permission-matrix-routes.ts';

/**
 * Every host-side route of the OpenAPI document × {owner, co-host, door, removed member, guest,
 * another organization's owner}: each is allowed or refused exactly as the teams table says.
 * Allowed means the permission check let the call through (any answer but 401/403/404, never
 * 500); refused means 403 or 404. Every route of the document must be listed in
 * test/permission-matrix-routes.ts, host-side
 * or not, so a new route can't skip the question.
 */

describe('permission matrix: every host-side route × every role', () => {
  let t: TestApp;
  let documented: string[];

  beforeAll(async () => {
    t = await createTestApp();
    const doc = (await call(t.app, { method: 'GET', url: '/api/docs/json' })).body as {
      paths: Record<string, Record<string, unknown>>;
    };
    documented = Object.entries(doc.paths)
      .filter(([path]) => path.startsWith('/api/v1/'))
      .flatMap(([path, methods]) => Object.keys(methods).map((m) => `${m.toUpperCase()} ${path.slice(7)}`));
  });
  afterAll(() => t.close());

  const member = (orgId: string, userId: string, role: MemberRole) =>
    t.db.query('INSERT INTO organization_members (organization_id, user_id, role) VALUES ($1, $2, $3)', [
      orgId,
      userId,
      role,
    ]);

  async function world(): Promise<World> {
    const event = await seedEvent(t.db, { ticketTypes: [{ priceCents: 2500 }, { priceCents: 0 }] });
    const other = await seedEvent(t.db, { host: await seedUser(t.db, { name: 'Other Owner' }) });
    const [cohost, door, removed, guest, target, pending, reported, invitee] = await Promise.all(
      Array.from({ length: 8 }, () => seedUser(t.db)),
    );
    await answerSocialQuestions(t.db, guest!.userId);
    await member(event.organizationId, cohost!.userId, 'cohost');
    await member(event.organizationId, door!.userId, 'door');
    await member(event.organizationId, target!.userId, 'door');
    await member(event.organizationId, removed!.userId, 'cohost');
    await t.db.query('DELETE FROM organization_members WHERE user_id = $1', [removed!.userId]);
    const order = await buyTickets(t.app, guest!.token, event.eventId, [
      { ticketTypeId: event.ticketTypeIds[0]!, quantity: 2 },
    ]);
    const code = await t.db.maybeOne<{ code: string }>(
      'SELECT code FROM tickets WHERE order_id = $1 LIMIT 1',
      [order.id],
    );
    const refund = await call(t.app, {
      method: 'POST',
      url: `/api/v1/orders/${order.id}/refund-requests`,
      token: guest!.token,
      payload: { reason: 'Matrix' },
    });
    expect(refund.status, JSON.stringify(refund.body)).toBe(200);
    await t.db.query(`INSERT INTO rsvps (event_id, user_id, answer) VALUES ($1, $2, 'Yes')`, [
      event.eventId,
      reported!.userId,
    ]);
    const report = await call(t.app, {
      method: 'POST',
      url: `/api/v1/users/${reported!.userId}/report`,
      token: guest!.token,
      payload: { reason: 'Other', eventId: event.eventId },
    });
    expect(report.status, JSON.stringify(report.body)).toBe(200);
    await t.db.query('UPDATE events SET approval_required = true WHERE id = $1', [event.eventId]);
    await t.db.query(
      `INSERT INTO rsvps (event_id, user_id, answer, approval) VALUES ($1, $2, 'Yes', 'pending')`,
      [event.eventId, pending!.userId],
    );
    const invitation = await t.db.maybeOne<{ id: string }>(
      `INSERT INTO member_invitations (organization_id, email, role, invited_by)
       SELECT $1, email, 'door', $3 FROM users WHERE id = $2 RETURNING id`,
      [event.organizationId, invitee!.userId, event.host.userId],
    );
    return {
      users: {
        owner: event.host,
        cohost: cohost!,
        door: door!,
        removed: removed!,
        guest: guest!,
        otherOwner: other.host,
        invitee: invitee!,
      },
      orgId: event.organizationId,
      eventId: event.eventId,
      ticketTypeId: event.ticketTypeIds[0]!,
      freeTicketTypeId: event.ticketTypeIds[1]!,
      promoId: await seedPromo(t.db, event.eventId, { code: 'MATRIX', percentOff: 10 }),
      ticketCode: code!.code,
      refundRequestId: refund.body.data.id,
      reportId: report.body.data.reportId,
      pendingUserId: pending!.userId,
      targetMemberId: target!.userId,
      invitationId: invitation!.id,
      blastId: crypto.randomUUID(),
    };
  }

  function request(key: string, route: HostRoute, w: World, role: Role): InjectOptions & { token: string } {
    const method = key.split(' ')[0] as NonNullable<InjectOptions['method']>;
    const body = route.body?.(w) ?? (method === 'GET' || method === 'DELETE' ? undefined : {});
    return {
      method,
      url: `/api/v1/${route.url(w)}`,
      token: w.users[role].token,
      ...(body === undefined ? {} : { payload: body as object }),
    };
  }

  it('every documented route is classified', () => {
    const unclassified = documented.filter((r) => !(r in HOST_ROUTES) && !NOT_IN_MATRIX.has(r));
    expect(unclassified).toEqual([]);
    const gone = Object.keys(HOST_ROUTES).filter((r) => !documented.includes(r));
    expect(gone).toEqual([]);
  });

  it('allows and refuses each role exactly as the teams table says', async () => {
    const shared = await world();
    const outcomes: string[] = [];
    const wrong: string[] = [];
    for (const [key, route] of Object.entries(HOST_ROUTES)) {
      const reads = key.startsWith('GET ');
      // Refusals first, on the shared world (a refusal changes nothing); each allowed role of a
      // write gets a world of its own, so one role's change doesn't decide the next one's answer.
      const ordered = [...ROLES.filter((r) => !route.allowed.includes(r)), ...route.allowed];
      for (const role of ordered) {
        const w = reads || !route.allowed.includes(role) ? shared : await world();
        const res = await call(t.app, request(key, route, w, role));
        const refused = res.status === 403 || res.status === 404;
        const expected = route.allowed.includes(role) ? 'allowed' : 'refused';
        const got =
          res.status >= 500 || res.status === 401 ? `status ${res.status}` : refused ? 'refused' : 'allowed';
        outcomes.push(`${key} ${role}: ${got}`);
        if (got !== expected)
          wrong.push(
            `${key} as ${role}: expected ${expected}, got ${res.status} ${JSON.stringify(res.body).slice(0, 160)}`,
          );
      }
    }
    expect(wrong).toEqual([]);
    expect(outcomes.length).toBe(Object.keys(HOST_ROUTES).length * ROLES.length);
  }, 600_000);

  it("host/events lists the organization's events for its team only", async () => {
    const w = await world();
    for (const role of ROLES) {
      const res = await call(t.app, {
        method: 'GET',
        url: '/api/v1/host/events',
        token: w.users[role].token,
      });
      expect(res.status).toBe(200);
      const ids = res.body.data.items.map((e: { id: string }) => e.id);
      expect(ids.includes(w.eventId), role).toBe(DOOR.includes(role));
    }
    // Drafts: only for those who run the organization's events, in the list and by id.
    const draft = await seedEvent(t.db, { host: w.users.owner, status: 'draft' });
    for (const role of ROLES) {
      const res = await call(t.app, {
        method: 'GET',
        url: '/api/v1/host/events?tab=drafts',
        token: w.users[role].token,
      });
      const ids = res.body.data.items.map((e: { id: string }) => e.id);
      expect(ids.includes(draft.eventId), role).toBe(RUNS.includes(role));
      const byId = await call(t.app, {
        method: 'GET',
        url: `/api/v1/events/${draft.eventId}`,
        token: w.users[role].token,
      });
      expect(byId.status, role).toBe(RUNS.includes(role) ? 200 : 404);
    }
  });
});
