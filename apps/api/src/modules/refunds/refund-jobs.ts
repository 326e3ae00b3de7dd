import { z } from 'zod';
import type { Queryable } from '../../db/client.ts';
import { enqueueJob } from '../../jobs/job-queue.ts';
import { type JobHandler, PermanentJobError } from '../../jobs/job-runner.ts';
import { submitRefund } from './refund-money.ts';
import { notifyDecision, notifyOutsideRefund, notifyParties } from './refund-notices.ts';

const Payload = z.object({ refundRequestId: z.uuid() });

function requestId(payload: Record<string, unknown>): string {
  const parsed = Payload.safeParse(payload);
  if (!parsed.success) throw new PermanentJobError('payload needs a refundRequestId');
  return parsed.data.refundRequestId;
}

const OutsidePayload = z.object({
  orderId: z.uuid(),
  holders: z.array(z.object({ userId: z.uuid(), tickets: z.number().int().positive() })).max(10_000),
});

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
  await enqueueJob(tx, 'refunds.notify-outside', { orderId, holders });
}

export const refundJobs: Record<string, JobHandler> = {
  'refunds.submit': async (payload, { app }) => submitRefund(app, requestId(payload)),
  'refunds.notify': async (payload, { app }) => {
    await notifyDecision(app, requestId(payload));
    await notifyParties(app, requestId(payload));
  },
  'refunds.notify-outside': async (payload, { app }) => {
    const parsed = OutsidePayload.safeParse(payload);
    if (!parsed.success) throw new PermanentJobError('payload needs an orderId and holders');
    await notifyOutsideRefund(app, parsed.data.orderId, parsed.data.holders);
  },
};
