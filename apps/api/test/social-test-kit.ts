import type { Gender, Intent } from '@mingle/shared/enums';
import { expect } from 'vitest';
import WebSocket from 'ws';
import { call, createTestApp, type TestApp } from './helpers.ts';
import { seedUser } from './seed-users.ts';

/**
 * Test helpers of the social suites. Every response read through `api` (and every frame a
 * test socket receives) is recorded with the viewer, so `assertNoLeaks` can check that nobody
 * ever saw another person's phone number or e-mail address.
 */
export interface Person {
  userId: string;
  token: string;
  email: string;
  phone: string;
}

/** All a public profile shows (GET users/:id/public), sorted; never a phone, e-mail or birthdate. */
export const PUBLIC_PROFILE_KEYS = [
  'age',
  'bio',
  'connectionStatus',
  'firstName',
  'gender',
  'id',
  'intent',
  'intentIcon',
  'profilePhoto',
];

export interface SocialTestApp extends TestApp {
  people: Person[];
  seen: Array<{ viewer: string | null; text: string }>;
}

let phoneCounter = 0;

export async function socialApp(
  env: Record<string, string> = {},
  options: Parameters<typeof createTestApp>[1] = {},
): Promise<SocialTestApp> {
  const t = await createTestApp(env, options);
  return Object.assign(t, { people: [] as Person[], seen: [] });
}

export interface PersonOptions {
  name?: string;
  gender?: Gender;
  intent?: Intent;
  birthdate?: string;
  showAge?: boolean;
  showGender?: boolean;
  showIntent?: boolean;
  showInGuestLists?: boolean;
  bio?: string;
}

export async function person(t: SocialTestApp, o: PersonOptions = {}): Promise<Person> {
  phoneCounter += 1;
  const phone = `+1555${String(process.pid % 1000).padStart(3, '0')}${String(phoneCounter).padStart(4, '0')}`;
  const email = `p${phoneCounter}-${Math.random().toString(36).slice(2, 8)}@social.test`;
  const seeded = await seedUser(t.db, { name: o.name ?? `Guest${phoneCounter} Example`, email, phone });
  await t.db.query(
    `UPDATE users SET gender = $2, intent = $3, birthdate = $4, show_age = $5, show_gender = $6, show_intent = $7,
            show_in_guest_lists = $8, bio = $9 WHERE id = $1`,
    [
      seeded.userId,
      o.gender ?? 'Woman',
      o.intent ?? 'Friendship',
      o.birthdate ?? '1995-06-15',
      o.showAge ?? true,
      o.showGender ?? true,
      o.showIntent ?? true,
      o.showInGuestLists ?? true,
      o.bio ?? 'Likes jazz',
    ],
  );
  const p = { ...seeded, email, phone };
  t.people.push(p);
  return p;
}

const HOUR = 60 * 60 * 1000;

export interface EventOptions {
  /** Hours from now; default: the event started an hour ago and ends in two hours. */
  startsInHours?: number;
  durationHours?: number;
  guestListVisible?: boolean;
  matchingOn?: boolean;
  chatOn?: boolean;
  title?: string;
}

/** A published event of the host's organization (created on first use). */
export async function hostEvent(t: SocialTestApp, host: Person, o: EventOptions = {}): Promise<string> {
  const org =
    (await t.db.maybeOne<{ id: string }>('SELECT id FROM organizations WHERE owner_id = $1', [
      host.userId,
    ])) ??
    (await t.db.maybeOne<{ id: string }>(
      `INSERT INTO organizations (owner_id, name) VALUES ($1, 'Night Owls') RETURNING id`,
      [host.userId],
    ));
  const starts = Date.now() + (o.startsInHours ?? -1) * HOUR;
  const ends = starts + (o.durationHours ?? 3) * HOUR;
  const row = await t.db.maybeOne<{ id: string }>(
    `INSERT INTO events (organization_id, status, title, starts_at, ends_at, time_zone, guest_list_visible, matching_on, chat_on, published_at)
     VALUES ($1, 'published', $2, $3, $4, 'UTC', $5, $6, $7, now()) RETURNING id`,
    [
      org!.id,
      o.title ?? 'Jazz Night',
      new Date(starts).toISOString(),
      new Date(ends).toISOString(),
      o.guestListVisible ?? true,
      o.matchingOn ?? true,
      o.chatOn ?? true,
    ],
  );
  return row!.id;
}

export async function rsvp(t: SocialTestApp, eventId: string, who: Person, answer = 'Yes'): Promise<void> {
  await t.db.query(
    `INSERT INTO rsvps (event_id, user_id, answer) VALUES ($1, $2, $3)
     ON CONFLICT (event_id, user_id) DO UPDATE SET answer = $3`,
    [eventId, who.userId, answer],
  );
}

/** A paid ticket held by `who` (inserted directly: order, ticket type and ticket). */
export async function ticket(
  t: SocialTestApp,
  eventId: string,
  who: Person,
  status = 'valid',
): Promise<void> {
  const type = await t.db.maybeOne<{ id: string }>(
    `INSERT INTO ticket_types (event_id, name, price_cents, quantity, sold) VALUES ($1, 'General', 1000, 100, 1) RETURNING id`,
    [eventId],
  );
  const order = await t.db.maybeOne<{ id: string }>(
    `INSERT INTO orders (event_id, buyer_id, status, currency, subtotal_cents, discount_cents, fee_cents, total_cents, expires_at)
     VALUES ($1, $2, 'paid', 'USD', 1000, 0, 150, 1150, now()) RETURNING id`,
    [eventId, who.userId],
  );
  await t.db.query(
    `INSERT INTO tickets (order_id, event_id, ticket_type_id, holder_id, code, price_paid_cents, status)
     VALUES ($1, $2, $3, $4, $5, 1000, $6)`,
    [order!.id, eventId, type!.id, who.userId, crypto.randomUUID(), status],
  );
}

/** An API call as `who` (or anonymous); the body is recorded for the leak scan. */
export async function api(
  t: SocialTestApp,
  who: Person | null,
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  payload?: unknown,
) {
  const res = await call(t.app, {
    method,
    url: `/api/v1/${url}`,
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    ...(who ? { token: who.token } : {}),
  });
  t.seen.push({ viewer: who?.userId ?? null, text: JSON.stringify(res.body) });
  return res;
}

/** Nobody saw another person's phone or e-mail in any response or frame of the suite. */
export function assertNoLeaks(t: SocialTestApp): void {
  expect(t.seen.length).toBeGreaterThan(0);
  for (const { viewer, text } of t.seen) {
    for (const p of t.people) {
      if (p.userId === viewer) continue;
      expect(text, `a response to ${viewer} shows ${p.userId}'s e-mail`).not.toContain(p.email);
      expect(text, `a response to ${viewer} shows ${p.userId}'s phone`).not.toContain(p.phone);
      expect(text).not.toContain(p.phone.slice(1));
    }
  }
}

/** A test WebSocket that queues the frames it receives (and records them for the leak scan). */
export interface TestSocket {
  ws: WebSocket;
  frames: Array<Record<string, unknown>>;
  send(frame: Record<string, unknown>): void;
  /** The next frame matching, waiting up to `ms`. */
  next(match?: (f: Record<string, unknown>) => boolean, ms?: number): Promise<Record<string, unknown>>;
  /** Resolves false if no matching frame arrives within `ms`. */
  none(match: (f: Record<string, unknown>) => boolean, ms?: number): Promise<boolean>;
  closed: Promise<number>;
}

export function wrapSocket(t: SocialTestApp | null, ws: WebSocket, viewer: () => string | null): TestSocket {
  const frames: Array<Record<string, unknown>> = [];
  let wake: () => void = () => undefined;
  ws.on('message', (data) => {
    const text = data.toString();
    t?.seen.push({ viewer: viewer(), text });
    frames.push(JSON.parse(text));
    wake();
  });
  const closed = new Promise<number>((resolve) => ws.on('close', (code) => resolve(code)));
  const take = async (match: (f: Record<string, unknown>) => boolean, ms: number) => {
    const deadline = Date.now() + ms;
    for (;;) {
      const i = frames.findIndex(match);
      if (i >= 0) return frames.splice(i, 1)[0]!;
      const left = deadline - Date.now();
      if (left <= 0) return undefined;
      await new Promise<void>((r) => {
        wake = r;
        setTimeout(r, Math.min(left, 50));
      });
    }
  };
  return {
    ws,
    frames,
    closed,
    send: (frame) => ws.send(JSON.stringify(frame)),
    next: async (match = () => true, ms = 3000) => {
      const f = await take(match, ms);
      if (!f) throw new Error(`no matching frame within ${ms} ms; have ${JSON.stringify(frames)}`);
      return f;
    },
    none: async (match, ms = 300) => (await take(match, ms)) === undefined,
  };
}

/** A socket to `url` (a real server) signed in as `who`, after `ready`. */
export async function connectSocket(t: SocialTestApp | null, url: string, who: Person): Promise<TestSocket> {
  const ws = new WebSocket(url);
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve());
    ws.once('error', reject);
  });
  const socket = wrapSocket(t, ws, () => who.userId);
  socket.send({ type: 'auth', token: who.token });
  await socket.next((f) => f.type === 'ready');
  return socket;
}
