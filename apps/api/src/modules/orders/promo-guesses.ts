import type { AppContext } from '../../app-context.ts';
import type { Queryable } from '../../db/client.ts';
import { RetryLaterError } from '../../lib/app-error.ts';
import { findPromo, type PromoRow } from './inventory.repository.ts';

/**
 * Wrong promo codes per event and caller: 10 a minute (a burst of 10, one back every 6 s), so a
 * 100%-off code can't be found by guessing through quotes. Mistyping a real code a few times is
 * far below it.
 */
const WRONG_PROMO_CODES = { capacity: 10, refillMs: 6_000 };

/** Who is guessing: the signed-in person wherever they are, or else the client address. */
export type PromoCaller = { userId: string } | { ip: string };

/**
 * The promo code by its text, counting a code that doesn't exist against the caller's limit on
 * this event. Checked before the lookup: once refused, even the right code gets the same 429.
 */
export async function findPromoWithinLimit(
  ctx: AppContext,
  q: Queryable,
  eventId: string,
  code: string,
  caller: PromoCaller,
): Promise<PromoRow | undefined> {
  const who = 'userId' in caller ? `user:${caller.userId}` : `ip:${caller.ip}`;
  const key = `promo-wrong:${eventId}:${who}`;
  const left = await ctx.providers.rateLimits.peek(key, WRONG_PROMO_CODES);
  if (!left.allowed) {
    const seconds = Math.ceil(left.retryAfterMs / 1000);
    const message = `Too many wrong promo codes; try again in ${seconds} s`;
    throw new RetryLaterError(message, seconds, { promoCode: message });
  }
  const promo = await findPromo(q, eventId, code);
  if (!promo) await ctx.providers.rateLimits.take(key, WRONG_PROMO_CODES);
  return promo;
}
