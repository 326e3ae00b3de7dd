import { formatMoney } from '@mingle/shared/fees';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { type JobHandler, PermanentJobError } from '../../jobs/job-runner.ts';
import { renderEmail } from '../../messages/email.ts';
import { shortSms } from '../../messages/sms.ts';
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
  const link = `${ctx.config.PUBLIC_URL.replace(/\/$/, '')}/events`;
  const approved = row.status === 'approved';
  const amount = formatMoney(row.amount_cents, row.currency);
  if (row.email) {
    await ctx.providers.email.send({
      to: row.email,
      ...(await renderEmail({
        subject: approved ? `Refund approved: ${event}` : `Refund declined: ${event}`,
        preview: approved ? `${amount} is on its way back to you` : 'Your tickets are still valid',
        heading: approved ? 'Your refund was approved' : 'Your refund request was declined',
        paragraphs: [
          approved
            ? `Your refund for ${event} was approved: ${amount} is on its way back to you (the fee is not refunded).`
            : `Your refund request for ${event} was declined; your tickets are still valid.`,
        ],
        ...(row.decision_message
          ? { quote: { label: 'Message from the host', text: row.decision_message } }
          : {}),
        action: { label: 'Your tickets', url: link },
        reason: `You got this e-mail because you asked for a refund for ${event} on Mingle.`,
      })),
    });
  }
  if (row.phone) {
    const body = shortSms(
      (t) =>
        approved
          ? `Mingle: your refund for ${t} was approved, ${amount} is on its way. ${link}`
          : `Mingle: your refund request for ${t} was declined; your tickets are still valid. ${link}`,
      event,
    );
    await ctx.providers.sms.send({ to: row.phone, body });
  }
}

export const refundJobs: Record<string, JobHandler> = {
  'refunds.submit': async (payload, { app }) => submitRefund(app, requestId(payload)),
  'refunds.notify': async (payload, { app }) => notifyDecision(app, requestId(payload)),
};
