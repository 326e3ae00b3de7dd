import { createHmac, timingSafeEqual } from 'node:crypto';
import type { InboundSmsResult } from '@mingle/shared/schemas/text-blasts';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../lib/app-error.ts';
import { normaliseRecipient } from '../dev-outbox/index.ts';
import * as repo from './audience.repository.ts';
import { pushProgress } from './blast-sender.ts';
import * as sending from './blast-sending.repository.ts';

/** Replies to blasts by SMS (STOP, START, HELP) and the provider's delivery reports. */

// The FCC's 2024 revocation rule names REVOKE and OPT OUT beside the carriers' usual words.
const STOP_WORDS = new Set([
  'STOP',
  'STOPALL',
  'UNSUBSCRIBE',
  'CANCEL',
  'END',
  'QUIT',
  'REVOKE',
  'OPT OUT',
  'OPTOUT',
]);
const START_WORDS = new Set(['START', 'UNSTOP']);

/**
 * The reply as one keyword: NFKC folds full-width letters and spaces (a phone set to a CJK
 * keyboard sends ＳＴＯＰ) to ASCII, trailing punctuation ("Stop.", "STOP!!", "ｓｔｏｐ。") is
 * dropped, and the words of OPT OUT may be split by spaces, a hyphen or an underscore.
 */
export function keywordOf(body: string): 'stop' | 'start' | 'help' | null {
  const word = body
    .normalize('NFKC')
    .trim()
    .replace(/[\p{P}\s]+$/u, '')
    .replace(/^OPT[\s_-]+OUT$/iu, 'OPT OUT')
    .toUpperCase();
  if (STOP_WORDS.has(word)) return 'stop';
  if (START_WORDS.has(word)) return 'start';
  if (word === 'HELP') return 'help';
  return null;
}

/**
 * The provider's signature (Twilio's scheme): base64 HMAC-SHA1, keyed with the auth token, of
 * the full URL it called followed by each form parameter's name and value, sorted by name.
 */
export function smsSignature(authToken: string, url: string, params: Record<string, string>): string {
  const data = Object.keys(params)
    .sort()
    .reduce((acc, key) => acc + key + params[key], url);
  return createHmac('sha1', authToken).update(data, 'utf8').digest('base64');
}

/** Refuses a request not signed with SMS_AUTH_TOKEN (when it is set). */
export function verifySmsSignature(
  ctx: AppContext,
  path: string,
  params: Record<string, string>,
  signature: string | undefined,
): void {
  const token = ctx.config.SMS_AUTH_TOKEN;
  if (!token) return;
  const expected = Buffer.from(smsSignature(token, `${ctx.config.PUBLIC_URL}${path}`, params));
  const given = Buffer.from(signature ?? '');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    throw new AppError('WEBHOOK_SIGNATURE_INVALID', 'The request is not signed by the SMS provider');
  }
}

function replyText(ctx: AppContext, action: InboundSmsResult['action']): string | null {
  if (action === 'opted_out') {
    return 'Mingle: you will get no more text blasts from hosts. Reply START to get them again.';
  }
  if (action === 'opted_in')
    return 'Mingle: you will get text blasts from hosts again. Reply STOP to opt out.';
  if (action === 'help') {
    return `Mingle text blasts from event hosts. Help: ${ctx.config.SUPPORT_EMAIL}. Reply STOP to opt out.`;
  }
  return null;
}

/**
 * A text someone sent us: STOP words opt the number out of every host's blasts at once (sign-in
 * codes still go), START words opt it back in, HELP answers with the support contact; each gets
 * one reply. Anything else is ignored.
 */
export async function handleInboundSms(
  ctx: AppContext,
  from: string,
  body: string,
): Promise<InboundSmsResult> {
  const phone = normaliseRecipient(from);
  if (!/^\+[1-9]\d{7,14}$/.test(phone)) {
    throw new AppError('VALIDATION_FAILED', 'That is not a phone number', {
      from: 'Use the number with its country code',
    });
  }
  const keyword = keywordOf(body);
  const action: InboundSmsResult['action'] =
    keyword === 'stop'
      ? 'opted_out'
      : keyword === 'start'
        ? 'opted_in'
        : keyword === 'help'
          ? 'help'
          : 'none';
  if (action === 'opted_out') await repo.optOut(ctx.db, phone);
  if (action === 'opted_in') await repo.optIn(ctx.db, phone);
  const reply = replyText(ctx, action);
  if (reply) {
    await ctx.providers.sms.send({ to: phone, body: reply }).catch(() => {
      // The opt-out itself is what matters; a lost confirmation is not a reason to refuse it.
    });
  }
  return { action };
}

const FAILED = new Set(['failed', 'undelivered']);

/** The provider's delivery report for one message it took; `recipientId` comes from the callback URL. */
export async function handleDeliveryReport(
  ctx: AppContext,
  params: Record<string, string>,
  recipientId: string | null,
): Promise<void> {
  const providerId = params.MessageSid ?? params.SmsSid;
  const status = (params.MessageStatus ?? params.SmsStatus ?? '').toLowerCase();
  if (!providerId) return;
  const outcome = status === 'delivered' ? 'delivered' : FAILED.has(status) ? 'failed' : null;
  if (!outcome) return;
  const error =
    outcome === 'failed'
      ? `The carrier reported ${status}${params.ErrorCode ? ` (error ${params.ErrorCode})` : ''}`
      : null;
  const row = await sending.applyDeliveryReport(ctx.db, { providerId, recipientId }, outcome, error);
  if (row) await pushProgress(ctx, row.blast_id);
}
