import { priceBasket } from '@mingle/shared/price-lines';
import type { Queryable } from '../../db/client.ts';
import { enqueue } from '../../jobs/job-queue.ts';
import { admitTicketHolder, PlaceRefused } from '../admission/index.ts';
import { claimTickets } from './inventory.repository.ts';
import { orderExpire, waitlistOfferMessage } from './order-job-kinds.ts';
import { insertOrder } from './orders.repository.ts';
import * as repo from './waitlist-offers.repository.ts';

/**
 * A waitlist offer: one ticket held for the person as a pending order until `expiresAt`, in the
 * caller's transaction, with its expiry job. Undefined when the ticket is gone.
 */
async function holdOfferOrder(
  tx: Queryable,
  offer: {
    eventId: string;
    ticketTypeId: string;
    buyerId: string;
    unitPriceCents: number;
    currency: string;
    expiresAt: Date;
  },
): Promise<string | undefined> {
  const { ticketTypeId, unitPriceCents, expiresAt } = offer;
  if (!(await claimTickets(tx, ticketTypeId, 1))) return undefined;
  const price = priceBasket([{ ticketTypeId, unitPriceCents, quantity: 1 }], null);
  const orderId = await insertOrder(tx, {
    eventId: offer.eventId,
    buyerId: offer.buyerId,
    status: 'pending',
    currency: offer.currency,
    price,
    promoCodeId: null,
    promoCode: null,
    provider: null,
    expiresAt,
    paidAt: null,
  });
  await enqueue(tx, orderExpire, { orderId }, { runAt: expiresAt });
  return orderId;
}

/**
 * Offers tickets that were just released to the people waiting for them, in the transaction
 * that released them, so no other buyer can take a released ticket before the waitlist does.
 * Each offer is a pending order that holds one ticket for the claim window.
 */
export async function offerReleasedTickets(
  tx: Queryable,
  options: { claimMinutes: number; now: Date },
  ticketTypeId: string,
  count: number,
): Promise<number> {
  if (count <= 0) return 0;
  const tt = await repo.offerableTicketType(tx, ticketTypeId);
  const { now } = options;
  if (!tt) return 0;
  const endsAt = tt.ends_at ?? tt.starts_at;
  if (tt.event_status !== 'published' || (endsAt && endsAt <= now) || (tt.sales_end && tt.sales_end <= now)) {
    return 0;
  }
  let offered = 0;
  // People the place rule refuses (too young, not approved) keep their place in line and are
  // passed over for this ticket.
  const passedOver: string[] = [];
  while (offered < count) {
    const entry = await repo.nextWaiting(tx, ticketTypeId, passedOver);
    if (!entry) break;
    try {
      await admitTicketHolder(tx, {
        eventId: tt.event_id,
        userId: entry.user_id,
        seats: 1,
        path: 'waitlist',
        now,
      });
    } catch (err) {
      if (!(err instanceof PlaceRefused)) throw err;
      // The event is full: the ticket stays released, for whoever may take the place.
      if (err.reason === 'capacity') break;
      passedOver.push(entry.id);
      continue;
    }
    const orderId = await holdOfferOrder(tx, {
      eventId: tt.event_id,
      ticketTypeId,
      buyerId: entry.user_id,
      unitPriceCents: tt.price_cents,
      currency: tt.currency,
      expiresAt: new Date(now.getTime() + options.claimMinutes * 60_000),
    });
    if (!orderId) break;
    await repo.markOffered(tx, entry.id, orderId, now);
    await enqueue(tx, waitlistOfferMessage, { entryId: entry.id });
    offered += 1;
  }
  return offered;
}
