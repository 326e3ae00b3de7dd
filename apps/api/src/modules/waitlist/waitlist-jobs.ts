import { formatMoney } from '@mingle/shared/fees';
import type { AppContext } from '../../app-context.ts';
import { handleJob } from '../../jobs/job-kind.ts';
import { renderEmail } from '../../messages/email.ts';
import { shortSms } from '../../messages/sms.ts';
import { formatWhen } from '../../messages/when.ts';
import { waitlistOfferMessage } from '../orders/index.ts';
import { offerNotice } from './waitlist.repository.ts';

/** The Payment screen of the order that holds the offered ticket. */
function offerLink(publicUrl: string, orderId: string): string {
  return `${publicUrl.replace(/\/$/, '')}/checkout?orderId=${orderId}`;
}

/** Tells the next person in line that a ticket is held for them, with the link and the deadline. */
async function sendOffer(ctx: AppContext, entryId: string): Promise<void> {
  const row = await offerNotice(ctx.db, entryId);
  if (row?.status !== 'offered' || row.order_status !== 'pending') return;
  const until = formatWhen(row.expires_at, row.time_zone);
  const link = offerLink(ctx.config.PUBLIC_URL, row.order_id);
  const title = row.title ?? 'the event';
  const price = formatMoney(row.total_cents, row.currency);
  if (row.email) {
    await ctx.providers.email.send({
      to: row.email,
      ...(await renderEmail({
        subject: `A ticket is waiting for you: ${row.title ?? 'Mingle'}`,
        preview: `Held for you until ${until}`,
        heading: 'A ticket came free for you',
        paragraphs: [
          `Good news: a ${row.tt_name} ticket for ${title} came free and is held for you until ${until} (${price} with the fee).`,
        ],
        action: { label: 'Claim it here', url: link },
        reason: `You got this e-mail because you joined the waitlist for ${title} on Mingle.`,
      })),
    });
  }
  if (row.phone) {
    const short = formatWhen(row.expires_at, row.time_zone, { year: false });
    await ctx.providers.sms.send({
      to: row.phone,
      body: shortSms(
        (t) => `Mingle: a ticket for ${t} is held for you until ${short}. Claim it: ${link}`,
        title,
      ),
    });
  }
}

export const waitlistJobs = [
  handleJob(waitlistOfferMessage, async ({ entryId }, { app }) => sendOffer(app, entryId)),
];
