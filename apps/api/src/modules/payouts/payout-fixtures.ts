import { SANDBOX_BANK } from '@mingle/shared/schemas/payouts';
import type { FastifyInstance } from 'fastify';
import {
  buyTickets,
  type SeededEvent,
  type SeededUser,
  seedEvent,
  seedUser,
} from '../../../test/checkout-fixtures.ts';
import { call } from '../../../test/helpers.ts';
import type { Db } from '../../db/client.ts';

/** Test data for payouts: an event with sales moved into the past, a host ready to be paid. */

const HOUR = 60 * 60 * 1000;

/** A bank account the sandbox verifies. */
export const bank = {
  accountHolderName: 'Hana Host',
  country: 'US',
  currency: 'USD',
  routingNumber: SANDBOX_BANK.routingNumber,
  accountNumber: SANDBOX_BANK.verifies,
};

/**
 * Moves an event's start and end into the past, as if it had happened more than the payout hold
 * (PAYOUT_HOLD_HOURS, 24 by default) ago: its earnings are available.
 */
export async function endEvent(db: Db, eventId: string): Promise<void> {
  await db.query('UPDATE events SET starts_at = $2, ends_at = $3 WHERE id = $1', [
    eventId,
    new Date(Date.now() - 30 * HOUR),
    new Date(Date.now() - 27 * HOUR),
  ]);
}

/**
 * An event of `host` (a new one when omitted) that sold `quantity` tickets at `priceCents`;
 * ended unless `ended` is false. The host earns quantity × price.
 */
export async function eventWithSales(
  app: FastifyInstance,
  db: Db,
  options: {
    host?: SeededUser;
    priceCents?: number;
    quantity?: number;
    ended?: boolean;
    title?: string;
  } = {},
): Promise<SeededEvent & { buyer: SeededUser; orderId: string }> {
  const event = await seedEvent(db, {
    ...(options.host ? { host: options.host } : {}),
    ...(options.title ? { title: options.title } : {}),
    ticketTypes: [{ priceCents: options.priceCents ?? 2500 }],
  });
  const buyer = await seedUser(db);
  const order = await buyTickets(app, buyer.token, event.eventId, [
    { ticketTypeId: event.ticketTypeIds[0] as string, quantity: options.quantity ?? 2 },
  ]);
  if (options.ended !== false) await endEvent(db, event.eventId);
  return { ...event, buyer, orderId: order.id };
}

/** Identity checked and a verified default account, written straight to the tables. */
export async function makePayoutReady(
  db: Db,
  organizationId: string,
  accountNumber: string = SANDBOX_BANK.verifies,
) {
  await db.query(`UPDATE organizations SET kyc_status = 'Completed' WHERE id = $1`, [organizationId]);
  const outcome = accountNumber === SANDBOX_BANK.payoutsFail ? 'payouts-fail' : 'ok';
  const row = await db.maybeOne<{ id: string }>(
    `INSERT INTO payout_accounts (organization_id, provider, provider_ref, holder_name, bank_name, country, currency,
                                  last4, status, is_default)
     VALUES ($1, 'sandbox', $2, 'Hana Host', 'Sandbox Bank', 'US', 'USD', $3, 'verified', true) RETURNING id`,
    [organizationId, `sbx_acct_${outcome}_${crypto.randomUUID()}`, accountNumber.slice(-4)],
  );
  return (row as { id: string }).id;
}

/** Runs the jobs due within the next minutes, and those they schedule (the provider's answers). */
export async function runJobsLater(app: FastifyInstance): Promise<number> {
  let ran = 0;
  for (const minutes of [1, 2, 3])
    ran += await app.jobs.runDueJobs({ now: new Date(Date.now() + minutes * 60_000) });
  return ran;
}

/** Calls under /api/v1; `t.app` is read at each call, so `t` may still be filling in. */
export function api(t: { app: FastifyInstance }) {
  return {
    get: (url: string, token: string) => call(t.app, { method: 'GET', url: `/api/v1${url}`, token }),
    post: (url: string, token: string, payload: object = {}, headers: Record<string, string> = {}) =>
      call(t.app, { method: 'POST', url: `/api/v1${url}`, token, payload, headers }),
    del: (url: string, token: string) => call(t.app, { method: 'DELETE', url: `/api/v1${url}`, token }),
  };
}

/**
 * A sale (or refund) written to the ledger the way the orders and refunds modules write it,
 * for tests where checkout itself is not the point (host and platform lines, no order).
 */
export async function recordLedger(
  db: Db,
  organizationId: string,
  eventId: string,
  kind: 'sale' | 'refund',
  cents: number,
): Promise<void> {
  const rows =
    kind === 'sale'
      ? [
          ['buyer', 'payment', -(cents + 100)],
          ['host', 'sale', cents],
          ['platform', 'fee', 100],
        ]
      : [
          ['host', 'refund', -cents],
          ['buyer', 'refund', cents],
        ];
  for (const [account, k, amount] of rows) {
    await db.query(
      `INSERT INTO ledger_entries (event_id, organization_id, currency, account, kind, amount_cents)
       VALUES ($1, $2, 'USD', $3, $4, $5)`,
      [eventId, organizationId, account, k, amount],
    );
  }
}
