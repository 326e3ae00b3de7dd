// What the operator's test sends through the balancer while it restarts servers and cuts the
// database and Redis: steady anonymous event-page reads, checkouts with idempotency keys, and
// chat. Each records what it saw, for the test to judge.
import { createHash, randomBytes } from 'node:crypto';

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
export const TICKETS = 12;
export const BUYERS = 16;

let phones = 0;

/** A person with a phone (receipts go to the SMS sink) and a session, inserted directly. */
async function signedIn(sql, name) {
  phones += 1;
  const user = await sql.query(
    `INSERT INTO users (phone, name, birthdate, profile_status)
     VALUES ($1, $2, '1990-01-01', 'Completed') RETURNING id`,
    [`+1555${String(phones).padStart(7, '0')}`, name],
  );
  const token = randomBytes(32).toString('base64url');
  await sql.query(
    `INSERT INTO sessions (user_id, token_hash, expires_at) VALUES ($1, $2, now() + interval '1 day')`,
    [user.rows[0].id, createHash('sha256').update(token).digest('hex')],
  );
  return { userId: user.rows[0].id, token };
}

/** A ticketed event on sale (what readers and buyers hit) and a live RSVP event with its chat. */
export async function seed(sql) {
  const host = await signedIn(sql, 'Olive Operator');
  const org = await sql.query(
    `INSERT INTO organizations (owner_id, name) VALUES ($1, 'Ops Nights') RETURNING id`,
    [host.userId],
  );
  const event = async (title, startsInHours) => {
    const starts = Date.now() + startsInHours * 3600_000;
    const row = await sql.query(
      `INSERT INTO events (organization_id, status, title, starts_at, ends_at, time_zone, chat_on, published_at)
       VALUES ($1, 'published', $2, $3, $4, 'UTC', true, now()) RETURNING id`,
      [org.rows[0].id, title, new Date(starts), new Date(starts + 3 * 3600_000)],
    );
    return row.rows[0].id;
  };
  const saleId = await event('Rolling restart night', 48);
  const ticketType = await sql.query(
    `INSERT INTO ticket_types (event_id, name, price_cents, quantity) VALUES ($1, 'GA', 1000, $2) RETURNING id`,
    [saleId, TICKETS],
  );
  const chatId = await event('Chat across servers', -1);
  const chatters = [await signedIn(sql, 'Ann Alpha'), await signedIn(sql, 'Ben Beta')];
  for (const who of chatters) {
    await sql.query(`INSERT INTO rsvps (event_id, user_id, answer) VALUES ($1, $2, 'Yes')`, [
      chatId,
      who.userId,
    ]);
  }
  const buyers = [];
  for (let i = 0; i < BUYERS; i += 1) buyers.push(await signedIn(sql, `Buyer ${i} Example`));
  return { saleId, ticketTypeId: ticketType.rows[0].id, chatId, chatters, buyers };
}

export async function call(base, method, url, { token, body, key, timeoutMs = 10_000 } = {}) {
  const started = Date.now();
  try {
    const res = await fetch(`${base}/api/v1/${url}`, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(key ? { 'idempotency-key': key } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
    });
    const json = await res.json().catch(() => null);
    return { status: res.status, json, ms: Date.now() - started, at: started };
  } catch (err) {
    return { status: 0, error: String(err), ms: Date.now() - started, at: started };
  }
}

/** Readers: anonymous event-page reads, back to back, until stopped; each read is recorded. */
export function startReaders(base, eventId, count, phase) {
  const reads = [];
  let running = true;
  const loops = Array.from({ length: count }, async () => {
    while (running) {
      const started = phase();
      const r = await call(base, 'GET', `events/${eventId}`, { timeoutMs: 8000 });
      reads.push({ ...r, phase: started, endPhase: phase() });
      await sleep(20);
    }
  });
  return {
    reads,
    stop: async () => {
      running = false;
      await Promise.all(loops);
    },
  };
}

const retryable = (r) => r.status === 0 || r.status === 429 || r.status >= 500;

/** Sends one idempotent request until it gets a final answer, as a client with a retry does. */
async function untilFinal(send, deadline) {
  for (;;) {
    const r = await send();
    if (!retryable(r) || Date.now() > deadline) return r;
    await sleep(300);
  }
}

/**
 * One buyer's checkout: place the order and pay, each under its own idempotency key, retried on
 * failures; then the order request replayed once more, which must answer the same order.
 */
export async function checkout(base, buyer, ticketTypeId, eventId, deadline) {
  const items = [{ ticketTypeId, quantity: 1 }];
  const placeKey = `place-${buyer.userId}`;
  const place = () =>
    call(base, 'POST', `events/${eventId}/orders`, { token: buyer.token, body: { items }, key: placeKey });
  const placed = await untilFinal(place, deadline);
  if (placed.status !== 200) return { buyer, placed };
  const orderId = placed.json.data.id;
  const paid =
    placed.json.data.status === 'paid'
      ? placed
      : await untilFinal(
          () =>
            call(base, 'POST', `orders/${orderId}/pay`, {
              token: buyer.token,
              body: { cardNumber: '4242424242424242' },
              key: `pay-${buyer.userId}`,
            }),
          deadline,
        );
  const replay = await untilFinal(place, deadline);
  return { buyer, placed, paid, replay, orderId };
}

/**
 * A chat listener: a socket signed in as `who`, joined to the room, on the first of `servers`
 * (in order of preference) that takes it. When its server closes it (1001, restarting), it
 * reconnects at once to the others, as a client behind the balancer would, and to the one that
 * closed it only if no other takes it. Records every message it is given, with the port of the
 * server that gave it (`via`).
 */
export function listen(servers, who, roomId) {
  const got = [];
  const listener = { got, server: null, closed: false };
  const attempt = (server) => {
    const ws = new WebSocket(`${server.url.replace('http', 'ws')}/api/v1/realtime`);
    return new Promise((resolve) => {
      const fail = () => {
        ws.close();
        resolve(null);
      };
      ws.onerror = fail;
      ws.onclose = fail;
      ws.onopen = () => ws.send(JSON.stringify({ type: 'auth', token: who.token }));
      ws.onmessage = (event) => {
        const frame = JSON.parse(event.data);
        if (frame.type === 'ready') ws.send(JSON.stringify({ type: 'join', roomId }));
        if (frame.type === 'joined') resolve(ws);
        if (frame.type === 'message') got.push({ ...frame.message, via: server.port });
      };
      setTimeout(fail, 5000);
    });
  };
  const connect = async (leaving) => {
    const order = [...servers.filter((s) => s !== leaving), ...(leaving ? [leaving] : [])];
    for (let n = 0; !listener.closed; n += 1) {
      const server = order[n % order.length];
      const ws = await attempt(server);
      if (!ws) {
        await sleep(200);
        continue;
      }
      listener.server = server;
      listener.ws = ws;
      ws.onerror = () => undefined;
      ws.onclose = () => {
        listener.server = null;
        if (!listener.closed) void connect(server);
      };
      return;
    }
  };
  listener.ready = connect(null);
  /** Moves the socket off `server` when it is there (to put two people on two servers). */
  listener.avoid = async (server) => {
    if (listener.server !== server) return;
    listener.ws.onclose = null;
    listener.ws.close();
    listener.server = null;
    await connect(server);
  };
  listener.close = () => {
    listener.closed = true;
    listener.ws?.close();
  };
  return listener;
}
