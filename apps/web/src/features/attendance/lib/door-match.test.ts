import { createHash } from 'node:crypto';
import type { DoorList, DoorListEntry } from '@mingle/shared/schemas/tickets';
import { describe, expect, it } from 'vitest';
import { doorDigest, findByCode, searchGuests, shortCodeDigest } from './door-match.ts';

const EVENT = '11111111-1111-4111-8111-111111111111';
const serverDigest = (code: string) =>
  createHash('sha256').update(`${EVENT}:${code}`).digest('base64url').slice(0, 22);
const serverShortDigest = (code: string) =>
  createHash('sha256').update(`${EVENT}:${code}`).digest('hex').slice(0, 5);

/** Short codes other than K7QM3RXT with its 5-hex prefix (21e6e), found by hashing codes in order. */
const SAME_PREFIX = ['2222BZDE', '2225VUDN'];

function entry(ticketId: string, firstName: string, code: string, shortCode: string): DoorListEntry {
  return {
    ticketId,
    holder: { id: ticketId, firstName },
    ticketTypeName: 'General',
    status: 'valid',
    redeemedAt: null,
    redeemedBy: null,
    codeDigest: serverDigest(code),
    shortCodeDigest: serverShortDigest(shortCode),
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

  it('hashes a short code to 5 hex characters, like the server', async () => {
    for (const code of SAME_PREFIX) expect(serverShortDigest(code)).toBe(serverShortDigest('K7QM3RXT'));
    expect(await shortCodeDigest(EVENT, 'K7QM3RXT')).toBe(serverShortDigest('K7QM3RXT'));
    expect(await shortCodeDigest(EVENT, 'K7QM3RXT')).toMatch(/^[0-9a-f]{5}$/);
  });

  it('finds a ticket by its QR code exactly, or by its short code in any case with spaces or dashes', async () => {
    expect(await findByCode(list, 'Qq-long-code-2_abcdefghijkl')).toEqual({
      entry: list.items[1],
      shortCode: null,
    });
    expect(await findByCode(list, 'qq-long-code-2_abcdefghijkl')).toBeUndefined();
    expect(await findByCode(list, ' k7qm-3rxt ')).toEqual({ entry: list.items[0], shortCode: 'K7QM3RXT' });
    expect(await findByCode(list, 'wxyz 2345')).toEqual({ entry: list.items[1], shortCode: 'WXYZ2345' });
    expect(await findByCode(list, 'WXYZ2346')).toBeUndefined();
  });

  it('accepts a wrong code sharing the prefix, handing it on for the server to verify', async () => {
    const wrong = SAME_PREFIX[0]!;
    expect(await findByCode(list, wrong)).toEqual({ entry: list.items[0], shortCode: wrong });
  });

  it('is ambiguous when two tickets still to let in share the prefix, and not when one is already in', async () => {
    const other = SAME_PREFIX[1]!;
    const clash: DoorList = {
      ...list,
      items: [...list.items, entry('c', 'Cy', 'Zz-long-code-3_abcdefghijkl', other)],
    };
    expect(await findByCode(clash, 'K7QM3RXT')).toEqual({ ambiguous: [clash.items[0], clash.items[2]] });
    const aIn = (e: DoorListEntry) => e.ticketId !== 'a';
    expect(await findByCode(clash, 'K7QM3RXT', aIn)).toEqual({
      entry: clash.items[2],
      shortCode: 'K7QM3RXT',
    });
    const noneOpen = () => false;
    expect(await findByCode(clash, 'K7QM3RXT', noneOpen)).toEqual({
      ambiguous: [clash.items[0], clash.items[2]],
    });
    expect(await findByCode(list, 'K7QM3RXT', noneOpen)).toEqual({
      entry: list.items[0],
      shortCode: 'K7QM3RXT',
    });
  });

  it('searches names without minding case or accents', () => {
    expect(searchGuests(list.items, 'zoe').map((e) => e.ticketId)).toEqual(['a']);
    expect(searchGuests(list.items, ' ADA ').map((e) => e.ticketId)).toEqual(['b']);
    expect(searchGuests(list.items, '')).toHaveLength(2);
    expect(searchGuests(list.items, 'nobody')).toEqual([]);
  });
});
