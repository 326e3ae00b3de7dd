import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pay, placeOrder, seedEvent, seedUser, soldCount } from '../../../test/checkout-fixtures.ts';
import { openTestDb } from '../../../test/helpers.ts';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import type { Db } from '../../db/client.ts';

/**
 * The server dies between a money call's effect and storing its answer: here the statement
 * that stores the answer never returns. A retry with the same Idempotency-Key must answer from
 * what the effect recorded in its own transaction, at once, and never repeat the effect.
 */
let app: FastifyInstance;
let db: Db;
let dataDir: string;
let dying = false;
/**
 * The server dies mid-request: the transaction it starts never comes back, and neither does
 * any statement about its Idempotency-Key claim (the lease renewals).
 */
let diesMidRequest = false;
let hungTransactions = 0;
/** A live but slow request: its transaction starts this many ms late (its lease is 3 s). */
let slowTransactionMs = 0;
const deadClaims = new Set<unknown>();
const stuck: (() => void)[] = [];
const never = <T>(): Promise<T> =>
  new Promise((_, reject) => stuck.push(() => reject(new Error('the server died'))));

beforeAll(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'mingle-crash-'));
  const inner = await openTestDb();
  const query: Db['query'] = (sql, params) =>
    (dying && sql.includes('response_body = $5')) || params?.some((p) => deadClaims.has(p))
      ? never()
      : inner.query(sql, params);
  db = {
    ...inner,
    query,
    maybeOne: async (sql, params) => (await query(sql, params))[0] as never,
    transaction: async (fn) => {
      if (slowTransactionMs > 0) {
        const delay = slowTransactionMs;
        slowTransactionMs = 0;
        await new Promise((resolve) => setTimeout(resolve, delay));
      }
      if (!diesMidRequest) return inner.transaction(fn);
      hungTransactions += 1;
      return never();
    },
  };
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    WEB_DIST_DIR: path.join(dataDir, 'none'),
    RATE_LIMIT_PER_MINUTE: '100000',
  });
  app = await buildApp(config, { db });
  await app.ready();
});
afterAll(async () => {
  for (const release of stuck) release();
  await app.close();
  await db.close();
  await fs.rm(dataDir, { recursive: true, force: true });
});

async function until(check: () => Promise<boolean>): Promise<void> {
  const deadline = Date.now() + 5000;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('the effect never committed');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('Idempotency-Key after a crash between the effect and the answer', () => {
  it('answers a payment retry at once with the paid order, charging once', async () => {
    const { eventId, ticketTypeIds } = await seedEvent(db, { ticketTypes: [{ priceCents: 1000 }] });
    const buyer = await seedUser(db);
    const placed = await placeOrder(app, buyer.token, eventId, [
      { ticketTypeId: ticketTypeIds[0]!, quantity: 1 },
    ]);
    const orderId = placed.body.data.id as string;
    dying = true;
    void pay(app, buyer.token, orderId, undefined, 'pay-once');
    await until(
      async () =>
        (await db.maybeOne<{ status: string }>('SELECT status FROM orders WHERE id = $1', [orderId]))
          ?.status === 'paid',
    );
    dying = false;
    const started = Date.now();
    const retry = await pay(app, buyer.token, orderId, undefined, 'pay-once');
    expect(Date.now() - started).toBeLessThan(2000);
    expect(retry.status).toBe(200);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.body.data).toMatchObject({ id: orderId, status: 'paid' });
    expect(retry.body.data.tickets).toHaveLength(1);
    const attempts = await db.maybeOne<{ payment_attempts: number }>(
      'SELECT payment_attempts FROM orders WHERE id = $1',
      [orderId],
    );
    expect(attempts?.payment_attempts).toBe(1);
  });

  it('answers an order retry with the order the first request placed, not a second one', async () => {
    const { eventId, ticketTypeIds } = await seedEvent(db, { ticketTypes: [{ priceCents: 1000 }] });
    const buyer = await seedUser(db);
    const items = [{ ticketTypeId: ticketTypeIds[0]!, quantity: 2 }];
    dying = true;
    void placeOrder(app, buyer.token, eventId, items, { idempotencyKey: 'order-once' });
    await until(
      async () => (await db.query('SELECT 1 FROM orders WHERE buyer_id = $1', [buyer.userId])).length === 1,
    );
    dying = false;
    const started = Date.now();
    const retry = await placeOrder(app, buyer.token, eventId, items, { idempotencyKey: 'order-once' });
    expect(Date.now() - started).toBeLessThan(2000);
    expect(retry.status).toBe(200);
    expect(retry.body.data).toMatchObject({ status: 'pending', totalCents: expect.any(Number) });
    expect(await db.query('SELECT id FROM orders WHERE buyer_id = $1', [buyer.userId])).toHaveLength(1);
    expect(await soldCount(db, ticketTypeIds[0]!)).toBe(2);
  });

  it('lets a retry through within 5 s when the first request died before its effect', async () => {
    const { eventId, ticketTypeIds } = await seedEvent(db, { ticketTypes: [{ priceCents: 1000 }] });
    const buyer = await seedUser(db);
    const items = [{ ticketTypeId: ticketTypeIds[0]!, quantity: 1 }];
    diesMidRequest = true;
    void placeOrder(app, buyer.token, eventId, items, { idempotencyKey: 'order-dies' });
    await until(async () => hungTransactions === 1);
    const claim = await db.maybeOne<{ claim_id: string }>(
      `SELECT claim_id FROM idempotency_keys WHERE user_id = $1 AND key = 'order-dies'`,
      [buyer.userId],
    );
    deadClaims.add(claim?.claim_id);
    diesMidRequest = false;
    const started = Date.now();
    const retry = await placeOrder(app, buyer.token, eventId, items, { idempotencyKey: 'order-dies' });
    expect(Date.now() - started).toBeLessThan(5000);
    expect(retry.status).toBe(200);
    expect(retry.body.data).toMatchObject({ status: 'pending' });
    expect(await db.query('SELECT id FROM orders WHERE buyer_id = $1', [buyer.userId])).toHaveLength(1);
    expect(await soldCount(db, ticketTypeIds[0]!)).toBe(1);
  });

  it('keeps the key of a live request slower than its lease: a retry waits for its answer', async () => {
    const { eventId, ticketTypeIds } = await seedEvent(db, { ticketTypes: [{ priceCents: 1000 }] });
    const buyer = await seedUser(db);
    const items = [{ ticketTypeId: ticketTypeIds[0]!, quantity: 1 }];
    slowTransactionMs = 5000;
    const first = placeOrder(app, buyer.token, eventId, items, { idempotencyKey: 'order-slow' });
    await new Promise((resolve) => setTimeout(resolve, 300));
    const held = await db.maybeOne<{ status: string }>(
      `SELECT status FROM idempotency_keys WHERE user_id = $1 AND key = 'order-slow'`,
      [buyer.userId],
    );
    expect(held?.status).toBe('in_progress');
    const retry = await placeOrder(app, buyer.token, eventId, items, { idempotencyKey: 'order-slow' });
    const answered = await first;
    expect(answered.status).toBe(200);
    expect(retry.status).toBe(200);
    expect(retry.body.data.id).toBe(answered.body.data.id);
    expect(await db.query('SELECT id FROM orders WHERE buyer_id = $1', [buyer.userId])).toHaveLength(1);
  });
});
