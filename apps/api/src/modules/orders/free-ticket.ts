import { priceBasket } from '@mingle/shared/price-lines';
import type { Queryable } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { claimTickets } from './inventory.repository.ts';
import { payPendingOrder } from './lifecycle/order-transitions.ts';
import { ticketIdsOfOrder, ticketTypeCurrency } from './order-reads.repository.ts';
import { insertOrder } from './orders.repository.ts';

/**
 * The free ticket a Yes RSVP claims, in the caller's transaction (after the place rule said
 * yes): a free order of one, paid at once, so the ticket has a code and is on the door list
 * like any other. Answers the ticket's id.
 */
export async function issueFreeTicket(
  tx: Queryable,
  request: { buyerId: string; eventId: string; ticketTypeId: string; now: Date },
): Promise<string> {
  const tt = await ticketTypeCurrency(tx, request.ticketTypeId);
  if (!tt || !(await claimTickets(tx, request.ticketTypeId, 1))) {
    throw new AppError('SOLD_OUT', 'Free tickets are sold out');
  }
  const orderId = await insertOrder(tx, {
    eventId: request.eventId,
    buyerId: request.buyerId,
    status: 'pending',
    currency: tt.currency,
    price: priceBasket([{ ticketTypeId: request.ticketTypeId, unitPriceCents: 0, quantity: 1 }], null),
    promoCodeId: null,
    promoCode: null,
    provider: null,
    expiresAt: request.now,
    paidAt: null,
  });
  // The RSVP's own answer (and the host's approval message) tell the guest; no receipt.
  await payPendingOrder(tx, orderId, { provider: 'free', ref: null, now: request.now }, { receipt: false });
  return (await ticketIdsOfOrder(tx, orderId))[0]!;
}
