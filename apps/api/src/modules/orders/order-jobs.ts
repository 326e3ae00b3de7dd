import { handleJob } from '../../jobs/job-kind.ts';
import { deleteOldIdempotencyKeys } from './idempotency.ts';
import { idempotencyCleanup, orderExpire, orderReceipt, sweepExpiredOrders } from './order-job-kinds.ts';
import { expireDueOrders, expireOrder } from './order-release.ts';
import { getOrder } from './orders.repository.ts';
import { sendReceipt } from './receipts.ts';

export const orderJobs = [
  handleJob(orderExpire, async ({ orderId }, { app, now }) => {
    const options = { claimMinutes: app.config.WAITLIST_CLAIM_MINUTES, now };
    if (await expireOrder(app.db, orderId, options)) return;
    const order = await getOrder(app.db, orderId);
    // Still pending past its hold: a charge is in flight; try again once its lock has run out.
    if (order?.status === 'pending' && order.expires_at <= now)
      throw new Error('order is being paid; retrying');
  }),
  handleJob(sweepExpiredOrders, async (_payload, { app, now }) => {
    await expireDueOrders(app.db, { claimMinutes: app.config.WAITLIST_CLAIM_MINUTES, now });
  }),
  handleJob(orderReceipt, async ({ orderId }, { app, now }) => {
    await sendReceipt(app, orderId, now);
  }),
  handleJob(idempotencyCleanup, async (_payload, { app }) => {
    await deleteOldIdempotencyKeys(app.db);
  }),
];
