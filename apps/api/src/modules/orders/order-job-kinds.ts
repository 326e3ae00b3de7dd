import { z } from 'zod';
import { defineJob } from '../../jobs/job-kind.ts';

const MINUTE = 60_000;
const OrderPayload = z.object({ orderId: z.uuid() });

/** Releases a held order's tickets when its hold runs out (due at `expires_at`). */
export const orderExpire = defineJob({
  name: 'orders.expire',
  payload: OrderPayload,
  dedupeKey: (p) => `order-expire:${p.orderId}`,
});

export const orderReceipt = defineJob({ name: 'orders.receipt', payload: OrderPayload });

/** The safety net behind each order's own expiry job. */
export const sweepExpiredOrders = defineJob({
  name: 'orders.sweep-expired',
  payload: z.object({}),
  everyMs: MINUTE,
});

export const idempotencyCleanup = defineJob({
  name: 'idempotency.cleanup',
  payload: z.object({}),
  everyMs: 60 * MINUTE,
});

/**
 * Tells the next person in line that a ticket is held for them. The orders module makes the
 * offer (in the transaction that released the ticket); the waitlist module sends the message.
 */
export const waitlistOfferMessage = defineJob({
  name: 'waitlist.offer-message',
  payload: z.object({ entryId: z.uuid() }),
});
