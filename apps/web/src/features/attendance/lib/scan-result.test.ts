import type { RedeemedTicket } from '@mingle/shared/schemas/tickets';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client.ts';
import { admittedResult, doorTime, failedResult, normaliseCode } from './scan-result.ts';

const ticket: RedeemedTicket = {
  ticketId: '00000000-0000-4000-8000-000000000001',
  holder: { id: '00000000-0000-4000-8000-000000000002', firstName: 'Ada' },
  ticketTypeName: 'General admission',
  status: 'redeemed',
  redeemedAt: '2026-11-22T19:04:00Z',
  redeemedBy: null,
};

describe('scan results', () => {
  it('admits a valid ticket by name and type', () => {
    expect(admittedResult(ticket)).toEqual({ tone: 'success', title: 'Admitted: Ada, General admission' });
    expect(admittedResult({ ...ticket, holder: null }).title).toBe('Admitted: Guest, General admission');
  });

  it('says when an already redeemed ticket was used', () => {
    const now = new Date('2026-11-22T20:00:00');
    const at = new Date('2026-11-22T19:04:00').toISOString();
    const err = new ApiError(409, 'ALREADY_REDEEMED', `Already redeemed at ${at}`, { redeemedAt: at });
    expect(failedResult(err, now)).toMatchObject({ tone: 'warning', title: 'Already redeemed at 7:04 PM' });
    const earlier = new Date('2026-11-21T19:04:00').toISOString();
    expect(failedResult(new ApiError(409, 'ALREADY_REDEEMED', 'x', { redeemedAt: earlier }), now).title).toBe(
      'Already redeemed at Nov 21, 7:04 PM',
    );
  });

  it('gives another event, refunded or void tickets and unknown codes their own message', () => {
    expect(failedResult(new ApiError(422, 'WRONG_EVENT', 'This ticket is for another event'))).toEqual({
      tone: 'error',
      title: 'This ticket is for another event',
    });
    expect(failedResult(new ApiError(422, 'TICKET_NOT_VALID', 'This ticket was refunded')).title).toBe(
      'This ticket was refunded',
    );
    expect(failedResult(new ApiError(422, 'TICKET_NOT_VALID', 'This ticket is void')).title).toBe(
      'This ticket is void',
    );
    expect(failedResult(new ApiError(404, 'NOT_FOUND', 'Ticket not found')).title).toBe(
      'No ticket with this code',
    );
    expect(failedResult(new ApiError(403, 'FORBIDDEN', 'no')).title).toMatch(/Only the host/);
  });

  it("says how long the door's wrong-code limit lasts, from Retry-After", () => {
    const limited = new ApiError(429, 'RATE_LIMITED', 'Too many wrong codes', {}, 27);
    expect(failedResult(limited)).toEqual({
      tone: 'error',
      title: 'Too many wrong codes — try again in 27 s',
      detail: 'You can still check guests in from the list.',
    });
    expect(failedResult(new ApiError(429, 'RATE_LIMITED', 'x')).title).toBe(
      'Too many wrong codes — try again in a moment',
    );
  });

  it('never shows a raw error for a network failure', () => {
    expect(failedResult(new TypeError('boom'))).toMatchObject({
      tone: 'error',
      title: 'Could not check this ticket',
    });
  });

  it('treats spaces in a typed code as typing aids', () => {
    expect(normaliseCode(' AbCd EfGh\tij-_ ')).toBe('AbCdEfGhij-_');
  });

  it('formats a time on the same day without the date', () => {
    const now = new Date('2026-11-22T23:00:00');
    expect(doorTime(new Date('2026-11-22T08:30:00').toISOString(), now)).toBe('8:30 AM');
  });
});
