import { describe, expect, it } from 'vitest';
import { groupCode, ticketStatusView } from './ticket-status.ts';

describe('ticketStatusView', () => {
  it('names every state', () => {
    expect(ticketStatusView('valid', null, null)).toMatchObject({
      label: 'Valid',
      tone: 'valid',
      note: null,
    });
    expect(ticketStatusView('redeemed', '2026-11-22T19:04:00Z', 'America/New_York').label).toBe(
      'Redeemed at Nov 22, 2:04 PM EST',
    );
    expect(ticketStatusView('refunded', null, null)).toMatchObject({ label: 'Refunded', tone: 'off' });
    expect(ticketStatusView('void', null, null).note).toMatch(/no longer works/);
  });
});

describe('groupCode', () => {
  it('splits the code into fours without changing it', () => {
    const code = 'Ab-d_fGh1234xyZ';
    expect(groupCode(code)).toBe('Ab-d _fGh 1234 xyZ');
    expect(groupCode(code).replace(/\s/g, '')).toBe(code);
    expect(groupCode('abcd')).toBe('abcd');
  });
});
