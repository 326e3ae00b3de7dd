import { ZDiscoverPage, ZDiscoverQuery } from '@mingle/shared/schemas/events';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { seedEvents } from '../../../test/discover-fixtures.ts';
import { createHost, type Host } from '../../../test/event-fixtures.ts';
import { call, createTestApp, type TestApp } from '../../../test/helpers.ts';
import { termsQuery, vectorQuery } from './discover.repository.ts';
import { discoverEvents, toSearch } from './discover.service.ts';

/** The service's clock is pinned: Wednesday 10 March 2027, 20:00 UTC (noon in Los Angeles, 21:00 in Berlin). */
const NOW = new Date('2027-03-10T20:00:00Z');
const at = (hoursFromNow: number) => new Date(NOW.getTime() + hoursFromNow * 3_600_000).toISOString();

describe('Discover', () => {
  let t: TestApp;
  let host: Host;
  let other: Host;
  const titles = async (query: Partial<z.input<typeof ZDiscoverQuery>>) => {
    const page = await discoverEvents(t, ZDiscoverQuery.parse(query), NOW);
    return page.items.map((e) => e.title);
  };

  beforeAll(async () => {
    t = await createTestApp();
    host = await createHost(t, 'Night Owls');
    other = await createHost(t, 'Morning Larks');
    await seedEvents(t.db, host.organizationId, [
      { title: 'LA late show', startsAt: '2027-03-11T07:30:00Z', endsAt: '2027-03-11T07:59:00Z' },
      { title: 'Ended yesterday', startsAt: at(-30), endsAt: at(-27) },
      { title: 'Running now', startsAt: at(-2), endsAt: at(2) },
      { title: 'Week-long festival', startsAt: at(-72), endsAt: at(72) },
      { title: 'Private party', startsAt: at(5), endsAt: at(6), visibility: 'private' },
      { title: 'Cancelled gig', startsAt: at(5), endsAt: at(6), status: 'cancelled' },
      { title: 'Draft idea', startsAt: at(5), endsAt: at(6), status: 'draft' },
      { title: 'Saturday jazz brunch', startsAt: '2027-03-13T11:00:00Z', endsAt: '2027-03-13T14:00:00Z' },
    ]);
    await seedEvents(t.db, other.organizationId, [
      { title: 'Sunrise yoga', startsAt: at(40), endsAt: at(41), city: 'Berkeley', priceCents: 1500 },
    ]);
  });
  afterAll(() => t.close());

  it('lists only published, public events that have not ended, upcoming first', async () => {
    expect(await titles({})).toEqual([
      'Week-long festival',
      'Running now',
      'LA late show',
      'Sunrise yoga',
      'Saturday jazz brunch',
    ]);
  });

  it('evaluates today and tomorrow in the viewer zone: 23:30 in Los Angeles is tomorrow in Berlin', async () => {
    expect(await titles({ date: 'today', tz: 'America/Los_Angeles' })).toContain('LA late show');
    expect(await titles({ date: 'tomorrow', tz: 'America/Los_Angeles' })).not.toContain('LA late show');
    expect(await titles({ date: 'today', tz: 'Europe/Berlin' })).not.toContain('LA late show');
    expect(await titles({ date: 'tomorrow', tz: 'Europe/Berlin' })).toContain('LA late show');
  });

  it('keeps events that overlap the window, and finds the weekend', async () => {
    const today = await titles({ date: 'today', tz: 'UTC' });
    expect(today).toEqual(['Week-long festival', 'Running now']);
    expect(await titles({ date: 'weekend', tz: 'UTC' })).toEqual([
      'Week-long festival',
      'Saturday jazz brunch',
    ]);
  });

  it('searches title, host name and city by word start, and filters by city whatever the case', async () => {
    expect(await titles({ q: 'JAZZ' })).toEqual(['Saturday jazz brunch']);
    expect(await titles({ q: 'jazz bru' })).toEqual(['Saturday jazz brunch']);
    expect(await titles({ q: 'bru jazz' })).toEqual([]);
    expect(await titles({ q: 'larks' })).toEqual(['Sunrise yoga']);
    expect(await titles({ q: 'berkel' })).toEqual(['Sunrise yoga']);
    expect(await titles({ q: 'nothing-like-this' })).toEqual([]);
    expect(await titles({ q: "'&|!:*()" })).toHaveLength(5);
    expect(await titles({ city: 'berkeley' })).toEqual(['Sunrise yoga']);
    const searched = await discoverEvents(t, ZDiscoverQuery.parse({ q: 'jazz' }), NOW);
    expect(searched).toMatchObject({ total: 1, totalCapped: false, hasMore: false });
  });

  it('sorts by price both ways', async () => {
    expect((await titles({ sort: 'price_desc' }))[0]).toBe('Sunrise yoga');
    expect((await titles({ sort: 'price_asc' })).at(-1)).toBe('Sunrise yoga');
    expect((await titles({ sort: 'date_desc' }))[0]).toBe('Saturday jazz brunch');
  });

  it('gives each card its cheapest and dearest ticket, so a free type beside a $25 one is not just Free', async () => {
    const [id] = await seedEvents(t.db, other.organizationId, [
      { title: 'Mixed pricing mixer', startsAt: at(50), endsAt: at(52), priceCents: 0 },
    ]);
    await t.db.query(
      `INSERT INTO ticket_types (event_id, name, price_cents, quantity) VALUES ($1, 'Supporter', 2500, 10)`,
      [id],
    );
    const page = await discoverEvents(t, ZDiscoverQuery.parse({ q: 'mixed pricing' }), NOW);
    expect(page.items).toMatchObject([{ minPriceCents: 0, maxPriceCents: 2500, currency: 'USD' }]);
    const yoga = await discoverEvents(t, ZDiscoverQuery.parse({ q: 'sunrise' }), NOW);
    expect(yoga.items).toMatchObject([{ minPriceCents: 1500, maxPriceCents: 1500 }]);
  });

  it('builds safe queries from free text: earlier words whole, the last by its start', () => {
    expect(toSearch('  Jazz   night! ')).toEqual({ words: ['jazz', 'night'] });
    expect(toSearch("'&|!")).toBeUndefined();
    const cafe = toSearch('Café Zürich')!;
    expect([vectorQuery(cafe), termsQuery(cafe)]).toEqual(['café & zürich:*', "'café' & 'zürich*'"]);
    expect(termsQuery({ words: ['jazz', 'ni'] }, [2970, 2971])).toBe("'jazz' & ('ni*2970' | 'ni*2971')");
  });

  it('matches the word being typed by its start, at every length, and earlier words only whole', async () => {
    const more = await seedEvents(t.db, other.organizationId, [
      { title: 'Sunset jazz photography walk', startsAt: at(50), endsAt: at(52) },
      { title: 'Jazzy sunset café', startsAt: at(60), endsAt: at(61) },
      { title: 'Night Café Zürich', startsAt: at(70), endsAt: at(71) },
    ]);
    try {
      // Every prefix of "photography", short of, at and past the indexed length, then whole.
      for (const typed of ['p', 'ph', 'photo', 'photograp', 'photograph', 'photography'])
        expect(await titles({ q: `jazz ${typed}` })).toEqual(['Sunset jazz photography walk']);
      expect(await titles({ q: 'jazz photographyx' })).toEqual([]);
      // Two words: the first must be a whole word ("jazz" is not "jazzy"), the last may be a start.
      expect(await titles({ q: 'sunset jazz' })).toEqual([
        'Sunset jazz photography walk',
        'Jazzy sunset café',
      ]);
      expect(await titles({ q: 'jazz sunset' })).toEqual(['Sunset jazz photography walk']);
      expect(await titles({ q: 'jazzy sun' })).toEqual(['Jazzy sunset café']);
      expect(await titles({ q: 'sunset jaz' })).toEqual([
        'Sunset jazz photography walk',
        'Jazzy sunset café',
      ]);
      expect(await titles({ q: 'jaz sunset' })).toEqual([]);
      // Case is folded; accents are kept as typed (café is not cafe), as before.
      expect(await titles({ q: 'NIGHT CAFÉ zür' })).toEqual(['Night Café Zürich']);
      expect(await titles({ q: 'night cafe' })).toEqual([]);
      expect(await titles({ q: 'caf' })).toEqual(['Jazzy sunset café', 'Night Café Zürich']);
    } finally {
      await t.db.query('DELETE FROM ticket_types WHERE event_id = ANY($1)', [more]);
      await t.db.query('DELETE FROM events WHERE id = ANY($1)', [more]);
    }
  });

  it('pages a search through every date window in start order, the same as one ordered scan', async () => {
    // Within a day, the next week, the next 12 weeks and later: each window the search reads.
    const hours = Array.from({ length: 45 }, (_, i) =>
      i < 5 ? 1 + i * 3 : i < 15 ? 24 + (i - 5) * 15 : i < 30 ? 192 + (i - 15) * 120 : 2208 + (i - 30) * 480,
    );
    const titled = hours.map((h, i) => ({ title: `Zebra talk ${i}`, startsAt: at(h), endsAt: at(h + 1) }));
    const more = await seedEvents(t.db, other.organizationId, [...titled].reverse());
    try {
      const all = titled.map((e) => e.title);
      for (const q of ['zeb', 'zebra', 'zebra ta', 'zebra talk', 'talk zebra']) {
        const pages = await Promise.all([1, 2, 3].map((page) => titles({ q, page })));
        expect(pages.flat()).toEqual(all);
      }
      expect(await titles({ q: 'talk zebr', date: 'tomorrow', tz: 'UTC' })).toEqual(
        titled.filter((e) => e.startsAt.startsWith('2027-03-11')).map((e) => e.title),
      );
      expect(await titles({ q: 'jazz', date: 'weekend', tz: 'UTC' })).toEqual(['Saturday jazz brunch']);
    } finally {
      await t.db.query('DELETE FROM ticket_types WHERE event_id = ANY($1)', [more]);
      await t.db.query('DELETE FROM events WHERE id = ANY($1)', [more]);
    }
  });

  it('answers over HTTP without signing in, and rejects a bad zone or a page past the cap', async () => {
    const res = await call(t.app, { method: 'GET', url: '/api/v1/events?sort=price_desc&tz=Europe/Berlin' });
    expect(res.status).toBe(200);
    ZDiscoverPage.parse(res.body.data);
    expect((await call(t.app, { method: 'GET', url: '/api/v1/events?tz=Nowhere/Else' })).status).toBe(400);
    expect((await call(t.app, { method: 'GET', url: '/api/v1/events?page=51' })).status).toBe(400);
    expect((await call(t.app, { method: 'GET', url: '/api/v1/events?sort=cheap' })).status).toBe(400);
  });
});

describe('Discover paging with ties', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    const host = await createHost(t);
    const start = '2027-04-01T18:00:00Z';
    await seedEvents(
      t.db,
      host.organizationId,
      Array.from({ length: 45 }, (_, i) => ({
        title: `Same ${i}`,
        startsAt: start,
        endsAt: '2027-04-01T21:00:00Z',
        priceCents: 1000,
      })),
    );
  });
  afterAll(() => t.close());

  for (const sort of ['date_asc', 'date_desc', 'price_asc', 'price_desc'] as const) {
    it(`pages ${sort} without duplicates or gaps when every key ties`, async () => {
      const seen: string[] = [];
      for (const page of [1, 2, 3]) {
        const result = await discoverEvents(t, { sort, tz: 'UTC', page, q: undefined, city: undefined }, NOW);
        expect(result).toMatchObject({
          page,
          pageSize: 20,
          total: 45,
          totalCapped: false,
          hasMore: page < 3,
        });
        seen.push(...result.items.map((e) => e.id));
      }
      expect(seen).toHaveLength(45);
      expect(new Set(seen).size).toBe(45);
      const sorted = [...seen].sort();
      expect(seen).toEqual(sort.endsWith('desc') ? sorted.reverse() : sorted);
    });
  }
});
