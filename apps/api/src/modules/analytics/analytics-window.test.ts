import { describe, expect, it } from 'vitest';
import { denseSeries, rangeWindow } from './analytics-window.ts';

describe('ranges as calendar days in the viewer zone', () => {
  // 2026-03-09 05:00 in Los Angeles, the day after clocks went forward (a 23-hour Sunday).
  const now = new Date('2026-03-09T12:00:00Z');

  it('starts Today at local midnight, not UTC midnight', () => {
    expect(rangeWindow('today', now, 'America/Los_Angeles')).toEqual({
      from: new Date('2026-03-09T07:00:00Z'),
      to: new Date('2026-03-10T07:00:00Z'),
      firstDay: '2026-03-09',
      lastDay: '2026-03-09',
    });
    expect(rangeWindow('today', now, 'Asia/Kolkata')).toEqual({
      from: new Date('2026-03-08T18:30:00Z'),
      to: new Date('2026-03-09T18:30:00Z'),
      firstDay: '2026-03-09',
      lastDay: '2026-03-09',
    });
  });

  it('counts 7 and 30 days back across the DST change, today included', () => {
    // Local midnight of 3 March was still standard time (UTC−8).
    expect(rangeWindow('7d', now, 'America/Los_Angeles')).toMatchObject({
      from: new Date('2026-03-03T08:00:00Z'),
      firstDay: '2026-03-03',
    });
    expect(rangeWindow('30d', now, 'America/Los_Angeles')).toMatchObject({
      from: new Date('2026-02-08T08:00:00Z'),
      firstDay: '2026-02-08',
    });
    expect(rangeWindow('all', now, 'UTC')).toEqual({
      from: null,
      to: new Date('2026-03-10T00:00:00Z'),
      firstDay: null,
      lastDay: '2026-03-09',
    });
  });
});

describe('daily series', () => {
  it('fills quiet days with zeros; All starts on the first day with activity', () => {
    const rows = new Map([['2026-02-27', { n: 2 }]]);
    expect(denseSeries(rows, ['n'] as const, null, '2026-03-01')).toEqual([
      { date: '2026-02-27', n: 2 },
      { date: '2026-02-28', n: 0 },
      { date: '2026-03-01', n: 0 },
    ]);
    expect(denseSeries(new Map(), ['n'] as const, null, '2026-03-01')).toEqual([]);
    expect(denseSeries(new Map(), ['n'] as const, '2026-03-01', '2026-03-01')).toEqual([
      { date: '2026-03-01', n: 0 },
    ]);
  });
});
