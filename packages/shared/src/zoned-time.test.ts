import { describe, expect, it } from 'vitest';
import {
  discoverWindow,
  hostWindow,
  localDate,
  utcToWallTime,
  wallTimeToUtc,
  zonedMidnight,
  zoneOffsetMs,
} from './zoned-time.ts';

const LA = 'America/Los_Angeles';

const iso = (date: string, time: string, tz: string) => wallTimeToUtc({ date, time }, tz)?.toISOString();

describe('wallTimeToUtc', () => {
  it('converts an ordinary wall time with the zone’s offset', () => {
    expect(iso('2026-07-04', '19:00', LA)).toBe('2026-07-05T02:00:00.000Z');
    expect(iso('2026-01-15', '19:00', LA)).toBe('2026-01-16T03:00:00.000Z');
    expect(iso('2026-07-04', '19:00', 'Europe/Berlin')).toBe('2026-07-04T17:00:00.000Z');
    expect(iso('2026-07-04', '19:00', 'Asia/Kolkata')).toBe('2026-07-04T13:30:00.000Z');
    expect(iso('2026-07-04', '19:00', 'UTC')).toBe('2026-07-04T19:00:00.000Z');
  });

  it('moves a time skipped by spring-forward ahead by the gap (02:30 → 03:30 PDT)', () => {
    expect(iso('2026-03-08', '02:30', LA)).toBe('2026-03-08T10:30:00.000Z');
    expect(utcToWallTime('2026-03-08T10:30:00.000Z', LA)).toEqual({ date: '2026-03-08', time: '03:30' });
    // Either side of the gap keeps its own offset.
    expect(iso('2026-03-08', '01:59', LA)).toBe('2026-03-08T09:59:00.000Z');
    expect(iso('2026-03-08', '03:00', LA)).toBe('2026-03-08T10:00:00.000Z');
  });

  it('reads a time repeated by fall-back as the first one (01:30 PDT)', () => {
    expect(iso('2026-11-01', '01:30', LA)).toBe('2026-11-01T08:30:00.000Z');
    expect(iso('2026-11-01', '00:59', LA)).toBe('2026-11-01T07:59:00.000Z');
    expect(iso('2026-11-01', '02:00', LA)).toBe('2026-11-01T10:00:00.000Z');
  });

  it('handles the southern hemisphere and half-hour zones', () => {
    // Sydney leaves DST on 2026-04-05 at 03:00 → 02:00: 02:30 happens twice, the first is AEDT (+11).
    expect(iso('2026-04-05', '02:30', 'Australia/Sydney')).toBe('2026-04-04T15:30:00.000Z');
    // Lord Howe skips 02:00–02:30 only: 02:15 moves forward by the 30-minute gap to 02:45.
    expect(iso('2026-10-04', '02:15', 'Australia/Lord_Howe')).toBe('2026-10-03T15:45:00.000Z');
    expect(utcToWallTime('2026-10-03T15:45:00.000Z', 'Australia/Lord_Howe').time).toBe('02:45');
  });

  it('round-trips every quarter hour of a DST-change day except the skipped hour', () => {
    for (let minutes = 0; minutes < 24 * 60; minutes += 15) {
      const time = `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
      const instant = wallTimeToUtc({ date: '2026-03-08', time }, LA)!;
      const back = utcToWallTime(instant, LA);
      if (time.startsWith('02:')) expect(back.time.startsWith('03:')).toBe(true);
      else expect(back).toEqual({ date: '2026-03-08', time });
    }
  });

  it('rejects dates and times that are not real', () => {
    expect(wallTimeToUtc({ date: '2026-02-30', time: '10:00' }, LA)).toBeNull();
    expect(wallTimeToUtc({ date: '2026-13-01', time: '10:00' }, LA)).toBeNull();
    expect(wallTimeToUtc({ date: '2026-02-01', time: '24:00' }, LA)).toBeNull();
    expect(wallTimeToUtc({ date: '', time: '10:00' }, LA)).toBeNull();
    expect(wallTimeToUtc({ date: '2026-02-01', time: '' }, LA)).toBeNull();
  });
});

describe('utcToWallTime and zoneOffsetMs', () => {
  it('shows an instant in another zone', () => {
    expect(utcToWallTime('2026-07-05T02:00:00Z', LA)).toEqual({ date: '2026-07-04', time: '19:00' });
    expect(utcToWallTime('2026-07-05T02:00:00Z', 'Europe/Berlin')).toEqual({
      date: '2026-07-05',
      time: '04:00',
    });
  });

  it('gives the offset in force at the instant', () => {
    expect(zoneOffsetMs(Date.parse('2026-07-01T00:00:00Z'), LA)).toBe(-7 * 3600_000);
    expect(zoneOffsetMs(Date.parse('2026-12-01T00:00:00Z'), LA)).toBe(-8 * 3600_000);
  });
});

const isoWindow = (w: { from: Date; to: Date }) => [w.from.toISOString(), w.to.toISOString()];

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
    expect(isoWindow(discoverWindow('today', wednesday, 'UTC'))).toEqual([
      '2026-04-29T00:00:00.000Z',
      '2026-04-30T00:00:00.000Z',
    ]);
    expect(isoWindow(discoverWindow('tomorrow', wednesday, 'America/Los_Angeles'))).toEqual([
      '2026-04-30T07:00:00.000Z',
      '2026-05-01T07:00:00.000Z',
    ]);
    expect(isoWindow(discoverWindow('weekend', wednesday, 'UTC'))).toEqual([
      '2026-05-02T00:00:00.000Z',
      '2026-05-04T00:00:00.000Z',
    ]);
    const saturday = new Date('2026-05-02T15:00:00Z');
    expect(isoWindow(discoverWindow('weekend', saturday, 'UTC'))).toEqual([
      '2026-05-02T15:00:00.000Z',
      '2026-05-04T00:00:00.000Z',
    ]);
    const sunday = new Date('2026-05-03T15:00:00Z');
    expect(isoWindow(discoverWindow('weekend', sunday, 'UTC'))).toEqual([
      '2026-05-03T15:00:00.000Z',
      '2026-05-04T00:00:00.000Z',
    ]);
  });

  it('gives the host centre week (Monday to Sunday) and month', () => {
    const sunday = new Date('2026-05-03T15:00:00Z');
    expect(isoWindow(hostWindow('week', sunday, 'UTC'))).toEqual([
      '2026-04-27T00:00:00.000Z',
      '2026-05-04T00:00:00.000Z',
    ]);
    expect(isoWindow(hostWindow('month', sunday, 'UTC'))).toEqual([
      '2026-05-01T00:00:00.000Z',
      '2026-06-01T00:00:00.000Z',
    ]);
    const december = new Date('2026-12-20T00:00:00Z');
    expect(hostWindow('month', december, 'UTC').to.toISOString()).toBe('2027-01-01T00:00:00.000Z');
  });
});
