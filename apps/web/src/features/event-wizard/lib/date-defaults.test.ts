import { describe, expect, it } from 'vitest';
import { defaultEventTimes, followEnd } from './date-defaults.ts';

const NY = 'America/New_York';

describe('default event times', () => {
  it('picks the coming Friday at 19:00 in the host’s zone, ending three hours later', () => {
    // Tuesday 2026-11-24, 10:00 in New York.
    expect(defaultEventTimes(new Date('2026-11-24T15:00:00Z'), NY)).toEqual({
      startDate: '2026-11-27',
      startTime: '19:00',
      endDate: '2026-11-27',
      endTime: '22:00',
    });
  });

  it('takes Saturday when Friday evening is less than a day away, and next Friday on a Saturday', () => {
    // Friday 2026-11-27, 09:00 in New York: tonight is too soon.
    expect(defaultEventTimes(new Date('2026-11-27T14:00:00Z'), NY).startDate).toBe('2026-11-28');
    // Thursday 20:00: Friday 19:00 is 23 hours away.
    expect(defaultEventTimes(new Date('2026-11-27T01:00:00Z'), NY).startDate).toBe('2026-11-28');
    // Saturday 2026-11-28, 12:00.
    expect(defaultEventTimes(new Date('2026-11-28T17:00:00Z'), NY).startDate).toBe('2026-12-04');
  });

  it('reads the weekday in the host’s zone, not UTC', () => {
    // 2026-11-27T03:00Z is Friday in UTC but Thursday evening (22:00) in New York and
    // Friday noon in Tokyo.
    const now = new Date('2026-11-27T03:00:00Z');
    expect(defaultEventTimes(now, NY).startDate).toBe('2026-11-28');
    expect(defaultEventTimes(now, 'Asia/Tokyo').startDate).toBe('2026-11-28');
    expect(defaultEventTimes(new Date('2026-11-24T03:00:00Z'), 'Asia/Tokyo')).toMatchObject({
      startDate: '2026-11-27',
      startTime: '19:00',
    });
  });

  it('ends after midnight on the next day when three hours cross it', () => {
    // A 19:00 start with 3 h is the same day; a late start near midnight is not a default, but
    // the end is computed as an instant, so a DST night still gives exactly three hours.
    const times = defaultEventTimes(new Date('2026-10-27T12:00:00Z'), 'Europe/Paris');
    expect(times).toEqual({
      startDate: '2026-10-30',
      startTime: '19:00',
      endDate: '2026-10-30',
      endTime: '22:00',
    });
  });
});

describe('the end follows the start', () => {
  const before = { startDate: '2026-11-27', startTime: '19:00', endDate: '2026-11-27', endTime: '22:00' };

  it('keeps the event’s length when the new start passes the end', () => {
    expect(followEnd(before, { ...before, startDate: '2026-12-05' }, NY)).toEqual({
      startDate: '2026-12-05',
      startTime: '19:00',
      endDate: '2026-12-05',
      endTime: '22:00',
    });
    expect(followEnd(before, { ...before, startTime: '23:30' }, NY)).toMatchObject({
      endDate: '2026-11-28',
      endTime: '02:30',
    });
  });

  it('leaves the end alone while it is still after the start', () => {
    expect(followEnd(before, { ...before, startTime: '20:00' }, NY)).toBeNull();
    expect(followEnd(before, { ...before, startDate: '2026-11-26' }, NY)).toBeNull();
  });

  it('uses three hours when there was no sensible length, and ignores a half-typed start', () => {
    const empty = { startDate: '', startTime: '', endDate: '', endTime: '' };
    expect(followEnd(empty, { ...empty, startDate: '2026-12-01', startTime: '18:00' }, NY)).toMatchObject({
      endDate: '2026-12-01',
      endTime: '21:00',
    });
    expect(followEnd(before, { ...before, startTime: '' }, NY)).toBeNull();
  });
});
