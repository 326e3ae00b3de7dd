import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { addTicketType, createHost, createPublishedEvent, type Host } from './event-fixtures.ts';
import { call, type TestApp } from './helpers.ts';
import { type SeededUser, seedUser } from './seed-users.ts';

/** Test data for text blasts: a host, one event, and guests in every kind of relation to it. */

let phoneCounter = 0;
export const nextPhone = (): string => {
  phoneCounter += 1;
  return `+1415${String(5_000_000 + Math.floor(Math.random() * 4_000_000) + phoneCounter).padStart(7, '0')}`;
};

export async function guest(
  t: TestApp,
  name: string,
  phone: string | null = nextPhone(),
): Promise<SeededUser & { phone: string | null }> {
  return { ...(await seedUser(t.db, { name, phone })), phone };
}

export async function rsvp(
  t: TestApp,
  eventId: string,
  userId: string,
  answer: 'Yes' | 'Maybe' | 'No',
): Promise<void> {
  await t.db.query('INSERT INTO rsvps (event_id, user_id, answer) VALUES ($1, $2, $3)', [
    eventId,
    userId,
    answer,
  ]);
}

/** A paid ticket of the type, valid or already redeemed at the door. */
export async function ticket(
  t: TestApp,
  eventId: string,
  ticketTypeId: string,
  userId: string,
  status: 'valid' | 'redeemed' = 'valid',
): Promise<void> {
  const order = await t.db.maybeOne<{ id: string }>(
    `INSERT INTO orders (event_id, buyer_id, status, currency, subtotal_cents, discount_cents, fee_cents, total_cents, expires_at, paid_at)
     VALUES ($1, $2, 'paid', 'USD', 0, 0, 0, 0, now(), now()) RETURNING id`,
    [eventId, userId],
  );
  await t.db.query(
    `INSERT INTO tickets (order_id, event_id, ticket_type_id, holder_id, code, price_paid_cents, status, redeemed_at)
     VALUES ($1, $2, $3, $4, $5, 0, $6, CASE WHEN $6 = 'redeemed' THEN now() END)`,
    [order!.id, eventId, ticketTypeId, userId, randomUUID(), status],
  );
}

export interface BlastWorld {
  host: Host;
  eventId: string;
  generalId: string;
  vipId: string;
}

export async function blastWorld(t: TestApp, name = 'Night Owls'): Promise<BlastWorld> {
  const host = await createHost(t, name, { phone: nextPhone() });
  const event = await createPublishedEvent(t, host);
  const general = await t.db.maybeOne<{ id: string }>('SELECT id FROM ticket_types WHERE event_id = $1', [
    event.id,
  ]);
  const vip = await addTicketType(t, host, event.id, { name: 'VIP', priceCents: 0 });
  return { host, eventId: event.id, generalId: general!.id, vipId: vip.id };
}

export async function createBlast(
  t: TestApp,
  token: string,
  payload: { eventId?: string | null; segments: string[]; body: string },
) {
  return call(t.app, { method: 'POST', url: '/api/v1/text-blasts', token, payload });
}

export async function sendBlast(
  t: TestApp,
  token: string,
  id: string,
  payload: object = {},
  key: string = randomUUID(),
) {
  return call(t.app, {
    method: 'POST',
    url: `/api/v1/text-blasts/${id}/send`,
    token,
    payload,
    headers: { 'idempotency-key': key },
  });
}

/** A draft to the segments, sent at once; returns its id. */
export async function sentBlast(
  t: TestApp,
  world: BlastWorld,
  segments: string[],
  body = 'Doors at 8',
): Promise<string> {
  const draft = await createBlast(t, world.host.token, { eventId: world.eventId, segments, body });
  expect(draft.status, JSON.stringify(draft.body)).toBe(200);
  const sent = await sendBlast(t, world.host.token, draft.body.data.id);
  expect(sent.status, JSON.stringify(sent.body)).toBe(200);
  return draft.body.data.id;
}

export function smsTo(t: TestApp, phone: string): Promise<{ body: string }[]> {
  return t.db.query(
    `SELECT body FROM outbox_messages WHERE recipient = $1 AND channel = 'sms' ORDER BY sent_at`,
    [phone],
  );
}

/** The guests of a blast world, keyed by how they relate to its event. */
export type BlastPeople = Record<string, SeededUser & { phone: string | null }>;

/**
 * A blast world with a guest in every relation to its event: a ticket holder (General), a
 * redeemed VIP holder, Yes, Maybe and No RSVPs, a Yes without a phone, one who opted out,
 * invitees with and without an account, and a subscriber who is also going.
 */
export async function blastAudienceWorld(t: TestApp): Promise<{ w: BlastWorld; people: BlastPeople }> {
  const w = await blastWorld(t);
  const people: BlastPeople = {};
  // going: a ticket holder (General), a redeemed VIP holder, a Yes RSVP; maybe; no; invited.
  people.ticket = await guest(t, 'Tia Ticket');
  await ticket(t, w.eventId, w.generalId, people.ticket.userId);
  people.door = await guest(t, 'Dora Door');
  await ticket(t, w.eventId, w.vipId, people.door.userId, 'redeemed');
  people.yes = await guest(t, 'Yusuf Yes');
  await rsvp(t, w.eventId, people.yes.userId, 'Yes');
  people.maybe = await guest(t, 'May Be');
  await rsvp(t, w.eventId, people.maybe.userId, 'Maybe');
  people.no = await guest(t, 'Nora No');
  await rsvp(t, w.eventId, people.no.userId, 'No');
  people.nophone = await guest(t, 'Nils Nophone', null);
  await rsvp(t, w.eventId, people.nophone.userId, 'Yes');
  people.optout = await guest(t, 'Otto Optout');
  await rsvp(t, w.eventId, people.optout.userId, 'Yes');
  await t.db.query('INSERT INTO sms_opt_outs (phone) VALUES ($1)', [people.optout.phone]);
  // Invited: one with an account who has not answered, one without an account (by phone), one who answered.
  people.invitee = await guest(t, 'Ines Invitee');
  await t.db.query('INSERT INTO invitations (event_id, phone) VALUES ($1, $2), ($1, $3), ($1, $4)', [
    w.eventId,
    people.invitee.phone,
    '+14155559876',
    people.maybe.phone,
  ]);
  // A subscriber who is also going (counted once in a union).
  people.fan = await guest(t, 'Fay Fan');
  await t.db.query('INSERT INTO subscriptions (user_id, organization_id) VALUES ($1, $2), ($3, $2)', [
    people.fan.userId,
    w.host.organizationId,
    people.ticket.userId,
  ]);
  return { w, people };
}
