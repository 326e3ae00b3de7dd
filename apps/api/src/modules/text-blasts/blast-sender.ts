import { setTimeout as sleep } from 'node:timers/promises';
import { measureSms } from '@mingle/shared/sms-segments';
import type { AppContext } from '../../app-context.ts';
import { handleJob, type JobHandler } from '../../jobs/job-kind.ts';
import { enqueue } from '../../jobs/job-queue.ts';
import { SmsDeliveryError } from '../../providers/messaging/http-sms.ts';
import { ChannelNotConfiguredError } from '../../providers/messaging/messaging.ts';
import { publishToUser } from '../../realtime/channels.ts';
import { roleMay } from '../teams/index.ts';
import { blastSendJob, blastSweepJob } from './blast-job-kinds.ts';
import * as sending from './blast-sending.repository.ts';
import { blastView } from './blast-view.ts';

/**
 * Background sending of text blasts. A send job works through about one second's worth of
 * recipients (BLAST_SENDS_PER_SECOND, paced evenly), then queues the next slice, so a long
 * blast never holds the job runner from other work. Each recipient is committed as `sending`
 * before the provider is called and moved on after, so a crash can only leave a message in
 * `sending`; the sweep then reports it `unknown` and never sends it again.
 */

/**
 * The live progress of a blast to everyone who may watch it: the organization's owner and
 * co-hosts (whoever of them pressed send). A failed push only costs the live view.
 */
export async function pushProgress(ctx: AppContext, blastId: string): Promise<void> {
  const [blast, team] = await Promise.all([blastView(ctx.db, blastId), sending.blastTeam(ctx.db, blastId)]);
  const watchers = team.filter((m) => roleMay(m.role, 'blast.send')).map((m) => m.user_id);
  const frame = {
    type: 'blast_progress' as const,
    blast: { id: blast.id, status: blast.status, counts: blast.counts, progress: blast.progress },
  };
  await Promise.all(
    watchers.map((userId) => publishToUser(ctx.providers.pubsub, userId, frame).catch(() => {})),
  );
}

/** Names the recipient too, so a report that overtakes our record of the provider's id still lands. */
function statusCallbackUrl(ctx: AppContext, recipientId: string): string | undefined {
  return ctx.config.SMS_API_URL
    ? `${ctx.config.PUBLIC_URL}/api/v1/webhooks/sms/status?recipient=${recipientId}`
    : undefined;
}

/** Sends one claimed message and records what became of it. */
async function sendOne(
  ctx: AppContext,
  recipient: { id: string; phone: string },
  text: string,
): Promise<void> {
  const provider = ctx.providers.sms;
  try {
    const { id } = await provider.send({
      to: recipient.phone,
      body: text,
      statusCallback: statusCallbackUrl(ctx, recipient.id),
    });
    // The dev outbox keeps the message itself: it is as delivered as it will ever be.
    await sending.recordOutcome(ctx.db, recipient.id, {
      status: provider.name === 'dev-outbox' ? 'delivered' : 'sent',
      providerId: id || undefined,
    });
  } catch (err) {
    const refused = err instanceof SmsDeliveryError || err instanceof ChannelNotConfiguredError;
    await sending.recordOutcome(ctx.db, recipient.id, {
      status: refused ? 'failed' : 'unknown',
      error: refused
        ? (err as Error).message
        : 'The provider did not answer in time; the message may or may not have been sent',
    });
  }
}

const sendSlice: JobHandler<typeof blastSendJob.payload> = async (
  { blastId, generation, slice },
  { app: ctx },
) => {
  const lease = ctx.config.BLAST_SEND_LEASE_SECONDS;
  const perSecond = ctx.config.BLAST_SENDS_PER_SECOND;
  const gapMs = 1000 / perSecond;

  let active = await sending.renewBlastLease(ctx.db, blastId, generation, lease);
  if (!active) return;
  const text = measureSms(active.body, active.organization_name).text;
  let sent = 0;
  while (sent < perSecond) {
    const started = Date.now();
    const claimed = await sending.claimNextRecipient(ctx.db, blastId, lease);
    if (!claimed) break;
    if (claimed.status === 'sending' && claimed.phone) {
      await sendOne(ctx, { id: claimed.id, phone: claimed.phone }, text);
      sent += 1;
    }
    await pushProgress(ctx, blastId);
    active = await sending.renewBlastLease(ctx.db, blastId, generation, lease);
    if (!active) return;
    if (claimed.status === 'sending') await sleep(Math.max(0, gapMs - (Date.now() - started)));
  }
  if (await sending.hasQueuedRecipients(ctx.db, blastId)) {
    await enqueue(ctx.db, blastSendJob, { blastId, generation, slice: slice + 1 });
    return;
  }
  if (await sending.finishIfDone(ctx.db, blastId)) await pushProgress(ctx, blastId);
};

/**
 * The safety net: messages whose server died in flight become `unknown`, blasts whose worker
 * stopped get a new one, and blasts with nothing left to do are closed.
 */
const sweep: JobHandler<typeof blastSweepJob.payload> = async (_payload, { app: ctx }) => {
  const lease = ctx.config.BLAST_SEND_LEASE_SECONDS;
  const touched = new Set(await sending.expireInFlight(ctx.db));
  for (const { id, generation } of await sending.takeOverStalledBlasts(ctx.db, lease)) {
    await enqueue(ctx.db, blastSendJob, { blastId: id, generation });
  }
  for (const id of await sending.unfinishedBlasts(ctx.db)) {
    if (await sending.finishIfDone(ctx.db, id)) touched.add(id);
  }
  for (const id of touched) await pushProgress(ctx, id);
};

export const textBlastJobs = [handleJob(blastSendJob, sendSlice), handleJob(blastSweepJob, sweep)];
