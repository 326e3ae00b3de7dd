import { z } from 'zod';
import { type JobHandler, PermanentJobError } from '../../jobs/job-runner.ts';
import { submitRefund } from './refund-money.ts';
import { notifyDecision, notifyParties } from './refund-notices.ts';

const Payload = z.object({ refundRequestId: z.uuid() });

function requestId(payload: Record<string, unknown>): string {
  const parsed = Payload.safeParse(payload);
  if (!parsed.success) throw new PermanentJobError('payload needs a refundRequestId');
  return parsed.data.refundRequestId;
}

export const refundJobs: Record<string, JobHandler> = {
  'refunds.submit': async (payload, { app }) => submitRefund(app, requestId(payload)),
  'refunds.notify': async (payload, { app }) => {
    await notifyDecision(app, requestId(payload));
    await notifyParties(app, requestId(payload));
  },
};
