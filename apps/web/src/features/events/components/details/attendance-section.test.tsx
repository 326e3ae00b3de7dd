import type { Event, EventViewer } from '@mingle/shared/schemas/events';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { AttendanceSection } from './attendance-section.tsx';

const viewer: EventViewer = {
  rsvp: 'Yes',
  rsvpApproval: 'pending',
  attendance: 'Not Going',
  isHost: false,
  subscribed: false,
  invited: false,
  holdsTicket: false,
};

// Only the fields the section reads; an event that has already ended keeps the lazy RSVP buttons out.
function eventWith(v: EventViewer): Event {
  return {
    id: '00000000-0000-4000-8000-0000000000e1',
    title: 'Rooftop Party',
    status: 'published',
    startsAt: '2020-01-01T18:00:00Z',
    endsAt: '2020-01-01T22:00:00Z',
    counts: { going: 0, maybe: 0, notGoing: 0 },
    ticketTypes: [],
    viewer: v,
  } as unknown as Event;
}

afterEach(cleanup);

describe('AttendanceSection on an approval-required event', () => {
  it('says the request was sent while the host has not decided', () => {
    render(<AttendanceSection event={eventWith(viewer)} signedIn onChanged={() => undefined} />);
    expect(screen.getByRole('status').textContent).toBe('Request sent — the host will approve your spot');
    expect(screen.queryByText('You:')).toBeNull();
  });

  it('shows Going once approved, and the refusal once declined', () => {
    render(
      <AttendanceSection
        event={eventWith({ ...viewer, rsvpApproval: 'approved', attendance: 'Going' })}
        signedIn
        onChanged={() => undefined}
      />,
    );
    expect(screen.getByText('Going', { selector: 'p.attendance-you strong' })).toBeTruthy();
    cleanup();
    render(
      <AttendanceSection
        event={eventWith({ ...viewer, rsvpApproval: 'declined' })}
        signedIn
        onChanged={() => undefined}
      />,
    );
    expect(screen.getByText('The host couldn’t approve your spot')).toBeTruthy();
    expect(screen.queryByText(/Request sent/)).toBeNull();
  });

  it('says an approved guest of a ticketed event still needs a ticket', () => {
    render(
      <AttendanceSection
        event={eventWith({ ...viewer, rsvpApproval: 'approved', attendance: 'Not Going' })}
        signedIn
        onChanged={() => undefined}
      />,
    );
    expect(screen.getByRole('status').textContent).toBe('The host approved your spot — get a ticket to go');
  });
});

describe('AttendanceSection on an open event', () => {
  const open = (ticketTypes: unknown[]) =>
    ({
      ...eventWith(viewer),
      startsAt: '2099-01-01T18:00:00Z',
      endsAt: '2099-01-01T22:00:00Z',
      ticketTypes,
      viewer: null,
    }) as unknown as Event;
  const renderSignedOut = (event: Event) =>
    render(
      <MemoryRouter>
        <AttendanceSection event={event} signedIn={false} onChanged={() => undefined} />
      </MemoryRouter>,
    );

  it('offers RSVP only on a free event: where paid tickets are sold a ticket is the way in', () => {
    renderSignedOut(open([{ id: 'tt', priceCents: 0 }]));
    expect(screen.getByRole('link', { name: 'Sign in to RSVP' })).toBeTruthy();
    cleanup();
    renderSignedOut(
      open([
        { id: 'tt', priceCents: 0 },
        { id: 'vip', priceCents: 2500 },
      ]),
    );
    expect(screen.queryByRole('link', { name: 'Sign in to RSVP' })).toBeNull();
    expect(screen.getByText('Going')).toBeTruthy();
  });
});
