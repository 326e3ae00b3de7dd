import { formatMoney } from '@mingle/shared/fees';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { type JobHandler, PermanentJobError } from '../../jobs/job-runner.ts';
import { submitRefund } from './refund-money.ts';
import { decisionNotice } from './refunds.repository.ts';

const Payload = z.object({ refundRequestId: z.uuid() });

function requestId(payload: Record<string, unknown>): string {
  const parsed = Payload.safeParse(payload);
  if (!parsed.success) throw new PermanentJobError('payload needs a refundRequestId');
  return parsed.data.refundRequestId;
}

/** Tells the guest how the host decided, by e-mail and SMS when they have them. */
async function notifyDecision(ctx: AppContext, id: string): Promise<void> {
  const row = await decisionNotice(ctx.db, id);
  if (!row || row.status === 'pending') return;
  const event = row.title ?? 'your event';
  const note = row.decision_message ? `\nMessage from the host: ${row.decision_message}` : '';
  const link = `${ctx.config.PUBLIC_URL.replace(/\/$/, '')}/events`;
  const text =
    row.status === 'approved'
      ? `Your refund for ${event} was approved: ${formatMoney(row.amount_cents, row.currency)} is on its way back to you (the fee is not refunded).${note}\nYour tickets: ${link}`
      : `Your refund request for ${event} was declined; your tickets are still valid.${note}\nYour tickets: ${link}`;
  const subject = row.status === 'approved' ? `Refund approved: ${event}` : `Refund declined: ${event}`;
  if (row.email) await ctx.providers.email.send({ to: row.email, subject, text });
  if (row.phone) await ctx.providers.sms.send({ to: row.phone, body: `Mingle: ${text}` });
}

export const refundJobs: Record<string, JobHandler> = {
  'refunds.submit': async (payload, { app }) => submitRefund(app, requestId(payload)),
  'refunds.notify': async (payload, { app }) => notifyDecision(app, requestId(payload)),
};
