import type { Queryable } from '../../db/client.ts';
import { handleJob } from '../../jobs/job-kind.ts';
import { enqueue } from '../../jobs/job-queue.ts';
import { refundNotify, refundNotifyOutside, refundSubmit } from './refund-job-kinds.ts';
import { submitRefund } from './refund-money.ts';
import { notifyDecision, notifyOutsideRefund, notifyParties } from './refund-notices.ts';

/**
 * Inside the transaction that voided an order's tickets after a refund made outside Mingle: the
 * holders are told by a job that exists exactly when the void commits.
 */
export async function notifyOutsideRefundOnCommit(
  tx: Queryable,
  orderId: string,
  voided: readonly { holder_id: string; tickets: number }[],
): Promise<void> {
  if (voided.length === 0) return;
  const holders = voided.map((h) => ({ userId: h.holder_id, tickets: h.tickets }));
  await enqueue(tx, refundNotifyOutside, { orderId, holders });
}

export const refundJobs = [
  handleJob(refundSubmit, async ({ refundRequestId }, { app }) => submitRefund(app, refundRequestId)),
  handleJob(refundNotify, async ({ refundRequestId }, { app }) => {
    await notifyDecision(app, refundRequestId);
    await notifyParties(app, refundRequestId);
  }),
  handleJob(refundNotifyOutside, async ({ orderId, holders }, { app }) =>
    notifyOutsideRefund(app, orderId, holders),
  ),
];
