import { randomUUID, timingSafeEqual } from 'node:crypto';
import { OTP } from '@mingle/shared/constants';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import type { Queryable } from '../../db/client.ts';
import { AppError, RetryLaterError } from '../../lib/app-error.ts';
import { hashSecret, newNumericCode } from '../../lib/tokens.ts';
import { renderEmail } from '../../messages/email.ts';
import { ChannelNotConfiguredError } from '../../providers/messaging/messaging.ts';
import type { OtpChannel } from './otp.repository.ts';
import * as repo from './otp.repository.ts';

export type { OtpChannel };

/** Where a code goes: an E.164 phone (sms) or a lower-cased e-mail address (email). */
export interface Destination {
  channel: OtpChannel;
  address: string;
}

function hashCode(challengeId: string, address: string, code: string): string {
  return hashSecret(`${challengeId}:${address}:${code}`);
}

function sameHash(a: string, b: string): boolean {
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  return x.length === y.length && timingSafeEqual(x, y);
}

function inWords(seconds: number): string {
  if (seconds < 60) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}

export function codeMessageText(code: string, ttlSeconds: number): string {
  return `Your Mingle code is ${code}. It expires in ${inWords(ttlSeconds)}. If you did not ask for it, ignore this message.`;
}

async function checkSendLimits(ctx: AppContext, tx: Queryable, dest: Destination, ip: string) {
  const { config } = ctx;
  const stats = await repo.sendStats(tx, dest.address, ip);
  if (stats.secondsSinceLast !== null && stats.secondsSinceLast < config.OTP_RESEND_SECONDS) {
    const wait = Math.max(1, Math.ceil(config.OTP_RESEND_SECONDS - stats.secondsSinceLast));
    throw new RetryLaterError(`Please wait ${inWords(wait)} before asking for a new code.`, wait);
  }
  if (stats.destinationSends >= config.OTP_SENDS_PER_DESTINATION_PER_HOUR) {
    const wait = stats.destinationWindowResetSeconds;
    throw new RetryLaterError(
      `Too many codes were sent to this address. Try again in ${inWords(wait)}.`,
      wait,
    );
  }
  if (stats.ipSends >= config.OTP_SENDS_PER_IP_PER_HOUR) {
    const wait = stats.ipWindowResetSeconds;
    throw new RetryLaterError(
      `Too many codes were requested from your network. Try again in ${inWords(wait)}.`,
      wait,
    );
  }
}

/** The text part is the SMS's sentence, unchanged: people (and the e2e specs) read the code from it. */
function codeEmail(code: string, text: string) {
  return renderEmail({
    subject: `${code} is your Mingle code`,
    preview: text,
    heading: `Your Mingle code: ${code}`,
    paragraphs: [text],
    reason: 'You got this e-mail because someone asked to sign in to Mingle with this address.',
  });
}

async function deliver(ctx: AppContext, log: FastifyBaseLogger, dest: Destination, code: string) {
  const text = codeMessageText(code, ctx.config.OTP_TTL_SECONDS);
  const provider = dest.channel === 'email' ? ctx.providers.email : ctx.providers.sms;
  try {
    if (dest.channel === 'email') {
      await ctx.providers.email.send({ to: dest.address, ...(await codeEmail(code, text)) });
    } else {
      await ctx.providers.sms.send({ to: dest.address, body: text });
    }
  } catch (err) {
    // The provider's own message can quote the address: log only what identifies the failure.
    log.warn(
      { provider: provider.name, channel: dest.channel, errorName: (err as Error).name },
      'could not deliver a sign-in code',
    );
    if (err instanceof ChannelNotConfiguredError) {
      throw new AppError(
        'UNAVAILABLE',
        dest.channel === 'sms'
          ? 'Codes by text message are not set up on this server. Use your e-mail address instead.'
          : 'Codes by e-mail are not set up on this server. Use your phone number instead.',
      );
    }
    throw new AppError('UNAVAILABLE', 'We could not send the code; try again');
  }
}

/**
 * Sends a new 6-digit code to the destination, within the resend and hourly limits (the
 * OTP_* settings in docs/configuration.md). The answer is the same whether or not an account uses the
 * address, so the call cannot tell who has an account.
 */
export async function sendCode(
  ctx: AppContext,
  log: FastifyBaseLogger,
  dest: Destination,
  clientIp: string,
): Promise<{ resendAfterSeconds: number; expiresInSeconds: number }> {
  const code = newNumericCode(OTP.length);
  const id = randomUUID();
  await ctx.db.transaction(async (tx) => {
    await repo.lockSendSlot(tx, dest.address, clientIp);
    await checkSendLimits(ctx, tx, dest, clientIp);
    await repo.insertChallenge(tx, {
      id,
      channel: dest.channel,
      destination: dest.address,
      codeHash: hashCode(id, dest.address, code),
      clientIp,
      ttlSeconds: ctx.config.OTP_TTL_SECONDS,
    });
  });
  try {
    await deliver(ctx, log, dest, code);
  } catch (err) {
    // An undelivered code must not hold up a retry behind the resend delay.
    await repo.deleteChallenge(ctx.db, id);
    throw err;
  }
  return { resendAfterSeconds: ctx.config.OTP_RESEND_SECONDS, expiresInSeconds: ctx.config.OTP_TTL_SECONDS };
}

function codeError(code: 'OTP_INVALID' | 'OTP_EXPIRED' | 'OTP_TOO_MANY_ATTEMPTS', message: string) {
  return new AppError(code, message, { otp: message });
}

/** Only for two requests racing with the right code: the loser gets this, never a stranger. */
export const codeAlreadyUsed = () =>
  codeError('OTP_INVALID', 'This code has already been used. Ask for a new code.');

/**
 * Checks a code against the newest one sent to the destination and returns its challenge id.
 * The try is counted before comparing; the caller consumes the challenge (or refunds the try).
 */
export async function checkCode(ctx: AppContext, dest: Destination, code: string): Promise<string> {
  const max = ctx.config.OTP_MAX_ATTEMPTS;
  const reserved = await repo.reserveAttempt(ctx.db, dest.channel, dest.address, max);
  if (!reserved) {
    const state = await repo.latestChallengeState(ctx.db, dest.channel, dest.address);
    // A used code answers exactly as no code at all: "already used" would tell anyone who
    // types a number that its owner signed in a moment ago.
    if (!state || state.consumed)
      throw codeError('OTP_INVALID', 'That code is not valid. Ask for a new code.');
    if (state.expired) throw codeError('OTP_EXPIRED', 'This code has expired. Ask for a new code.');
    throw codeError('OTP_TOO_MANY_ATTEMPTS', 'Too many wrong tries. Ask for a new code.');
  }
  if (!sameHash(reserved.code_hash, hashCode(reserved.id, dest.address, code))) {
    const left = max - reserved.attempts;
    throw codeError(
      'OTP_INVALID',
      left > 0
        ? `That code is not right. ${left} ${left === 1 ? 'try' : 'tries'} left.`
        : 'That code is not right. Ask for a new code.',
    );
  }
  return reserved.id;
}

export const consumeChallenge = repo.consumeChallenge;
export const refundAttempt = repo.refundAttempt;
export const eraseChallengesFor = repo.eraseChallengesFor;
