import { describe, expect, it } from 'vitest';
import { formatWhen } from './when.ts';

describe("formatWhen: a moment in the event's zone, with the zone named", () => {
  const instant = new Date('2026-11-25T02:59:00Z');

  it('writes the same instant in two zones with their abbreviations', () => {
    expect(formatWhen(instant, 'America/New_York')).toBe('Tue, Nov 24, 2026, 9:59 PM EST');
    expect(formatWhen(instant, 'America/Los_Angeles')).toBe('Tue, Nov 24, 2026, 6:59 PM PST');
  });

  it('follows daylight saving time: PDT in summer, PST in winter, the wall clock unchanged', () => {
    expect(formatWhen(new Date('2026-07-04T02:00:00Z'), 'America/Los_Angeles')).toBe(
      'Fri, Jul 3, 2026, 7:00 PM PDT',
    );
    expect(formatWhen(new Date('2026-12-04T03:00:00Z'), 'America/Los_Angeles')).toBe(
      'Thu, Dec 3, 2026, 7:00 PM PST',
    );
    // The night the clocks go back (1 Nov 2026): 1:30 happens twice, and the zone tells which.
    expect(formatWhen(new Date('2026-11-01T05:30:00Z'), 'America/New_York')).toBe(
      'Sun, Nov 1, 2026, 1:30 AM EDT',
    );
    expect(formatWhen(new Date('2026-11-01T06:30:00Z'), 'America/New_York')).toBe(
      'Sun, Nov 1, 2026, 1:30 AM EST',
    );
  });

  it('names zones without an English abbreviation by their offset, and UTC when the event has none', () => {
    expect(formatWhen(instant, 'Europe/Paris')).toBe('Wed, Nov 25, 2026, 3:59 AM GMT+1');
    expect(formatWhen(instant, null)).toBe('Wed, Nov 25, 2026, 2:59 AM UTC');
  });

  it('leaves the year out on request and uses plain spaces only (GSM-7 safe for SMS)', () => {
    const short = formatWhen(instant, 'America/New_York', { year: false });
    expect(short).toBe('Tue, Nov 24, 9:59 PM EST');
    expect(short).not.toMatch(/[^\x20-\x7e]/);
  });

  it('says so when there is no date yet', () => {
    expect(formatWhen(null, 'America/New_York')).toBe('date to be announced');
  });
});
