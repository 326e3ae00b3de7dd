import { createHash } from 'node:crypto';
import type { DoorList, DoorListEntry } from '@mingle/shared/schemas/tickets';
import { describe, expect, it } from 'vitest';
import { doorDigest, findByCode, searchGuests } from './door-match.ts';

const EVENT = '11111111-1111-4111-8111-111111111111';
const serverDigest = (code: string) =>
  createHash('sha256').update(`${EVENT}:${code}`).digest('base64url').slice(0, 22);

function entry(ticketId: string, firstName: string, code: string, shortCode: string): DoorListEntry {
  return {
    ticketId,
    holder: { id: ticketId, firstName },
    ticketTypeName: 'General',
    status: 'valid',
    redeemedAt: null,
    redeemedBy: null,
    codeDigest: serverDigest(code),
    shortCodeDigest: serverDigest(shortCode),
  };
}

const list: DoorList = {
  eventId: EVENT,
  generatedAt: '2026-11-24T20:00:00.000Z',
  items: [
    entry('a', 'Zoë', 'Ab-d_fGh1234xyZ-long-code-1', 'K7QM3RXT'),
    entry('b', 'Ada', 'Qq-long-code-2_abcdefghijkl', 'WXYZ2345'),
  ],
};

describe('matching codes against the saved door list', () => {
  it('hashes like the server', async () => {
    expect(await doorDigest(EVENT, 'K7QM3RXT')).toBe(serverDigest('K7QM3RXT'));
  });

  it('finds a ticket by its QR code exactly, or by its short code in any case with spaces or dashes', async () => {
    expect((await findByCode(list, 'Qq-long-code-2_abcdefghijkl'))?.ticketId).toBe('b');
    expect(await findByCode(list, 'qq-long-code-2_abcdefghijkl')).toBeUndefined();
    expect((await findByCode(list, ' k7qm-3rxt '))?.ticketId).toBe('a');
    expect((await findByCode(list, 'wxyz 2345'))?.ticketId).toBe('b');
    expect(await findByCode(list, 'WXYZ2346')).toBeUndefined();
  });

  it('searches names without minding case or accents', () => {
    expect(searchGuests(list.items, 'zoe').map((e) => e.ticketId)).toEqual(['a']);
    expect(searchGuests(list.items, ' ADA ').map((e) => e.ticketId)).toEqual(['b']);
    expect(searchGuests(list.items, '')).toHaveLength(2);
    expect(searchGuests(list.items, 'nobody')).toEqual([]);
  });
});
