import type { Event } from '@mingle/shared/schemas/events';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHost, createPublishedEvent, type Host } from '../../../test/event-fixtures.ts';
import { call, createTestApp, type TestApp } from '../../../test/helpers.ts';
import { seedUser } from '../../../test/seed-users.ts';
import { AnonymousEventCache } from './anonymous-event-cache.ts';

const view = (title: string) => ({ title }) as Event;

describe('AnonymousEventCache', () => {
  it('shares one load among concurrent readers and reloads once the interval is over', async () => {
    let now = 0;
    const cache = new AnonymousEventCache(1000, () => now);
    let loads = 0;
    const load = async () => view(`v${++loads}`);
    const burst = await Promise.all(Array.from({ length: 50 }, () => cache.get('e1', load)));
    expect(loads).toBe(1);
    expect(new Set(burst.map((e) => e.title))).toEqual(new Set(['v1']));
    now = 999;
    expect((await cache.get('e1', load)).title).toBe('v1');
    now = 1000;
    expect((await cache.get('e1', load)).title).toBe('v2');
    cache.forget('e1');
    expect((await cache.get('e1', load)).title).toBe('v3');
  });

  it('keeps no failed load, and with 0 ms keeps nothing at all', async () => {
    const cache = new AnonymousEventCache(1000, () => 0);
    await expect(cache.get('e1', () => Promise.reject(new Error('not found')))).rejects.toThrow('not found');
    expect((await cache.get('e1', async () => view('found'))).title).toBe('found');
    const off = new AnonymousEventCache(0);
    let loads = 0;
    await off.get('e1', async () => view(String(++loads)));
    await off.get('e1', async () => view(String(++loads)));
    expect(loads).toBe(2);
  });
});

describe('GET events/:id signed out, with EVENT_CACHE_MS=1000', () => {
  let t: TestApp;
  let host: Host;
  let event: Event;
  const anonymous = async () =>
    (await call(t.app, { method: 'GET', url: `/api/v1/events/${event.id}` })).body.data;

  beforeAll(async () => {
    t = await createTestApp({ EVENT_CACHE_MS: '1000' });
    host = await createHost(t);
    event = await createPublishedEvent(t, host);
  });
  afterAll(() => t.close());

  it('serves the same view for up to a second after a change made elsewhere, while signed-in readers see it at once', async () => {
    expect((await anonymous()).title).toBe('Rooftop Jazz');
    // Another server's write: this server only learns of it when its copy runs out.
    await t.db.query('UPDATE events SET title = $1 WHERE id = $2', ['Renamed elsewhere', event.id]);
    expect((await anonymous()).title).toBe('Rooftop Jazz');
    const signedIn = await call(t.app, {
      method: 'GET',
      url: `/api/v1/events/${event.id}`,
      token: host.token,
    });
    expect(signedIn.body.data.title).toBe('Renamed elsewhere');
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect((await anonymous()).title).toBe('Renamed elsewhere');
  });

  it('drops its copy when the event or its guests change through this server', async () => {
    expect((await anonymous()).title).toBe('Renamed elsewhere');
    const patched = await call(t.app, {
      method: 'PATCH',
      url: `/api/v1/events/${event.id}`,
      token: host.token,
      payload: { title: 'Rooftop Jazz II' },
    });
    expect(patched.status).toBe(200);
    expect((await anonymous()).title).toBe('Rooftop Jazz II');

    const before = (await anonymous()).counts.going as number;
    const guest = await seedUser(t.db);
    const rsvp = await call(t.app, {
      method: 'POST',
      url: `/api/v1/events/${event.id}/rsvp`,
      token: guest.token,
      payload: { answer: 'Yes' },
    });
    expect(rsvp.status, JSON.stringify(rsvp.body)).toBe(200);
    expect((await anonymous()).counts.going).toBe(before + 1);
  });

  it('still answers 404 for a draft or an unknown id, and caches no refusal', async () => {
    const res = await call(t.app, {
      method: 'GET',
      url: '/api/v1/events/00000000-0000-4000-8000-000000000000',
    });
    expect(res.status).toBe(404);
  });
});
