import { z } from 'zod';
import type { JobHandler } from '../../jobs/job-runner.ts';
import { PermanentJobError } from '../../jobs/job-runner.ts';
import { deleteOldIdempotencyKeys } from './idempotency.ts';
import { expireDueOrders, expireOrder } from './order-release.ts';
import { getOrder } from './orders.repository.ts';
import { sendReceipt } from './receipts.ts';

const OrderPayload = z.object({ orderId: z.uuid() });

function orderId(payload: Record<string, unknown>): string {
  const parsed = OrderPayload.safeParse(payload);
  if (!parsed.success) throw new PermanentJobError('payload needs an orderId');
  return parsed.data.orderId;
}

export const orderJobs: Record<string, JobHandler> = {
  'orders.expire': async (payload, { app, now }) => {
    const id = orderId(payload);
    const options = { claimMinutes: app.config.WAITLIST_CLAIM_MINUTES, now };
    if (await expireOrder(app.db, id, options)) return;
    const order = await getOrder(app.db, id);
    // Still pending past its hold: a charge is in flight; try again once its lock has run out.
    if (order?.status === 'pending' && order.expires_at <= now)
      throw new Error('order is being paid; retrying');
  },
  'orders.sweep-expired': async (_payload, { app, now }) => {
    await expireDueOrders(app.db, { claimMinutes: app.config.WAITLIST_CLAIM_MINUTES, now });
  },
  'orders.receipt': async (payload, { app, now }) => {
    await sendReceipt(app, orderId(payload), now);
  },
  'idempotency.cleanup': async (_payload, { app }) => {
    await deleteOldIdempotencyKeys(app.db);
  },
};
