import type { PaymentProviderName } from '@mingle/shared/schemas/orders';
import type { Queryable } from '../../../db/client.ts';
import { releasePromoUse } from '../inventory.repository.ts';
import { type ReleaseOptions, releaseOrder } from '../inventory.ts';
import { appendLedgerEntries, type LedgerRefs, paymentEntries, refundEntries } from '../ledger.ts';
import { expireOffer } from '../order-release.repository.ts';
import { type PaidOrderFacts, paidOrderFacts } from '../payment.repository.ts';
import { emit } from './lifecycle.ts';
import * as repo from './order-status.repository.ts';
import { drawTicketCodes, issueTicketUnits, voidTickets } from './ticket-transitions.ts';

/* The order transitions of lifecycle.ts; each runs in its caller's transaction. */

export interface Payment {
  provider: PaymentProviderName;
  ref: string | null;
  now: Date;
}

/**
 * pending → paid, with the tickets, the ledger entries and the receipt job, unless a short
 * ticket code clashes in one statement. False when the order was not pending (already paid,
 * expired, refunded): a late or repeated confirmation changes nothing. `facts` saves a read
 * when the caller has them.
 */
export async function payPendingOrder(
  tx: Queryable,
  orderId: string,
  payment: Payment,
  options: { receipt?: boolean; facts?: PaidOrderFacts } = {},
): Promise<boolean> {
  const facts = options.facts ?? (await paidOrderFacts(tx, orderId));
  if (!facts) return false;
  const done = await repo.markPaid(tx, orderId, {
    paidAt: payment.now,
    provider: payment.provider,
    ref: payment.ref,
    ...drawTicketCodes(facts.units),
    ledger: paymentEntries({
      subtotalCents: facts.subtotal_cents,
      discountCents: facts.discount_cents,
      feeCents: facts.fee_cents,
      totalCents: facts.total_cents,
    }),
    receipt: options.receipt !== false,
  });
  if (!done) return false;
  if (done.unwritten.length > 0) await issueTicketUnits(tx, orderId, done.unwritten);
  await emit(tx, { type: 'order.paid', orderId });
  return true;
}

/**
 * pending → expired once the hold ended and no charge holds the order: its waitlist offer
 * ends, its tickets go back (and to the waitlist) and its promo use is given back, exactly once
 * however many callers race. False when the order was not expirable.
 */
export async function expirePendingOrder(
  tx: Queryable,
  orderId: string,
  options: ReleaseOptions,
): Promise<boolean> {
  const expired = await repo.markExpired(tx, orderId, options.now);
  if (!expired) return false;
  await expireOffer(tx, orderId);
  await releaseOrder(tx, orderId, options);
  if (expired.promo_code_id) await releasePromoUse(tx, expired.promo_code_id);
  await emit(tx, { type: 'order.expired', orderId });
  return true;
}

/** expired → pending, for a late payment whose tickets the caller has claimed again. */
export function reopenExpiredOrder(tx: Queryable, orderId: string): Promise<boolean> {
  return repo.moveOrder(tx, orderId, ['expired'], 'pending');
}

/**
 * pending or expired → refunded: the payment came back before the order was ever paid. A
 * pending order's tickets and promo use are released now (an expired one gave them back).
 */
export async function refundUnpaidOrder(
  tx: Queryable,
  orderId: string,
  refund: { refundedCents: number; provider?: PaymentProviderName; providerRef?: string },
  options: ReleaseOptions,
): Promise<boolean> {
  const was = await repo.lockOrder(tx, orderId);
  if (was?.status !== 'pending' && was?.status !== 'expired') return false;
  await repo.moveOrder(tx, orderId, [was.status], 'refunded', refund);
  if (was.status === 'pending') {
    await releaseOrder(tx, orderId, options);
    if (was.promo_code_id) await releasePromoUse(tx, was.promo_code_id);
  }
  await emit(tx, { type: 'order.refunded', orderId, status: 'refunded' });
  return true;
}

/**
 * paid, partly or wholly refunded → refunded or partially_refunded: `cents` of a refund request
 * came back (0 when there was nothing to send). The status follows the order's tickets.
 */
export async function settleOrderRefund(tx: Queryable, orderId: string, cents: number): Promise<boolean> {
  const settled = await repo.addRefund(tx, orderId, cents);
  if (!settled) return false;
  await emit(tx, { type: 'order.refunded', orderId, status: settled.status });
  return true;
}

/**
 * paid or partially refunded → refunded (the whole ticket price is back) or partially_refunded:
 * a refund made outside Mingle reached `amountRefunded`. The ledger records the difference; a
 * wholly refunded order's tickets are voided. Answers who held the voided tickets and how many
 * each (none when nothing changed: a repeated or older event).
 */
export async function recordOutsideRefund(
  tx: Queryable,
  order: LedgerRefs & { orderId: string; totalCents: number; ticketPriceCents: number },
  amountRefunded: number,
  options: ReleaseOptions,
): Promise<{ holder_id: string; tickets: number }[]> {
  await repo.lockOrder(tx, order.orderId);
  const refunded = Math.min(amountRefunded, order.totalCents);
  const status = refunded >= order.ticketPriceCents ? 'refunded' : 'partially_refunded';
  const recorded = await repo.recordOutsideRefund(tx, order.orderId, refunded, status);
  if (!recorded) return [];
  await appendLedgerEntries(tx, order, refundEntries(refunded - recorded.before));
  await emit(tx, { type: 'order.refunded', orderId: order.orderId, status });
  if (status !== 'refunded') return [];
  const voided = await voidTickets(tx, { orderId: order.orderId }, ['valid', 'redeemed'], options);
  const counts = new Map<string, number>();
  for (const t of voided) if (t.holder_id) counts.set(t.holder_id, (counts.get(t.holder_id) ?? 0) + 1);
  return [...counts].map(([holder_id, tickets]) => ({ holder_id, tickets }));
}
