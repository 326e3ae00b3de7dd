import { describe, expect, it } from 'vitest';
import { escapeText, eventIcs, foldLine, utcDateTime } from './ics.ts';

const base = {
  uid: 'event-5f0c@mingle',
  start: new Date('2026-11-25T02:59:00Z'),
  end: new Date('2026-11-25T05:00:00Z'),
  summary: 'Jazz Night',
  location: 'Blue Note, 131 W 3rd St, New York',
  url: 'https://mingle.test/event-details?id=5f0c',
  stamp: new Date('2026-11-20T10:00:00.123Z'),
};

/** RFC 5545 §3.1: unfolding removes every CRLF followed by one space or tab. */
const unfold = (ics: string) => ics.replace(/\r\n[ \t]/g, '');
const property = (ics: string, name: string) =>
  unfold(ics)
    .split('\r\n')
    .find((l) => l.startsWith(`${name}:`))
    ?.slice(name.length + 1);

describe('eventIcs: one VEVENT per RFC 5545', () => {
  it('has the calendar and event properties a calendar needs, in UTC', () => {
    const ics = eventIcs(base);
    const lines = unfold(ics).split('\r\n');
    expect(lines.slice(0, 2)).toEqual(['BEGIN:VCALENDAR', 'VERSION:2.0']);
    expect(lines).toContain('PRODID:-//Mingle//Events//EN');
    expect(lines).toContain('METHOD:PUBLISH');
    expect(property(ics, 'UID')).toBe('event-5f0c@mingle');
    expect(property(ics, 'DTSTAMP')).toBe('20261120T100000Z');
    // 9:59 PM EST on the 24th is 02:59 UTC on the 25th.
    expect(property(ics, 'DTSTART')).toBe('20261125T025900Z');
    expect(property(ics, 'DTEND')).toBe('20261125T050000Z');
    expect(property(ics, 'SUMMARY')).toBe('Jazz Night');
    expect(property(ics, 'LOCATION')).toBe('Blue Note\\, 131 W 3rd St\\, New York');
    expect(property(ics, 'URL')).toBe('https://mingle.test/event-details?id=5f0c');
    expect(lines.filter((l) => l === 'BEGIN:VEVENT')).toHaveLength(1);
    expect(ics.endsWith('END:VEVENT\r\nEND:VCALENDAR\r\n')).toBe(true);
  });

  it('ends every line with CRLF, never a bare LF', () => {
    const ics = eventIcs({ ...base, description: 'line one\nline two' });
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  });

  it('leaves DTEND out when the end is unknown (a DTSTART alone is valid) and LOCATION when there is none', () => {
    const ics = eventIcs({ ...base, end: null, location: null });
    expect(property(ics, 'DTEND')).toBeUndefined();
    expect(property(ics, 'LOCATION')).toBeUndefined();
  });

  it('escapes backslash, semicolon, comma and line breaks in TEXT values, so a title cannot add properties', () => {
    expect(escapeText('a\\b;c,d\ne\r\nf')).toBe('a\\\\b\\;c\\,d\\ne\\nf');
    const ics = eventIcs({ ...base, summary: 'Party\r\nEND:VEVENT\r\nBEGIN:VEVENT;x' });
    expect(property(ics, 'SUMMARY')).toBe('Party\\nEND:VEVENT\\nBEGIN:VEVENT\\;x');
    expect(
      unfold(ics)
        .split('\r\n')
        .filter((l) => l === 'BEGIN:VEVENT'),
    ).toHaveLength(1);
  });

  it('folds lines longer than 75 octets without splitting a UTF-8 character, and unfolds to the original', () => {
    const summary = `Grand opening ${'🎷 Jazz café '.repeat(12)}`;
    const ics = eventIcs({ ...base, summary });
    for (const line of ics.split('\r\n')) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
    expect(property(ics, 'SUMMARY')).toBe(escapeText(summary));
    // Every piece is valid UTF-8 on its own: no character was cut in half.
    for (const line of ics.split('\r\n')) expect(Buffer.from(line, 'utf8').toString('utf8')).toBe(line);
  });

  it('folds at exactly 75 octets, the continuation starting with one space', () => {
    const folded = foldLine(`SUMMARY:${'x'.repeat(100)}`).split('\r\n');
    expect(folded.map((l) => l.length)).toEqual([75, 34]);
    expect(folded[1]!.startsWith(' x')).toBe(true);
    expect(foldLine('SHORT:ok')).toBe('SHORT:ok');
  });

  it('writes date-times as UTC to the second', () => {
    expect(utcDateTime(new Date('2026-03-08T10:00:59.999Z'))).toBe('20260308T100059Z');
  });
});
