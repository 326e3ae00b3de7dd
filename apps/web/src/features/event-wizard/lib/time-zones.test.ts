import { describe, expect, it } from 'vitest';
import { offsetLabel, parseOffsetQuery, searchZones, zoneFromText, zoneOptions } from './time-zones.ts';

const ZONES = [
  'America/New_York',
  'America/Los_Angeles',
  'America/Sao_Paulo',
  'America/Indiana/Indianapolis',
  'Europe/Paris',
  'Europe/Berlin',
  'Europe/London',
  'Asia/Kolkata',
  'Asia/Tokyo',
  'Australia/Sydney',
  'UTC',
];
const WINTER = new Date('2026-01-15T12:00:00Z');
const SUMMER = new Date('2026-07-15T12:00:00Z');
const zones = (list: { zone: string }[]) => list.map((o) => o.zone);

describe('time-zone options', () => {
  it('names each zone by its city and its offset at the given moment', () => {
    const winter = zoneOptions(ZONES, WINTER);
    expect(winter.find((o) => o.zone === 'America/New_York')?.label).toBe('New York (UTC\u221205:00)');
    expect(winter.find((o) => o.zone === 'Asia/Kolkata')?.label).toBe('Kolkata (UTC+05:30)');
    expect(winter.find((o) => o.zone === 'UTC')?.label).toBe('UTC (UTC+00:00)');
    expect(zoneOptions(ZONES, SUMMER).find((o) => o.zone === 'Europe/Paris')?.label).toBe(
      'Paris (UTC+02:00)',
    );
  });

  it('orders west to east', () => {
    const order = zones(zoneOptions(ZONES, WINTER));
    expect(order[0]).toBe('America/Los_Angeles');
    expect(order.at(-1)).toBe('Australia/Sydney');
  });

  it('writes offsets with a true minus sign', () => {
    expect(offsetLabel(-300)).toBe('UTC\u221205:00');
    expect(offsetLabel(0)).toBe('UTC+00:00');
    expect(offsetLabel(345)).toBe('UTC+05:45');
  });
});

describe('time-zone search', () => {
  const options = zoneOptions(ZONES, WINTER);

  it('finds a city by name, ignoring case, spaces vs underscores and accents', () => {
    expect(zones(searchZones(options, 'Paris'))).toEqual(['Europe/Paris']);
    expect(zones(searchZones(options, 'new york'))).toEqual(['America/New_York']);
    expect(zones(searchZones(options, 'São Paulo'))).toEqual(['America/Sao_Paulo']);
    expect(zones(searchZones(options, 'york'))).toEqual(['America/New_York']);
  });

  it('ranks cities that start with the query before zones that merely contain it', () => {
    const found = zones(searchZones(options, 'ind'));
    expect(found[0]).toBe('America/Indiana/Indianapolis');
    expect(zones(searchZones(options, 'europe'))).toEqual(['Europe/London', 'Europe/Berlin', 'Europe/Paris']);
  });

  it('finds every zone at an offset, however it is typed', () => {
    expect(zones(searchZones(options, '+01'))).toEqual(['Europe/Berlin', 'Europe/Paris']);
    expect(zones(searchZones(options, 'UTC+1'))).toEqual(['Europe/Berlin', 'Europe/Paris']);
    expect(zones(searchZones(options, '-05:00'))).toEqual([
      'America/Indiana/Indianapolis',
      'America/New_York',
    ]);
    expect(zones(searchZones(options, '\u221205'))).toHaveLength(2);
    expect(zones(searchZones(options, '+5:30'))).toEqual(['Asia/Kolkata']);
    expect(searchZones(options, '+13')).toEqual([]);
  });

  it('lists everything for an empty query and nothing for nonsense', () => {
    expect(searchZones(options, '  ')).toHaveLength(ZONES.length);
    expect(searchZones(options, 'atlantis')).toEqual([]);
  });

  it('reads offsets only when they are offsets', () => {
    expect(parseOffsetQuery('+01')).toBe(60);
    expect(parseOffsetQuery('GMT-3')).toBe(-180);
    expect(parseOffsetQuery('+99')).toBeNull();
    expect(parseOffsetQuery('01')).toBeNull();
    expect(parseOffsetQuery('Paris')).toBeNull();
  });

  it('accepts an exact IANA name or a label as typed text', () => {
    expect(zoneFromText(options, 'america/los_angeles')).toBe('America/Los_Angeles');
    expect(zoneFromText(options, 'Paris (UTC+01:00)')).toBe('Europe/Paris');
    expect(zoneFromText(options, 'Paris')).toBeNull();
  });
});
