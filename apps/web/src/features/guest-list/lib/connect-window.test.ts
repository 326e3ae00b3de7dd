import { describe, expect, it } from 'vitest';
import { connectClosedReason } from './connect-window.ts';

// A Sat Dec 5, 8 PM New York event: connecting opens a day before and closes two days after it ends.
const timing = {
  window: { opensAt: '2026-12-05T01:00:00.000Z', closesAt: '2026-12-08T04:00:00.000Z' },
  timeZone: 'America/New_York',
};

describe('when connecting opens', () => {
  it('says when it opens, in the event’s zone, instead of offering a Connect that fails', () => {
    expect(connectClosedReason(timing, Date.parse('2026-11-27T12:00:00Z'))).toBe(
      'Connect opens Fri, Dec 4 · 8:00 PM EST',
    );
  });
  it('offers Connect inside the window, and says when it has closed', () => {
    expect(connectClosedReason(timing, Date.parse('2026-12-06T01:00:00Z'))).toBeNull();
    expect(connectClosedReason(timing, Date.parse('2026-12-09T00:00:00Z'))).toBe('Connecting has closed');
    expect(connectClosedReason(undefined)).toBeNull();
  });
});
