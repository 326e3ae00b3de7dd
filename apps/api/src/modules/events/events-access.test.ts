import { beforeAll, describe, expect, it } from 'vitest';
import {
  addTicketType,
  completeEventBody,
  createDraft,
  createHost,
  createPublishedEvent,
  type Host,
  useHostApp,
} from '../../../test/event-fixtures.ts';
import { call } from '../../../test/helpers.ts';
import { seedUser } from '../../../test/seed-users.ts';

describe('who may see and change an event', () => {
  const { t, host } = useHostApp('Host A');
  let rival: Host;
  beforeAll(async () => {
    rival = await createHost(t, 'Host B');
  });

  it('shows a draft to its host only; everyone else gets 404, signed in or not', async () => {
    const draft = await createDraft(t, host, { title: 'Secret plans' });
    const url = `/api/v1/events/${draft.id}`;
    expect((await call(t.app, { method: 'GET', url, token: host.token })).status).toBe(200);
    expect((await call(t.app, { method: 'GET', url, token: rival.token })).status).toBe(404);
    const anonymous = await call(t.app, { method: 'GET', url });
    expect(anonymous.status).toBe(404);
    expect(anonymous.body.error.message).toBe('That event was not found');
    const unknown = await call(t.app, {
      method: 'GET',
      url: '/api/v1/events/00000000-0000-4000-8000-000000000000',
    });
    expect(unknown.body).toEqual(anonymous.body);
  });

  it("answers 404 to every host action on another host's draft", async () => {
    const draft = await createDraft(t, host, completeEventBody());
    const tt = await addTicketType(t, host, draft.id);
    const base = `/api/v1/events/${draft.id}`;
    const attempts = [
      { method: 'PATCH' as const, url: base, payload: { title: 'Mine now' } },
      { method: 'POST' as const, url: `${base}/publish` },
      { method: 'POST' as const, url: `${base}/duplicate` },
      { method: 'POST' as const, url: `${base}/cancel`, payload: { message: 'no' } },
      { method: 'POST' as const, url: `${base}/invitations`, payload: { email: 'x@example.com' } },
      { method: 'GET' as const, url: `${base}/rsvps` },
      { method: 'GET' as const, url: `${base}/invitations` },
      {
        method: 'POST' as const,
        url: `${base}/ticket-types`,
        payload: { name: 'VIP', priceCents: 1, quantity: 1 },
      },
      { method: 'PATCH' as const, url: `${base}/ticket-types/${tt.id}`, payload: { quantity: 1 } },
      { method: 'DELETE' as const, url: `${base}/ticket-types/${tt.id}` },
      { method: 'GET' as const, url: `${base}/promo-codes` },
      { method: 'POST' as const, url: `${base}/promo-codes`, payload: { code: 'FREE', percentOff: 100 } },
    ];
    for (const attempt of attempts) {
      const res = await call(t.app, { ...attempt, token: rival.token });
      expect(res.status, `${attempt.method} ${attempt.url}`).toBe(404);
    }
    const still = await call(t.app, { method: 'GET', url: base, token: host.token });
    expect(still.body.data).toMatchObject({ status: 'draft', title: 'Rooftop Jazz' });
    expect(still.body.data.ticketTypes).toHaveLength(1);
  });

  it("answers 403 to every host action on another host's published event, which anyone may read", async () => {
    const event = await createPublishedEvent(t, host);
    const base = `/api/v1/events/${event.id}`;
    const attempts = [
      { method: 'PATCH' as const, url: base, payload: { title: 'Mine now' } },
      { method: 'POST' as const, url: `${base}/publish` },
      { method: 'POST' as const, url: `${base}/duplicate` },
      { method: 'POST' as const, url: `${base}/cancel`, payload: { message: 'no' } },
      { method: 'POST' as const, url: `${base}/invitations`, payload: { email: 'x@example.com' } },
      { method: 'GET' as const, url: `${base}/rsvps` },
      { method: 'GET' as const, url: `${base}/invitations` },
      { method: 'GET' as const, url: `${base}/promo-codes` },
      {
        method: 'POST' as const,
        url: `${base}/ticket-types`,
        payload: { name: 'VIP', priceCents: 1, quantity: 1 },
      },
    ];
    for (const attempt of attempts) {
      const res = await call(t.app, { ...attempt, token: rival.token });
      expect(res.status, `${attempt.method} ${attempt.url}`).toBe(403);
      expect(res.body.error.code).toBe('FORBIDDEN');
    }
    const read = await call(t.app, { method: 'GET', url: base, token: rival.token });
    expect(read.body.data).toMatchObject({ status: 'published', title: 'Rooftop Jazz' });
    expect(read.body.data.viewer.isHost).toBe(false);
    const unsigned = await call(t.app, { method: 'POST', url: `${base}/publish` });
    expect(unsigned.status).toBe(401);
  });

  it('lets anyone with the link read a private published event', async () => {
    const event = await createPublishedEvent(t, host, { visibility: 'private' });
    const res = await call(t.app, { method: 'GET', url: `/api/v2/events/${event.id}` });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ visibility: 'private', viewer: null });
    expect(res.body.data.url).toBe(`${t.config.PUBLIC_URL}/event-details?id=${event.id}`);
  });

  it('shows attendance counts, the viewer state and a guest-list preview of guests who allow it', async () => {
    const event = await createPublishedEvent(t, host);
    const shy = await seedUser(t.db, { name: 'Shy', showInGuestLists: false });
    const open = await seedUser(t.db, { name: 'Open' });
    const maybe = await seedUser(t.db, { name: 'Maybe' });
    for (const [user, answer] of [
      [shy, 'Yes'],
      [open, 'Yes'],
      [maybe, 'Maybe'],
    ] as const) {
      const res = await call(t.app, {
        method: 'POST',
        url: `/api/v1/events/${event.id}/rsvp`,
        token: user.token,
        payload: { answer },
      });
      expect(res.status).toBe(200);
    }
    const seen = await call(t.app, { method: 'GET', url: `/api/v1/events/${event.id}`, token: open.token });
    expect(seen.body.data.counts).toEqual({ going: 2, maybe: 1, notGoing: 0 });
    expect(seen.body.data.viewer).toEqual({
      rsvp: 'Yes',
      rsvpApproval: 'approved',
      attendance: 'Going',
      isHost: false,
      subscribed: false,
      invited: false,
      // The event's ticket type is free: the Yes claimed a ticket, which "You're going" opens.
      holdsTicket: true,
      ticketId: expect.any(String),
    });
    expect(seen.body.data.guestListPreview).toEqual([{ id: open.userId, name: 'Open', profilePhoto: null }]);

    await call(t.app, {
      method: 'PATCH',
      url: `/api/v1/events/${event.id}`,
      token: host.token,
      payload: { settings: { guestListVisible: false } },
    });
    const hidden = await call(t.app, { method: 'GET', url: `/api/v1/events/${event.id}` });
    expect(hidden.body.data).not.toHaveProperty('guestListPreview');
  });
});
