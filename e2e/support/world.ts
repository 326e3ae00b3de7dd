import type { APIRequestContext } from '@playwright/test';
import { apiAs } from './api.ts';
import { uniqueEmail } from './outbox.ts';
import { type ApiSession, signUpViaApi } from './session.ts';

export interface SmallWorld {
  host: ApiSession;
  guest: ApiSession;
  eventId: string;
  ticketId: string;
  /** The guest's Contact Host room, with a message each way. */
  roomId: string;
}

/**
 * A host in Host mode with a published paid event a week away, and a guest who bought a ticket
 * and wrote to the host: enough for every main screen to show real content.
 */
export async function seedSmallWorld(request: APIRequestContext, label: string): Promise<SmallWorld> {
  const host = await signUpViaApi(request, uniqueEmail(`${label}-host`), { name: 'Hana Host' });
  const guest = await signUpViaApi(request, uniqueEmail(`${label}-guest`), { name: 'Gina Guest' });
  await useHostMode(request, host);
  await apiAs(request, host, 'POST', 'organizations', { name: 'Rooftop Collective' });
  const { eventId, ticketTypeId } = await publishPaidEvent(request, host, 'Sunset Rooftop Social');
  const ticketId = await buyTicket(request, guest, eventId, ticketTypeId);
  const contact = await apiAs<{ roomId: string }>(request, guest, 'POST', `events/${eventId}/contact-host`, {
    body: 'Hi! Is there a dress code?',
    clientId: clientId(),
  });
  return { host, guest, eventId, ticketId, roomId: contact.roomId };
}

/** Four hours starting a week from now. */
function aWeekAway(): { startsAt: Date; endsAt: Date } {
  const startsAt = new Date(Date.now() + 7 * 24 * 3600_000);
  return { startsAt, endsAt: new Date(startsAt.getTime() + 4 * 3600_000) };
}

/** A published event (a week away unless `when` says), by `host` (who has an organization), selling $25 tickets. */
export async function publishPaidEvent(
  request: APIRequestContext,
  host: ApiSession,
  title: string,
  { startsAt, endsAt } = aWeekAway(),
): Promise<{ eventId: string; ticketTypeId: string }> {
  const event = await apiAs<{ id: string }>(request, host, 'POST', 'events', {
    title,
    startsAt: startsAt.toISOString(),
    endsAt: endsAt.toISOString(),
    timeZone: 'America/New_York',
    venueName: 'The Roof',
    address: '1 Sky Street',
    city: 'New York',
  });
  const ticketType = await apiAs<{ id: string }>(request, host, 'POST', `events/${event.id}/ticket-types`, {
    name: 'General admission',
    priceCents: 2500,
    quantity: 50,
  });
  await apiAs(request, host, 'POST', `events/${event.id}/publish`);
  return { eventId: event.id, ticketTypeId: ticketType.id };
}

/** A fresh client id for a message sent through the API. */
export function clientId(): string {
  return `e2e-${Date.now()}-${Math.floor(Math.random() * 1e9)}`;
}

/** Puts `session` in Host mode, as the Guest | Host switch does. */
export async function useHostMode(request: APIRequestContext, session: ApiSession): Promise<void> {
  const res = await request.put('/api/v1/updateUserDetailsWeb', {
    headers: { authorization: `Bearer ${session.token}` },
    data: { userType: 'Host' },
  });
  if (!res.ok()) throw new Error(`updateUserDetailsWeb answered ${res.status()}: ${await res.text()}`);
}

/** `guest` buys `quantity` tickets (one by default) with the sandbox test card; returns the first ticket's id. */
export async function buyTicket(
  request: APIRequestContext,
  guest: ApiSession,
  eventId: string,
  ticketTypeId: string,
  quantity = 1,
): Promise<string> {
  const order = await apiAs<{ id: string }>(request, guest, 'POST', `events/${eventId}/orders`, {
    items: [{ ticketTypeId, quantity }],
  });
  const paid = await apiAs<{ tickets: { id: string }[] }>(request, guest, 'POST', `orders/${order.id}/pay`, {
    cardNumber: '4242424242424242',
  });
  return paid.tickets[0]!.id;
}
