import { z } from 'zod';
import { defineJob } from '../../jobs/job-kind.ts';

const RequestPayload = z.object({ refundRequestId: z.uuid() });

/** Asks the payment provider for an approved refund's money back. */
export const refundSubmit = defineJob({
  name: 'refunds.submit',
  payload: RequestPayload,
  dedupeKey: (p) => `refund-submit:${p.refundRequestId}`,
});

/** Tells the buyer (and the ticket holders) what became of a refund request. */
export const refundNotify = defineJob({ name: 'refunds.notify', payload: RequestPayload });

/** Tells the holders of an order refunded outside Mingle that their tickets are void. */
export const refundNotifyOutside = defineJob({
  name: 'refunds.notify-outside',
  payload: z.object({
    orderId: z.uuid(),
    holders: z.array(z.object({ userId: z.uuid(), tickets: z.number().int().positive() })).max(10_000),
  }),
});
