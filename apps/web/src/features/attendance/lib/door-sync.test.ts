import type { RedeemedTicket } from '@mingle/shared/schemas/tickets';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-client.ts';
import type { QueuedCheckIn } from './door-store.ts';
import { CODE_NOT_RECOGNISED, syncQueue } from './door-sync.ts';

const item = (ticketId: string, name: string): QueuedCheckIn => ({
  ticketId,
  name,
  ticketTypeName: 'General',
  at: '2026-11-24T20:00:00.000Z',
});
// The event is in New York (EST in November): 02:04 UTC on the 25th is 9:04 PM on the 24th there.
const zone = 'America/New_York';
const now = new Date('2026-11-25T02:30:00.000Z');
const at = '2026-11-25T02:04:00.000Z';

describe('syncing offline check-ins', () => {
  it('sends each queued check-in and reports those someone else let in first', async () => {
    const redeem = vi.fn(async ({ ticketId }: { ticketId?: string }) => {
      if (ticketId === 'b')
        throw new ApiError(409, 'ALREADY_REDEEMED', 'Already redeemed', {
          redeemedAt: at,
          redeemedBy: 'Sam Door',
          redeemedById: 'sam',
        });
      if (ticketId === 'c') throw new ApiError(422, 'TICKET_NOT_VALID', 'This ticket was refunded');
      return {} as RedeemedTicket;
    });
    const done = vi.fn(async (_ticketId: string) => undefined);
    const outcome = await syncQueue(
      [item('a', 'Ada'), item('b', 'Bo'), item('c', 'Cy')],
      redeem,
      done,
      'me',
      zone,
      now,
    );
    expect(outcome.synced).toBe(1);
    expect(outcome.interrupted).toBe(false);
    expect(outcome.conflicts).toEqual([
      {
        ticketId: 'b',
        name: 'Bo',
        ticketTypeName: 'General',
        message: 'Already checked in at 9:04 PM EST by Sam Door',
      },
      { ticketId: 'c', name: 'Cy', ticketTypeName: 'General', message: 'This ticket was refunded' },
    ]);
    expect(done.mock.calls.map((c) => c[0])).toEqual(['a', 'b', 'c']);
  });

  it('sends a short code matched offline by its prefix, and reports a wrong one as not recognised', async () => {
    const redeem = vi.fn(async (body: { ticketId?: string; code?: string }) => {
      if (body.code === 'WRONG234') throw new ApiError(404, 'NOT_FOUND', 'No ticket has this code');
      return {} as RedeemedTicket;
    });
    const done = vi.fn(async (_ticketId: string) => undefined);
    const outcome = await syncQueue(
      [{ ...item('a', 'Ada'), code: 'K7QM3RXT' }, { ...item('b', 'Bo'), code: 'WRONG234' }, item('c', 'Cy')],
      redeem,
      done,
      'me',
      zone,
      now,
    );
    expect(redeem.mock.calls.map((c) => c[0])).toEqual([
      { code: 'K7QM3RXT' },
      { code: 'WRONG234' },
      { ticketId: 'c' },
    ]);
    expect(outcome).toEqual({
      synced: 2,
      conflicts: [{ ticketId: 'b', name: 'Bo', ticketTypeName: 'General', message: CODE_NOT_RECOGNISED }],
      interrupted: false,
    });
    expect(CODE_NOT_RECOGNISED).toBe('Code not recognised — check this guest');
    expect(done.mock.calls.map((c) => c[0])).toEqual(['a', 'b', 'c']);
  });

  it('says "by you" when the earlier check-in was this person (an answer lost on the way)', async () => {
    const redeem = vi.fn(async () => {
      throw new ApiError(409, 'ALREADY_REDEEMED', 'Already redeemed', { redeemedAt: at, redeemedById: 'me' });
    });
    const outcome = await syncQueue([item('a', 'Ada')], redeem, async () => undefined, 'me', zone, now);
    expect(outcome.conflicts[0]?.message).toBe('Already checked in at 9:04 PM EST by you');
  });

  it('stops when the network goes again and keeps the rest queued', async () => {
    const redeem = vi
      .fn()
      .mockResolvedValueOnce({} as RedeemedTicket)
      .mockRejectedValueOnce(new ApiError(0, 'NETWORK', 'offline'));
    const done = vi.fn(async (_ticketId: string) => undefined);
    const outcome = await syncQueue(
      [item('a', 'Ada'), item('b', 'Bo'), item('c', 'Cy')],
      redeem,
      done,
      'me',
      zone,
      now,
    );
    expect(outcome).toEqual({ synced: 1, conflicts: [], interrupted: true });
    expect(done.mock.calls.map((c) => c[0])).toEqual(['a']);
  });
});
