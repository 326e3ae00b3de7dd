import { describe, expect, it } from 'vitest';
import { discoverWindow, hostWindow, localDate, zonedMidnight } from './zoned-time.ts';

const iso = (w: { from: Date; to: Date }) => [w.from.toISOString(), w.to.toISOString()];

describe('zoned time', () => {
  it('finds local midnight across zones and daylight-saving changes', () => {
    expect(zonedMidnight(2026, 5, 1, 'America/Los_Angeles').toISOString()).toBe('2026-05-01T07:00:00.000Z');
    expect(zonedMidnight(2026, 1, 15, 'America/Los_Angeles').toISOString()).toBe('2026-01-15T08:00:00.000Z');
    expect(zonedMidnight(2026, 5, 1, 'Europe/Berlin').toISOString()).toBe('2026-04-30T22:00:00.000Z');
    expect(zonedMidnight(2026, 5, 1, 'Asia/Kolkata').toISOString()).toBe('2026-04-30T18:30:00.000Z');
    expect(zonedMidnight(2026, 5, 1, 'UTC').toISOString()).toBe('2026-05-01T00:00:00.000Z');
    // The day clocks go forward (8 March 2026 in Los Angeles) and back (1 November 2026).
    expect(zonedMidnight(2026, 3, 9, 'America/Los_Angeles').toISOString()).toBe('2026-03-09T07:00:00.000Z');
    expect(zonedMidnight(2026, 11, 2, 'America/Los_Angeles').toISOString()).toBe('2026-11-02T08:00:00.000Z');
    // Day overflow rolls into the next month and year.
    expect(zonedMidnight(2026, 12, 32, 'UTC').toISOString()).toBe('2027-01-01T00:00:00.000Z');
  });

  it('reads the local date and weekday of an instant', () => {
    // 2026-05-02T05:00Z is Friday 1 May, 22:00 in Los Angeles and Saturday 07:00 in Berlin.
    const now = new Date('2026-05-02T05:00:00Z');
    expect(localDate(now, 'America/Los_Angeles')).toEqual({ year: 2026, month: 5, day: 1, weekday: 5 });
    expect(localDate(now, 'Europe/Berlin')).toEqual({ year: 2026, month: 5, day: 2, weekday: 6 });
  });

  it('gives today, tomorrow and the weekend in the viewer zone', () => {
    const wednesday = new Date('2026-04-29T12:00:00Z');
    expect(iso(discoverWindow('today', wednesday, 'UTC'))).toEqual([
      '2026-04-29T00:00:00.000Z',
      '2026-04-30T00:00:00.000Z',
    ]);
    expect(iso(discoverWindow('tomorrow', wednesday, 'America/Los_Angeles'))).toEqual([
      '2026-04-30T07:00:00.000Z',
      '2026-05-01T07:00:00.000Z',
    ]);
    expect(iso(discoverWindow('weekend', wednesday, 'UTC'))).toEqual([
      '2026-05-02T00:00:00.000Z',
      '2026-05-04T00:00:00.000Z',
    ]);
    const saturday = new Date('2026-05-02T15:00:00Z');
    expect(iso(discoverWindow('weekend', saturday, 'UTC'))).toEqual([
      '2026-05-02T15:00:00.000Z',
      '2026-05-04T00:00:00.000Z',
    ]);
    const sunday = new Date('2026-05-03T15:00:00Z');
    expect(iso(discoverWindow('weekend', sunday, 'UTC'))).toEqual([
      '2026-05-03T15:00:00.000Z',
      '2026-05-04T00:00:00.000Z',
    ]);
  });

  it('gives the host centre week (Monday to Sunday) and month', () => {
    const sunday = new Date('2026-05-03T15:00:00Z');
    expect(iso(hostWindow('week', sunday, 'UTC'))).toEqual([
      '2026-04-27T00:00:00.000Z',
      '2026-05-04T00:00:00.000Z',
    ]);
    expect(iso(hostWindow('month', sunday, 'UTC'))).toEqual([
      '2026-05-01T00:00:00.000Z',
      '2026-06-01T00:00:00.000Z',
    ]);
    const december = new Date('2026-12-20T00:00:00Z');
    expect(hostWindow('month', december, 'UTC').to.toISOString()).toBe('2027-01-01T00:00:00.000Z');
  });
});
