import type { Event, TicketType } from '@mingle/shared/schemas/events';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { takeReturnPath } from '../../../lib/return-path.ts';
import { BuyTicketsSection } from './buy-tickets-section.tsx';

function ticketType(patch: Partial<TicketType>): TicketType {
  return {
    id: 'ga',
    eventId: 'ev',
    name: 'General admission',
    priceCents: 2500,
    currency: 'USD',
    quantity: 100,
    sold: 0,
    remaining: 100,
    salesStart: null,
    salesEnd: null,
    maxPerOrder: 2,
    taxable: true,
    ...patch,
  };
}

const event = {
  id: 'ev',
  status: 'published',
  startsAt: new Date(Date.now() + 86_400_000).toISOString(),
  endsAt: new Date(Date.now() + 90_000_000).toISOString(),
  ticketTypes: [ticketType({}), ticketType({ id: 'vip', name: 'VIP', remaining: 0, maxPerOrder: null })],
  settings: { approvalRequired: false },
  viewer: null,
} as unknown as Event;

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search}`}</p>;
}

function renderSection(e: Event, url = '/event-details?id=ev', pending = false) {
  render(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route path="/event-details" element={<BuyTicketsSection event={e} pending={pending} />} />
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
}

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});

describe('Buy Tickets on the event page', () => {
  it('adds tickets up to the per-order maximum and shows the total with the fee', () => {
    localStorage.setItem('user_token', 'token');
    renderSection(event);
    const add = screen.getByRole('button', { name: 'Add one General admission' });
    fireEvent.click(add);
    fireEvent.click(add);
    expect((add as HTMLButtonElement).disabled).toBe(true);
    // 2 × $25 + 5% of $50 + 2 × $1.
    expect(screen.getByText(/2 tickets · \$54\.50/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Buy Tickets' }));
    expect(screen.getByTestId('where').textContent).toBe('/checkout?eventId=ev&tickets=ga%3A2');
  });

  it('offers the waitlist for a sold-out type', () => {
    renderSection(event);
    expect(screen.getByText('Sold out')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Join waitlist' })).toBeTruthy();
  });

  it('sends a signed-out visitor to sign in, remembering the basket', () => {
    renderSection(event);
    fireEvent.click(screen.getByRole('button', { name: 'Add one General admission' }));
    fireEvent.click(screen.getByRole('button', { name: 'Buy Tickets' }));
    expect(screen.getByTestId('where').textContent).toBe('/auth');
    expect(takeReturnPath()).toBe('/checkout?eventId=ev&tickets=ga%3A1');
  });

  it('says why sales are closed', () => {
    renderSection({ ...event, status: 'cancelled' } as Event);
    expect(screen.getByText(/was cancelled/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Buy Tickets' })).toBeNull();
  });

  it('leads a waitlist offer link to its Payment', () => {
    localStorage.setItem('user_token', 'token');
    renderSection(event, '/event-details?id=ev&order=ord1');
    fireEvent.click(screen.getByRole('button', { name: 'Complete purchase' }));
    expect(screen.getByTestId('where').textContent).toBe('/checkout?orderId=ord1');
  });

  it('waits for the host on an approval-required event until the request is approved', () => {
    localStorage.setItem('user_token', 'token');
    const viewer = { rsvp: 'Yes', rsvpApproval: 'pending', isHost: false, holdsTicket: false };
    const pending = { ...event, settings: { approvalRequired: true }, viewer } as unknown as Event;
    renderSection(pending);
    expect(screen.getByRole('note').textContent).toMatch(/needs the host’s approval: request to join first/);
    fireEvent.click(screen.getByRole('button', { name: 'Add one General admission' }));
    expect(screen.getByRole('button', { name: 'Buy Tickets' }).hasAttribute('disabled')).toBe(true);
    cleanup();
    renderSection({ ...pending, viewer: { ...viewer, rsvpApproval: 'approved' } } as unknown as Event);
    expect(screen.queryByRole('note')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Add one General admission' }));
    expect(screen.getByRole('button', { name: 'Buy Tickets' }).hasAttribute('disabled')).toBe(false);
  });

  it('says nothing about approval while a signed-in guest’s own view loads, and holds the purchase until it arrives', () => {
    localStorage.setItem('user_token', 'token');
    // The page's signed-out copy: no viewer yet, though this guest may well be approved.
    const approvalEvent = {
      ...event,
      settings: { approvalRequired: true },
      viewer: null,
    } as unknown as Event;
    renderSection(approvalEvent, undefined, true);
    expect(screen.queryByRole('note')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Add one General admission' }));
    expect(screen.getByRole('button', { name: 'Buy Tickets' }).hasAttribute('disabled')).toBe(true);
    cleanup();
    // An anonymous visitor is told at once: they have not asked to join.
    localStorage.clear();
    renderSection(approvalEvent);
    expect(screen.getByRole('note').textContent).toMatch(/needs the host’s approval/);
  });
});
