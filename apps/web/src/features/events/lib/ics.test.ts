import { describe, expect, it } from 'vitest';
import { buildIcs, googleCalendarUrl, icsFileName } from './ics.ts';

const event = {
  id: '7d1c2b38-6f0e-4c4e-9d7a-0a1b2c3d4e5f',
  title: 'Jazz, wine; and friends',
  startsAt: '2026-07-05T02:00:00.000Z',
  endsAt: '2026-07-05T05:30:00.000Z',
  description: 'Line one\nLine two, with a comma; and a semicolon \\ backslash',
  location: 'Blue Room, 12 Main St, Springfield',
  url: 'https://mingle.example/event-details?id=7d1c2b38-6f0e-4c4e-9d7a-0a1b2c3d4e5f',
};

describe('buildIcs', () => {
  const ics = buildIcs(event, new Date('2026-06-01T12:00:00Z'));
  const unfolded = ics.replace(/\r\n /g, '');
  const lines = unfolded.split('\r\n');

  it('is a VCALENDAR with one VEVENT, CRLF line ends and UTC times', () => {
    expect(ics.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/\n|\r/);
    expect(lines).toContain('DTSTART:20260705T020000Z');
    expect(lines).toContain('DTEND:20260705T053000Z');
    expect(lines).toContain('DTSTAMP:20260601T120000Z');
    expect(lines).toContain(`UID:${event.id}@mingle`);
  });

  it('escapes the text fields', () => {
    expect(lines).toContain('SUMMARY:Jazz\\, wine\\; and friends');
    expect(lines).toContain(
      'DESCRIPTION:Line one\\nLine two\\, with a comma\\; and a semicolon \\\\ backslash',
    );
    expect(lines).toContain('LOCATION:Blue Room\\, 12 Main St\\, Springfield');
  });

  it('folds lines over 75 octets', () => {
    for (const line of ics.split('\r\n'))
      expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
  });

  it('leaves out empty optional fields', () => {
    const bare = buildIcs({ ...event, description: null, location: '', url: null });
    expect(bare).not.toMatch(/DESCRIPTION|LOCATION|URL/);
  });
});

describe('googleCalendarUrl and icsFileName', () => {
  it('builds a template link with UTC dates', () => {
    const url = new URL(googleCalendarUrl(event));
    expect(url.origin).toBe('https://calendar.google.com');
    expect(url.searchParams.get('action')).toBe('TEMPLATE');
    expect(url.searchParams.get('text')).toBe(event.title);
    expect(url.searchParams.get('dates')).toBe('20260705T020000Z/20260705T053000Z');
    expect(url.searchParams.get('location')).toBe(event.location);
  });

  it('makes a file name without path characters', () => {
    expect(icsFileName('A/B: "C"')).toBe('A B C.ics');
    expect(icsFileName('   ')).toBe('event.ics');
  });
});
