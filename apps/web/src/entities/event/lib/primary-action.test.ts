import type { Event, EventViewer, TicketType } from '@mingle/shared/schemas/events';
import { describe, expect, it } from 'vitest';
import { primaryAction } from './primary-action.ts';
import { isTicketed } from './ticketed.ts';

const NOW = Date.parse('2027-05-01T12:00:00Z');
const hours = (h: number) => new Date(NOW + h * 3_600_000).toISOString();

function type(over: Partial<TicketType> = {}): TicketType {
  return {
    id: 'tt-1',
    eventId: 'e',
    name: 'General',
    priceCents: 2500,
    currency: 'USD',
    quantity: 10,
    sold: 0,
    remaining: 10,
    salesStart: null,
    salesEnd: null,
    maxPerOrder: null,
    taxable: true,
    ...over,
  };
}

const guest: EventViewer = {
  rsvp: null,
  rsvpApproval: null,
  attendance: null,
  isHost: false,
  subscribed: false,
  invited: false,
  holdsTicket: false,
  ticketId: null,
};

type Decided = Parameters<typeof primaryAction>[0];
function event(over: Partial<Decided> = {}, approvalRequired = false): Decided {
  return {
    status: 'published',
    startsAt: hours(24),
    endsAt: hours(27),
    ticketTypes: [type()],
    settings: { approvalRequired } as Event['settings'],
    viewer: guest,
    ...over,
  };
}
const kind = (e: Decided) => primaryAction(e, NOW);

describe('the one action the event page offers', () => {
  it('sends the host to manage the event, whatever else is true', () => {
    expect(kind(event({ viewer: { ...guest, isHost: true } }))).toEqual({ kind: 'manage' });
    expect(kind(event({ status: 'draft', viewer: { ...guest, isHost: true } }))).toEqual({ kind: 'manage' });
  });

  it('tells a ticket holder they are going and opens their ticket, even after the event', () => {
    const holder = { ...guest, holdsTicket: true, attendance: 'Going' as const, ticketId: 't-9' };
    expect(kind(event({ viewer: holder }))).toEqual({ kind: 'going', ticketId: 't-9' });
    expect(kind(event({ viewer: holder, endsAt: hours(-1) }))).toEqual({ kind: 'going', ticketId: 't-9' });
  });

  it('tells a Yes to a ticket-less event they are going, with no ticket to open', () => {
    const yes = { ...guest, rsvp: 'Yes' as const, attendance: 'Going' as const };
    expect(kind(event({ ticketTypes: [], viewer: yes }))).toEqual({ kind: 'going', ticketId: null });
    // An answer from before ticketId existed reads as no ticket.
    const { ticketId: _, ...older } = yes;
    expect(kind(event({ ticketTypes: [], viewer: older }))).toEqual({ kind: 'going', ticketId: null });
  });

  it('offers tickets on a ticketed event, to anonymous visitors too, and never RSVP there', () => {
    expect(kind(event())).toEqual({ kind: 'tickets', ticketTypeId: 'tt-1' });
    expect(kind(event({ viewer: null }))).toEqual({ kind: 'tickets', ticketTypeId: 'tt-1' });
    const maybe = { ...guest, rsvp: 'Maybe' as const, attendance: 'Maybe' as const };
    expect(kind(event({ viewer: maybe }))).toEqual({ kind: 'tickets', ticketTypeId: 'tt-1' });
  });

  it('names the ticket type only when exactly one is on sale', () => {
    const two = [type(), type({ id: 'tt-2' })];
    expect(kind(event({ ticketTypes: two }))).toEqual({ kind: 'tickets', ticketTypeId: null });
    const oneLeft = [type({ remaining: 0 }), type({ id: 'tt-2' })];
    expect(kind(event({ ticketTypes: oneLeft }))).toEqual({ kind: 'tickets', ticketTypeId: 'tt-2' });
    const oneOpen = [type({ salesEnd: hours(-2) }), type({ id: 'tt-3', salesStart: hours(-1) })];
    expect(kind(event({ ticketTypes: oneOpen }))).toEqual({ kind: 'tickets', ticketTypeId: 'tt-3' });
  });

  it('offers the waitlist when every ticket on sale is gone', () => {
    expect(kind(event({ ticketTypes: [type({ remaining: 0 })] }))).toEqual({ kind: 'waitlist' });
    const soldAndEnded = [type({ remaining: 0 }), type({ id: 'tt-2', salesEnd: hours(-1) })];
    expect(kind(event({ ticketTypes: soldAndEnded }))).toEqual({ kind: 'waitlist' });
  });

  it('says sales have not opened, or are over, when no type is on sale', () => {
    expect(kind(event({ ticketTypes: [type({ salesStart: hours(2) })] }))).toEqual({ kind: 'sales-soon' });
    expect(kind(event({ ticketTypes: [type({ salesEnd: hours(-2) })] }))).toEqual({ kind: 'closed' });
  });

  it('offers RSVP on an event without ticket types, whatever the answer so far', () => {
    expect(kind(event({ ticketTypes: [] }))).toEqual({ kind: 'rsvp' });
    expect(kind(event({ ticketTypes: [], viewer: null }))).toEqual({ kind: 'rsvp' });
    const no = { ...guest, rsvp: 'No' as const, attendance: 'Not Going' as const };
    expect(kind(event({ ticketTypes: [], viewer: no }))).toEqual({ kind: 'rsvp' });
  });

  it('answers a free event by RSVP (a Yes claims the free ticket), and a free ticket beside a paid one by tickets', () => {
    expect(kind(event({ ticketTypes: [type({ priceCents: 0 })] }))).toEqual({ kind: 'rsvp' });
    expect(kind(event({ ticketTypes: [type({ priceCents: 0, remaining: 0 })] }))).toEqual({
      kind: 'waitlist',
    });
    const mixed = [type({ priceCents: 0 }), type({ id: 'tt-2' })];
    expect(kind(event({ ticketTypes: mixed }))).toEqual({ kind: 'tickets', ticketTypeId: null });
    expect(isTicketed({ ticketTypes: mixed })).toBe(true);
    expect(isTicketed({ ticketTypes: [type({ priceCents: 0 })] })).toBe(false);
  });

  it('offers nothing on an ended, draft or cancelled event', () => {
    expect(kind(event({ endsAt: hours(-1) }))).toEqual({ kind: 'closed' });
    expect(kind(event({ status: 'draft' }))).toEqual({ kind: 'closed' });
    expect(kind(event({ status: 'cancelled', ticketTypes: [] }))).toEqual({ kind: 'closed' });
  });

  describe('on an approval-required event', () => {
    const asked = (rsvpApproval: EventViewer['rsvpApproval'], rsvp: EventViewer['rsvp'] = 'Yes') => ({
      ...guest,
      rsvp,
      rsvpApproval,
      attendance: 'Not Going' as const,
    });

    it('asks to request a spot first, with or without tickets, signed in or not', () => {
      expect(kind(event({}, true))).toEqual({ kind: 'request' });
      expect(kind(event({ viewer: null }, true))).toEqual({ kind: 'request' });
      expect(kind(event({ ticketTypes: [] }, true))).toEqual({ kind: 'request' });
      // A No withdrew the request: asking again is the way in.
      expect(kind(event({ viewer: asked('approved', 'No') }, true))).toEqual({ kind: 'request' });
    });

    it('waits while the host decides, and says when the host declined', () => {
      expect(kind(event({ viewer: asked('pending') }, true))).toEqual({ kind: 'pending' });
      expect(kind(event({ viewer: asked('pending', 'Maybe') }, true))).toEqual({ kind: 'pending' });
      expect(kind(event({ viewer: asked('declined') }, true))).toEqual({ kind: 'declined' });
    });

    it('opens tickets once approved, and the waitlist if they are gone', () => {
      expect(kind(event({ viewer: asked('approved') }, true))).toEqual({
        kind: 'tickets',
        ticketTypeId: 'tt-1',
      });
      const soldOut = { ticketTypes: [type({ remaining: 0 })], viewer: asked('approved') };
      expect(kind(event(soldOut, true))).toEqual({ kind: 'waitlist' });
    });

    it('lets an approved Maybe of a ticket-less event change the answer', () => {
      expect(kind(event({ ticketTypes: [], viewer: asked('approved', 'Maybe') }, true))).toEqual({
        kind: 'rsvp',
      });
    });

    it('offers nothing once the event ended, even to a pending request', () => {
      expect(kind(event({ endsAt: hours(-1), viewer: asked('pending') }, true))).toEqual({ kind: 'closed' });
    });
  });
});
