import type { CreateEventRequest, CreateTicketTypeRequest, Event } from '@mingle/shared/schemas/events';
import { afterAll, beforeAll, expect } from 'vitest';
import { call, createTestApp, type TestApp } from './helpers.ts';
import { type SeededUser, type SeedUserOptions, seedUser } from './seed-users.ts';

export interface Host extends SeededUser {
  organizationId: string;
}

const HOUR = 60 * 60 * 1000;

/**
 * The file's app and one host (createHost with `name`): built before its tests, closed after
 * them. Both objects are filled in `beforeAll`, so read them inside tests and hooks.
 */
export function useHostApp(name?: string, env: Record<string, string> = {}): { t: TestApp; host: Host } {
  const t = {} as TestApp;
  const host = {} as Host;
  beforeAll(async () => {
    Object.assign(t, await createTestApp(env));
    Object.assign(host, await createHost(t, name));
  });
  afterAll(() => t.close());
  return { t, host };
}

/** A user with an organization. */
export async function createHost(t: TestApp, name = 'Night Owls', user: SeedUserOptions = {}): Promise<Host> {
  const seeded = await seedUser(t.db, user);
  const res = await call(t.app, {
    method: 'POST',
    url: '/api/v1/organizations',
    token: seeded.token,
    payload: { name, bio: 'We throw parties' },
  });
  expect(res.status).toBe(200);
  return { ...seeded, organizationId: res.body.data.id };
}

/** Every field publishing needs, starting `startsInHours` from now and lasting 3 hours. */
export function completeEventBody(
  startsInHours = 48,
  overrides: CreateEventRequest = {},
): CreateEventRequest {
  const start = new Date(Date.now() + startsInHours * HOUR);
  return {
    title: 'Rooftop Jazz',
    description: '<p>Live <strong>jazz</strong> on the roof</p>',
    startsAt: start.toISOString(),
    endsAt: new Date(start.getTime() + 3 * HOUR).toISOString(),
    timeZone: 'America/Los_Angeles',
    venueName: 'The Roof',
    address: '1 Main St',
    city: 'Oakland',
    ...overrides,
  };
}

export async function createDraft(
  t: TestApp,
  host: SeededUser,
  body: CreateEventRequest = {},
): Promise<Event> {
  const res = await call(t.app, { method: 'POST', url: '/api/v1/events', token: host.token, payload: body });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data;
}

export async function addTicketType(
  t: TestApp,
  host: SeededUser,
  eventId: string,
  body: Partial<CreateTicketTypeRequest> = {},
): Promise<{ id: string }> {
  const res = await call(t.app, {
    method: 'POST',
    url: `/api/v1/events/${eventId}/ticket-types`,
    token: host.token,
    payload: { name: 'General', priceCents: 0, quantity: 100, ...body },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data;
}

/** A complete event with one ticket type (free unless priceCents is given), published. */
export async function createPublishedEvent(
  t: TestApp,
  host: SeededUser,
  overrides: CreateEventRequest = {},
  options: { startsInHours?: number; priceCents?: number } = {},
): Promise<Event> {
  const draft = await createDraft(t, host, completeEventBody(options.startsInHours, overrides));
  await addTicketType(t, host, draft.id, { priceCents: options.priceCents ?? 0 });
  const res = await call(t.app, {
    method: 'POST',
    url: `/api/v1/events/${draft.id}/publish`,
    token: host.token,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data;
}

/** Newest first, like the dev outbox page. */
export function outboxFor(
  t: TestApp,
  to: string,
): Promise<{ channel: string; subject: string | null; body: string }[]> {
  return t.db.query(
    'SELECT channel, subject, body FROM outbox_messages WHERE recipient = $1 ORDER BY sent_at DESC, id',
    [to],
  );
}
