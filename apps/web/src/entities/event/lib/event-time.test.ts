import { eventZone } from '@mingle/shared/event-labels';
import { describe, expect, it } from 'vitest';
import {
  formatCardDate,
  formatDateTime,
  formatEventRange,
  formatEventTime,
  zonesDiffer,
} from './event-time.ts';

const viewer = Intl.DateTimeFormat().resolvedOptions().timeZone;
// A zone that is never the test machine's, so the long form always names it.
const away = viewer === 'Pacific/Kiritimati' ? 'Pacific/Pago_Pago' : 'Pacific/Kiritimati';

describe('event times', () => {
  it('writes an event in its own zone in every form', () => {
    const at = '2026-07-04T12:00:00.000Z';
    const clock = new Intl.DateTimeFormat('en-US', {
      timeZone: away,
      hour: 'numeric',
      minute: '2-digit',
    }).format(new Date(at));
    expect(formatCardDate(at, away)).toContain(clock);
    expect(formatEventTime(at, away)).toContain(clock);
    expect(formatEventRange(at, null, away)).toContain(clock);
  });

  it('agrees across forms when the zone is missing or unknown: UTC, never the viewer’s guess', () => {
    expect(eventZone(null)).toBe('UTC');
    expect(eventZone('Not/AZone')).toBe('UTC');
    const at = '2026-07-04T12:00:00.000Z';
    expect(formatCardDate(at, null)).toContain('12:00 PM');
    expect(formatEventTime(at, null)).toContain('12:00 PM');
    expect(formatEventRange(at, null, null)).toContain('12:00 PM');
  });

  it('says when the date is not set', () => {
    expect(formatEventTime(null, away)).toBe('Date to be announced');
  });

  it('always names the event’s zone, whatever the viewer’s', () => {
    // 03:00 UTC on Dec 6 is 7:00 PM on Dec 5 in Los Angeles (PST) and 4:00 AM on Dec 6 in Berlin.
    const winter = '2026-12-06T03:00:00.000Z';
    expect(formatCardDate(winter, 'America/Los_Angeles')).toBe('Sat, Dec 5 · 7:00 PM PST');
    expect(formatCardDate(winter, 'Europe/Berlin')).toBe('Sun, Dec 6 · 4:00 AM GMT+1');
    expect(formatCardDate(winter, null)).toBe('Sun, Dec 6 · 3:00 AM UTC');
  });

  it('follows daylight saving time: the label changes with the date', () => {
    const summer = '2026-07-05T02:00:00.000Z';
    expect(formatCardDate(summer, 'America/Los_Angeles')).toBe('Sat, Jul 4 · 7:00 PM PDT');
    expect(formatCardDate(summer, 'America/Denver')).toBe('Sat, Jul 4 · 8:00 PM MDT');
    // The day clocks go back in Los Angeles (Nov 1, 2026): 1:30 AM happens twice, PDT then PST.
    expect(formatCardDate('2026-11-01T08:30:00.000Z', 'America/Los_Angeles')).toBe(
      'Sun, Nov 1 · 1:30 AM PDT',
    );
    expect(formatCardDate('2026-11-01T09:30:00.000Z', 'America/Los_Angeles')).toBe(
      'Sun, Nov 1 · 1:30 AM PST',
    );
  });

  it('writes the card, the short and the long event time alike', () => {
    // Issue 28: a Sat Dec 5, 8 PM New York event read "Sunday, December 6, 1:00 AM" on the
    // payment step of a browser elsewhere.
    const at = '2026-12-06T01:00:00.000Z';
    expect(formatEventTime(at, 'America/New_York', 'short')).toBe('Sat, Dec 5, 8:00 PM EST');
    expect(formatEventTime(at, 'America/New_York')).toMatch(
      /^Saturday, December 5, 2026(,| at) 8:00 PM EST$/,
    );
    expect(formatDateTime(at, 'America/New_York')).toBe('Dec 5, 2026, 8:00 PM EST');
  });

  it('shows the viewer their own time only when their clock reads otherwise at that moment', () => {
    const winter = '2026-01-15T20:00:00.000Z';
    const summer = '2026-07-15T20:00:00.000Z';
    expect(zonesDiffer('America/New_York', 'America/New_York', summer)).toBe(false);
    expect(zonesDiffer('America/New_York', 'Europe/Lisbon', summer)).toBe(true);
    // Lisbon keeps UTC's clock in winter and not in summer.
    expect(zonesDiffer('Europe/Lisbon', 'UTC', winter)).toBe(false);
    expect(zonesDiffer('Europe/Lisbon', 'UTC', summer)).toBe(true);
    // Different names, the same clock (Toronto and New York).
    expect(zonesDiffer('America/Toronto', 'America/New_York', summer)).toBe(false);
    expect(zonesDiffer(null, 'UTC', summer)).toBe(false);
  });
});
