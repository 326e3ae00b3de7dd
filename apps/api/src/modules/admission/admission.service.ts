import type { RsvpAnswer, RsvpApproval } from '@mingle/shared/enums';
import { ageOn } from '@mingle/shared/schemas/users';
import type { Queryable } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import * as repo from './admission.repository.ts';

/**
 * "May this person hold a place at this event?", decided here and nowhere else, for every way
 * of getting one: an order, a Yes RSVP (and the host approving one), a shared ticket claimed,
 * a waitlist offer. The rule has four parts:
 * - age: guests younger than the event's minimum age are refused (when the birthdate is known);
 * - approval: on an approval-required event a guest asks through an RSVP; orders, claims and
 *   waitlist offers are refused until the host approved that request (or the guest holds a
 *   ticket already), so buying never skips the host;
 * - capacity: tickets sold or held by pending orders plus Yes RSVPs without a ticket never
 *   exceed it; whoever takes a place locks the event row first, so concurrent takers queue;
 * - tickets: on an event that sells tickets, Going means holding one, so a Yes claims a free
 *   ticket or is refused with the reason.
 * The host of the event passes age and approval; their own answers take no place.
 */

/** Why a place was refused; the waitlist skips a person for the first three, not for capacity. */
export type RefusalReason = 'age' | 'approval' | 'tickets' | 'capacity';

export class PlaceRefused extends AppError {
  constructor(
    readonly reason: RefusalReason,
    code: 'UNPROCESSABLE' | 'FORBIDDEN' | 'SOLD_OUT' | 'NOT_ON_SALE' | 'CONFLICT',
    message: string,
  ) {
    super(code, message);
  }
}

export const APPROVAL_NEEDED_MESSAGE = "This event needs the host's approval: request to join first";

export type TicketPath = 'order' | 'claim' | 'waitlist';

interface Loaded {
  userId: string;
  event: repo.PlaceEventRow;
  guest: repo.GuestPlaceRow;
  isHost: boolean;
}

async function load(tx: Queryable, eventId: string, userId: string, lock: boolean): Promise<Loaded> {
  const found = await repo.findPlace(tx, eventId, userId);
  if (!found) throw notFound('Event');
  let { event, guest } = found;
  // Only a capacity needs the lock: without one, places are independent of each other. Under
  // the lock, the person is read again: a taker ahead in the queue may have changed them.
  if (lock && event.capacity !== null) {
    event = (await repo.findPlaceEvent(tx, eventId, true))!;
    guest = await repo.findGuestPlace(tx, eventId, userId);
  }
  return { userId, event, guest, isHost: event.host_id === userId };
}

function checkAge({ event, guest, isHost }: Loaded, now: Date): void {
  if (isHost || !event.age_limit || !guest.birthdate) return;
  if (ageOn(guest.birthdate, now) < event.age_limit) {
    throw new PlaceRefused(
      'age',
      'UNPROCESSABLE',
      `This event is for guests aged ${event.age_limit} and over`,
    );
  }
}

/** The host approved the person's request (and they haven't said No since), or needn't ask. */
function approved({ event, guest, isHost }: Loaded): boolean {
  if (isHost || !event.approval_required || guest.holds_ticket) return true;
  return guest.rsvp_approval === 'approved' && guest.rsvp_answer !== null && guest.rsvp_answer !== 'No';
}

async function checkCapacity(
  tx: Queryable,
  event: repo.PlaceEventRow,
  seats: number,
  exceptUserId: string | null,
): Promise<void> {
  if (event.capacity === null || seats <= 0) return;
  const left = event.capacity - (await repo.placesTaken(tx, event.id, exceptUserId));
  if (seats <= left) return;
  const message =
    left <= 0
      ? 'This event is full'
      : `This event is almost full: only ${left} ${left === 1 ? 'place is' : 'places are'} left`;
  throw new PlaceRefused('capacity', 'SOLD_OUT', message);
}

/**
 * Orders, shared-ticket claims and waitlist offers: checks the person and takes `seats` new
 * places (a claimed ticket moves an existing place: 0) in the caller's transaction.
 */
export async function admitTicketHolder(
  tx: Queryable,
  request: { eventId: string; userId: string; seats: number; path: TicketPath; now: Date },
): Promise<void> {
  const loaded = await load(tx, request.eventId, request.userId, request.seats > 0);
  checkAge(loaded, request.now);
  if (!approved(loaded)) throw new PlaceRefused('approval', 'FORBIDDEN', APPROVAL_NEEDED_MESSAGE);
  await checkCapacity(tx, loaded.event, request.seats, null);
}

/**
 * The price quote of a signed-in guest: the same refusal an order would get (age, approval,
 * capacity), read without a lock and without taking anything.
 */
export async function checkTicketHolder(
  q: Queryable,
  request: { eventId: string; userId: string; seats: number; now: Date },
): Promise<void> {
  const loaded = await load(q, request.eventId, request.userId, false);
  checkAge(loaded, request.now);
  if (!approved(loaded)) throw new PlaceRefused('approval', 'FORBIDDEN', APPROVAL_NEEDED_MESSAGE);
  await checkCapacity(q, loaded.event, request.seats, null);
}

/**
 * A payment that arrived after its hold ran out takes its places again: the capacity alone
 * (the person was admitted when they ordered).
 */
export async function retakePlaces(
  tx: Queryable,
  request: { eventId: string; seats: number },
): Promise<void> {
  let event = await repo.findPlaceEvent(tx, request.eventId, false);
  if (!event) throw notFound('Event');
  if (event.capacity !== null) event = (await repo.findPlaceEvent(tx, request.eventId, true))!;
  await checkCapacity(tx, event, request.seats, null);
}

/** Joining a waitlist: the person rules only (a place is taken when the offer comes). */
export async function checkWaitlistPerson(
  tx: Queryable,
  request: { eventId: string; userId: string; now: Date },
): Promise<void> {
  const loaded = await load(tx, request.eventId, request.userId, false);
  checkAge(loaded, request.now);
  if (!approved(loaded)) throw new PlaceRefused('approval', 'FORBIDDEN', APPROVAL_NEEDED_MESSAGE);
}

/** A free ticket type on sale with one left, or why a Yes can't have one. */
async function pickFreeTicket(tx: Queryable, eventId: string, now: Date): Promise<string> {
  const free = await repo.freeTicketTypes(tx, eventId);
  if (free.length === 0) {
    throw new PlaceRefused('tickets', 'UNPROCESSABLE', 'This event sells tickets: get a ticket to go');
  }
  const onSale = free.filter(
    (f) => (!f.sales_start || f.sales_start <= now) && (!f.sales_end || f.sales_end > now),
  );
  const available = onSale.find((f) => f.left > 0);
  if (available) return available.id;
  if (onSale.length === 0)
    throw new PlaceRefused('tickets', 'NOT_ON_SALE', 'Free tickets are not available now');
  throw new PlaceRefused('tickets', 'SOLD_OUT', 'Free tickets are sold out');
}

export interface RsvpPlace {
  /** What the answer needs from the host: pending waits for approval and takes no place yet. */
  approval: RsvpApproval;
  /** The free ticket type the Yes claims a ticket of (ticketed events), else null. */
  freeTicketTypeId: string | null;
}

/**
 * A guest's RSVP (the caller locked the event row). No takes nothing; Yes or Maybe respects the
 * age limit; on an approval-required event they wait for the host unless already approved; an
 * approved Yes takes a place: a free ticket on a ticketed event (unless they hold one), else a
 * seat within the capacity.
 */
export async function admitRsvp(
  tx: Queryable,
  request: { eventId: string; userId: string; answer: RsvpAnswer; now: Date },
): Promise<RsvpPlace> {
  const loaded = await load(tx, request.eventId, request.userId, true);
  if (request.answer === 'No' || loaded.isHost) return { approval: 'approved', freeTicketTypeId: null };
  checkAge(loaded, request.now);
  if (!approved(loaded)) return { approval: 'pending', freeTicketTypeId: null };
  if (request.answer === 'Maybe') return { approval: 'approved', freeTicketTypeId: null };
  return { approval: 'approved', freeTicketTypeId: await placeForYes(tx, loaded, request.now, false) };
}

/**
 * The host approves a guest's Yes: it takes the place the Yes asked for. On a ticketed event
 * with free tickets that is a free ticket; with paid tickets only, the approval lets the guest
 * buy one (the order takes the place).
 */
export async function admitApprovedYes(
  tx: Queryable,
  request: { eventId: string; userId: string; now: Date },
): Promise<string | null> {
  const loaded = await load(tx, request.eventId, request.userId, true);
  return placeForYes(tx, loaded, request.now, true);
}

async function placeForYes(
  tx: Queryable,
  loaded: Loaded,
  now: Date,
  approving: boolean,
): Promise<string | null> {
  const { event, guest } = loaded;
  if (!event.ticketed) {
    // Answering Yes again keeps the person's own seat.
    await checkCapacity(tx, event, 1, loaded.userId);
    return null;
  }
  if (guest.holds_ticket) return null;
  if (approving && (await repo.freeTicketTypes(tx, event.id)).length === 0) return null;
  const ticketTypeId = await pickFreeTicket(tx, event.id, now);
  await checkCapacity(tx, event, 1, loaded.userId);
  return ticketTypeId;
}
