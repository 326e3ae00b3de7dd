import type { Event } from '@mingle/shared/schemas/events';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { EventActionBar } from './event-action-bar.tsx';

const signedOut = {
  id: 'ev',
  status: 'published',
  startsAt: new Date(Date.now() + 86_400_000).toISOString(),
  endsAt: new Date(Date.now() + 90_000_000).toISOString(),
  ticketTypes: [
    { id: 'ga', priceCents: 2500, currency: 'USD', remaining: 10, salesStart: null, salesEnd: null },
  ],
  settings: { approvalRequired: false },
  viewer: null,
} as unknown as Event;

function renderBar(event: Event, pending: boolean) {
  render(
    <MemoryRouter>
      <EventActionBar event={event} signedIn pending={pending} onChanged={() => {}} />
    </MemoryRouter>,
  );
}

describe('EventActionBar while the viewer’s own view loads', () => {
  afterEach(cleanup);

  it('offers nothing clickable from the signed-out copy, only the price and a pending button', () => {
    renderBar(signedOut, true);
    expect(screen.queryByText('Get tickets')).toBeNull();
    const button = screen.getByRole<HTMLButtonElement>('button', { name: 'Loading your tickets and RSVP' });
    expect(button.disabled).toBe(true);
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(document.querySelector('.event-action-price')?.textContent).toMatch(/25/);
  });

  it('shows the ticket holder’s action once their view arrives', () => {
    const holder = {
      ...signedOut,
      viewer: { isHost: false, holdsTicket: true, ticketId: 't1', attendance: 'Going' },
    } as unknown as Event;
    renderBar(holder, false);
    expect(screen.getByRole('link', { name: /You’re going/ }).getAttribute('href')).toContain('t1');
  });
});
