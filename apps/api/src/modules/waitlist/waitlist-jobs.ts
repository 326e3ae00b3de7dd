import { formatMoney } from '@mingle/shared/fees';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { type JobHandler, PermanentJobError } from '../../jobs/job-runner.ts';
import { offerNotice } from './waitlist.repository.ts';

/** The Payment screen of the order that holds the offered ticket. */
function offerLink(publicUrl: string, orderId: string): string {
  return `${publicUrl.replace(/\/$/, '')}/checkout?orderId=${orderId}`;
}

/** Tells the next person in line that a ticket is held for them, with the link and the deadline. */
async function sendOffer(ctx: AppContext, entryId: string): Promise<void> {
  const row = await offerNotice(ctx.db, entryId);
  if (row?.status !== 'offered' || row.order_status !== 'pending') return;
  const until = new Intl.DateTimeFormat('en-US', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: row.time_zone ?? 'UTC',
  }).format(row.expires_at);
  const link = offerLink(ctx.config.PUBLIC_URL, row.order_id);
  const text = `Good news: a ${row.tt_name} ticket for ${row.title ?? 'the event'} came free and is held for you until ${until} (${formatMoney(row.total_cents, row.currency)} with the fee). Claim it here: ${link}`;
  if (row.email) {
    await ctx.providers.email.send({
      to: row.email,
      subject: `A ticket is waiting for you: ${row.title ?? 'Mingle'}`,
      text,
    });
  }
  if (row.phone) await ctx.providers.sms.send({ to: row.phone, body: `Mingle: ${text}` });
}

export const waitlistJobs: Record<string, JobHandler> = {
  'waitlist.offer-message': async (payload, { app }) => {
    const parsed = z.object({ entryId: z.uuid() }).safeParse(payload);
    if (!parsed.success) throw new PermanentJobError('payload needs an entryId');
    await sendOffer(app, parsed.data.entryId);
  },
};
