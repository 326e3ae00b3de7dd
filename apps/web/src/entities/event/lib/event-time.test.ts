import { describe, expect, it } from 'vitest';
import { eventZone, formatCardDate, formatEventRange, formatEventTime } from './event-time.ts';

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
});
