import type { MemberRole, TeamRole } from '@mingle/shared/enums';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  answerSocialQuestions,
  buyTickets,
  type SeededUser,
  seedEvent,
  seedPromo,
  seedUser,
} from '../../../test/checkout-fixtures.ts';
import { call, createTestApp, type TestApp } from '../../../test/helpers.ts';

/**
 * Every host-side route of the OpenAPI document × {owner, co-host, door, removed member, guest,
 * another organization's owner}: each is allowed or refused exactly as the teams table says.
 * Allowed means the permission check let the call through (any answer but 401/403/404, never
 * 500); refused means 403 or 404. Every route of the document must be listed here, host-side
 * or not, so a new route can't skip the question.
 */

/** `invitee`: the person a pending team invitation of the organization was sent to. */
type Role = TeamRole | 'removed' | 'guest' | 'otherOwner' | 'invitee';
const ROLES: Role[] = ['owner', 'cohost', 'door', 'removed', 'guest', 'otherOwner', 'invitee'];
const INVITEE: Role[] = ['invitee'];
const RUNS: Role[] = ['owner', 'cohost'];
const DOOR: Role[] = ['owner', 'cohost', 'door'];
const OWNER: Role[] = ['owner'];

interface World {
  users: Record<Role, SeededUser>;
  orgId: string;
  eventId: string;
  ticketTypeId: string;
  freeTicketTypeId: string;
  promoId: string;
  ticketCode: string;
  refundRequestId: string;
  reportId: string;
  pendingUserId: string;
  targetMemberId: string;
  invitationId: string;
  blastId: string;
}

interface HostRoute {
  allowed: Role[];
  /** The path with the world's ids filled in. */
  url: (w: World) => string;
  body?: (w: World) => unknown;
}

const HOST_ROUTES: Record<string, HostRoute> = {
  'PATCH /organizations/{id}': {
    allowed: OWNER,
    url: (w) => `organizations/${w.orgId}`,
    body: () => ({ name: 'Renamed' }),
  },
  'GET /organizations/{id}/subscribers': {
    allowed: RUNS,
    url: (w) => `organizations/${w.orgId}/subscribers`,
  },
  'GET /organizations/{id}/subscribers.csv': {
    allowed: RUNS,
    url: (w) => `organizations/${w.orgId}/subscribers.csv`,
  },
  'GET /organizations/{id}/members': { allowed: RUNS, url: (w) => `organizations/${w.orgId}/members` },
  'POST /organizations/{id}/members': {
    allowed: OWNER,
    url: (w) => `organizations/${w.orgId}/members`,
    body: () => ({ phone: `+1415${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`, role: 'door' }),
  },
  'PATCH /organizations/{id}/members/{userId}': {
    allowed: OWNER,
    url: (w) => `organizations/${w.orgId}/members/${w.targetMemberId}`,
    body: () => ({ role: 'cohost' }),
  },
  'DELETE /organizations/{id}/members/{userId}': {
    allowed: OWNER,
    url: (w) => `organizations/${w.orgId}/members/${w.targetMemberId}`,
  },
  'GET /organizations/{id}/invitations': {
    allowed: OWNER,
    url: (w) => `organizations/${w.orgId}/invitations`,
  },
  'DELETE /organizations/{id}/invitations/{invitationId}': {
    allowed: OWNER,
    url: (w) => `organizations/${w.orgId}/invitations/${w.invitationId}`,
  },
  'POST /team-invitations/{id}/accept': {
    allowed: INVITEE,
    url: (w) => `team-invitations/${w.invitationId}/accept`,
  },
  'POST /team-invitations/{id}/decline': {
    allowed: INVITEE,
    url: (w) => `team-invitations/${w.invitationId}/decline`,
  },
  'GET /organizations/{id}/activity': { allowed: RUNS, url: (w) => `organizations/${w.orgId}/activity` },
  'PATCH /events/{id}': {
    allowed: RUNS,
    url: (w) => `events/${w.eventId}`,
    body: () => ({ title: 'Team edit' }),
  },
  'POST /events/{id}/publish': { allowed: RUNS, url: (w) => `events/${w.eventId}/publish` },
  'POST /events/{id}/cancel': {
    allowed: RUNS,
    url: (w) => `events/${w.eventId}/cancel`,
    body: () => ({ message: 'Rain' }),
  },
  'POST /events/{id}/duplicate': { allowed: RUNS, url: (w) => `events/${w.eventId}/duplicate` },
  'POST /events/{id}/ticket-types': {
    allowed: RUNS,
    url: (w) => `events/${w.eventId}/ticket-types`,
    body: () => ({ name: 'VIP', priceCents: 0, quantity: 10 }),
  },
  'PATCH /events/{id}/ticket-types/{ttId}': {
    allowed: RUNS,
    url: (w) => `events/${w.eventId}/ticket-types/${w.freeTicketTypeId}`,
    body: () => ({ name: 'Renamed' }),
  },
  'DELETE /events/{id}/ticket-types/{ttId}': {
    allowed: RUNS,
    url: (w) => `events/${w.eventId}/ticket-types/${w.freeTicketTypeId}`,
  },
  'POST /events/{id}/promo-codes': {
    allowed: RUNS,
    url: (w) => `events/${w.eventId}/promo-codes`,
    body: () => ({ code: 'TEAM10', percentOff: 10 }),
  },
  'GET /events/{id}/promo-codes': { allowed: RUNS, url: (w) => `events/${w.eventId}/promo-codes` },
  'DELETE /events/{id}/promo-codes/{pcId}': {
    allowed: RUNS,
    url: (w) => `events/${w.eventId}/promo-codes/${w.promoId}`,
  },
  'GET /events/{id}/tax': { allowed: RUNS, url: (w) => `events/${w.eventId}/tax` },
  'PUT /events/{id}/tax': {
    allowed: RUNS,
    url: (w) => `events/${w.eventId}/tax`,
    body: () => ({ mode: 'exclusive', rateMilli: 8875, name: 'Sales tax' }),
  },
  'DELETE /events/{id}/tax': { allowed: RUNS, url: (w) => `events/${w.eventId}/tax` },
  'GET /organizations/{id}/tax-default': {
    allowed: RUNS,
    url: (w) => `organizations/${w.orgId}/tax-default`,
  },
  'PUT /organizations/{id}/tax-default': {
    allowed: RUNS,
    url: (w) => `organizations/${w.orgId}/tax-default`,
    body: () => ({ mode: 'inclusive', rateMilli: 20000, name: 'VAT' }),
  },
  'DELETE /organizations/{id}/tax-default': {
    allowed: RUNS,
    url: (w) => `organizations/${w.orgId}/tax-default`,
  },
  'POST /events/{id}/redeem': {
    allowed: DOOR,
    url: (w) => `events/${w.eventId}/redeem`,
    body: (w) => ({ code: w.ticketCode }),
  },
  'GET /events/{id}/attendance': { allowed: DOOR, url: (w) => `events/${w.eventId}/attendance` },
  'GET /events/{id}/door-list': { allowed: DOOR, url: (w) => `events/${w.eventId}/door-list` },
  'POST /refund-requests/{id}/approve': {
    allowed: RUNS,
    url: (w) => `refund-requests/${w.refundRequestId}/approve`,
    body: () => ({}),
  },
  'POST /refund-requests/{id}/decline': {
    allowed: RUNS,
    url: (w) => `refund-requests/${w.refundRequestId}/decline`,
    body: () => ({}),
  },
  'POST /events/{id}/refunds/preview': { allowed: RUNS, url: (w) => `events/${w.eventId}/refunds/preview` },
  'POST /events/{id}/refunds': {
    allowed: RUNS,
    url: (w) => `events/${w.eventId}/refunds`,
    body: () => ({ expectedRefundCents: 0 }),
  },
  'GET /events/{id}/rsvps': { allowed: RUNS, url: (w) => `events/${w.eventId}/rsvps` },
  'POST /events/{id}/rsvps/{userId}/approve': {
    allowed: RUNS,
    url: (w) => `events/${w.eventId}/rsvps/${w.pendingUserId}/approve`,
  },
  'POST /events/{id}/rsvps/{userId}/decline': {
    allowed: RUNS,
    url: (w) => `events/${w.eventId}/rsvps/${w.pendingUserId}/decline`,
  },
  'POST /events/{id}/invitations': {
    allowed: RUNS,
    url: (w) => `events/${w.eventId}/invitations`,
    body: () => ({ email: `invitee-${Math.random().toString(36).slice(2)}@test.local` }),
  },
  'GET /events/{id}/invitations': { allowed: RUNS, url: (w) => `events/${w.eventId}/invitations` },
  // A guest holding a ticket sees the guest list too (the host has it on).
  'GET /events/{id}/guests': { allowed: [...RUNS, 'guest'], url: (w) => `events/${w.eventId}/guests` },
  'GET /events/{id}/reports': { allowed: RUNS, url: (w) => `events/${w.eventId}/reports` },
  'POST /reports/{id}/review': { allowed: RUNS, url: (w) => `reports/${w.reportId}/review` },
};

/**
 * Routes that are not host-side (sign-in, the caller's own profile, tickets, orders, social,
 * chat, notifications), or whose host side is scoped by the caller's own organization rather
 * than an id in the path (lists, money out, analytics, blasts): those are checked below
 * by what they show, or in their own modules' tests.
 */
const NOT_IN_MATRIX = new Set([
  'POST /createOtp',
  'POST /sendEmailOtp',
  'POST /verfiyOtp',
  'POST /verifyEmailOtp',
  'POST /login-web',
  'GET /logout',
  'POST /profileSetup-web',
  'PUT /updateUserDetailsWeb',
  'PUT /updateUserDetails',
  'POST /UpdatePhoneNumberByID',
  'GET /getUserProfileDetails',
  'POST /uploadProfilePic',
  'PUT /updateShowBanner',
  'DELETE /deleteUser',
  'POST /organizations/upload-profile-picture',
  'DELETE /organizations/delete-profile-picture',
  'GET /dev/outbox',
  'POST /organizations',
  'GET /organizations/me',
  'GET /organizations/{id}',
  'POST /events',
  'GET /events',
  'GET /events/{id}',
  'POST /events/{id}/cover',
  'GET /payments/config',
  'POST /events/{id}/orders/quote',
  'POST /events/{id}/orders',
  'GET /orders/{id}',
  'POST /orders/{id}/pay',
  'GET /me/tickets',
  'GET /tickets/{id}',
  'POST /tickets/{id}/share',
  'DELETE /tickets/{id}/share',
  'GET /shared/{token}',
  'POST /shared/{token}/claim',
  'POST /orders/{id}/refund-requests',
  'GET /refund-requests',
  'GET /me/refund-requests',
  'POST /ticket-types/{id}/waitlist',
  'GET /ticket-types/{id}/waitlist',
  'DELETE /ticket-types/{id}/waitlist',
  'POST /webhooks/stripe',
  'GET /payouts/balance',
  'GET /payout-accounts',
  'POST /payout-accounts',
  'DELETE /payout-accounts/{id}',
  'GET /organizations/me/kyc',
  'POST /organizations/me/kyc',
  'POST /payouts',
  'GET /payouts',
  'GET /payouts/statement',
  'POST /webhooks/stripe-connect',
  'GET /notifications',
  'POST /notifications/read',
  'GET /host/events',
  'GET /me/events',
  'POST /events/{id}/rsvp',
  'POST /organizations/{id}/subscription',
  'DELETE /organizations/{id}/subscription',
  'GET /me/subscriptions',
  'GET /users/{id}/public',
  'POST /users/{id}/connection',
  'DELETE /users/{id}/connection',
  'POST /users/{id}/connection/decline',
  'GET /matches',
  'GET /connection-requests',
  'POST /users/{id}/block',
  'DELETE /users/{id}/block',
  'POST /users/{id}/report',
  'GET /events/{id}/chat',
  'POST /events/{id}/contact-host',
  'GET /chats',
  'GET /chats/{roomId}',
  'GET /chats/{roomId}/messages',
  'POST /chats/{roomId}/messages',
  'DELETE /chats/{roomId}/messages/{id}',
  'GET /text-blasts/events',
  'GET /text-blasts/audience',
  'POST /text-blasts',
  'GET /text-blasts',
  'GET /text-blasts/{id}',
  'PATCH /text-blasts/{id}',
  'DELETE /text-blasts/{id}',
  'POST /text-blasts/{id}/send',
  'POST /text-blasts/{id}/cancel',
  'GET /text-blasts/{id}/recipients',
  'POST /webhooks/sms',
  'POST /webhooks/sms/status',
  'POST /dev/inbound-sms',
  'GET /host/analytics',
  'GET /host/analytics/revenue',
  'GET /host/analytics/guests',
  'GET /host/analytics/matches',
  'GET /host/analytics/connection-requests',
  'GET /me/organizations',
  'GET /me/team-invitations',
]);

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
