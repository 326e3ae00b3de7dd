import { MAX_ORDER_CENTS } from '@mingle/shared/constants';
import { formatMoney, type PricingPromo } from '@mingle/shared/fees';
import { type PriceBreakdown, priceBasket, ticketCount } from '@mingle/shared/price-lines';
import { EVENT_LIMITS } from '@mingle/shared/schemas/events';
import type { OrderQuote, ZCreateOrderRequest } from '@mingle/shared/schemas/orders';
import type { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import type { Queryable } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { admitTicketHolder, checkTicketHolder } from '../admission/index.ts';
import type { TicketTypeRow } from '../events/index.ts';
import type { IdempotencyOutcome } from './idempotency.ts';
import {
  claimPromoUse,
  loadSale,
  type PromoRow,
  type SaleEventRow,
  ticketsLeft,
} from './inventory.repository.ts';
import { payPendingOrder } from './lifecycle/order-transitions.ts';
import { breakdownFields, namedBreakdown } from './order-lines.ts';
import { claimAndInsertOrder, getOrder, getOrderByProviderRef, type OrderRow } from './orders.repository.ts';
import { findPromoWithinLimit, type PromoCaller } from './promo-guesses.ts';

type OrderRequest = z.output<typeof ZCreateOrderRequest>;

interface PreparedOrder {
  event: SaleEventRow;
  ticketTypes: Map<string, TicketTypeRow>;
  promo: PromoRow | null;
  price: PriceBreakdown;
  currency: string;
}

const iso = (d: Date) => d.toISOString();

function assertOnSale(event: SaleEventRow | undefined, now: Date): asserts event is SaleEventRow {
  // Drafts stay hidden: the same 404 as an unknown id.
  if (!event || event.status === 'draft') throw notFound('Event');
  if (event.status === 'cancelled') throw new AppError('NOT_ON_SALE', 'This event was cancelled');
  const endsAt = event.ends_at ?? event.starts_at;
  if (endsAt && endsAt <= now) throw new AppError('NOT_ON_SALE', 'This event has ended');
}

function promoError(message: string): AppError {
  return new AppError('PROMO_CODE_INVALID', message, { promoCode: message });
}

/** Checks a promo code against the chosen tickets; each way it can fail has its own message. */
function checkPromo(promo: PromoRow | undefined, ticketTypeIds: string[], now: Date): PromoRow {
  if (!promo) throw promoError('That promo code is not valid');
  if (promo.valid_until && promo.valid_until <= now) throw promoError('This promo code has expired');
  if (promo.max_uses !== null && promo.used >= promo.max_uses)
    throw promoError('This promo code has been used up');
  if (promo.ticket_type_ids.length > 0 && !ticketTypeIds.some((id) => promo.ticket_type_ids.includes(id))) {
    throw promoError('This promo code does not apply to these tickets');
  }
  return promo;
}

/** Everything checkout checks before claiming: the event, each ticket type, the promo code. */
async function prepareOrder(
  ctx: AppContext,
  q: Queryable,
  eventId: string,
  request: OrderRequest,
  caller: PromoCaller,
  now: Date,
): Promise<PreparedOrder> {
  const ids = request.items.map((i) => i.ticketTypeId);
  const { event, ticketTypes: rows } = await loadSale(q, eventId, ids);
  assertOnSale(event, now);
  const ticketTypes = new Map(rows.map((r) => [r.id, r]));
  for (const item of request.items) {
    const tt = ticketTypes.get(item.ticketTypeId);
    if (!tt)
      throw new AppError('NOT_FOUND', 'That ticket type is not sold for this event', {
        items: 'Unknown ticket type',
      });
    if (tt.sales_start && tt.sales_start > now) {
      throw new AppError('NOT_ON_SALE', `Sales for ${tt.name} start at ${iso(tt.sales_start)}`, {
        items: tt.name,
      });
    }
    if (tt.sales_end && tt.sales_end <= now) {
      throw new AppError('NOT_ON_SALE', `Sales for ${tt.name} have ended`, { items: tt.name });
    }
    const max = tt.max_per_order ?? EVENT_LIMITS.maxPerOrder;
    if (item.quantity > max) {
      throw new AppError('VALIDATION_FAILED', `At most ${max} ${tt.name} tickets per order`, {
        items: `At most ${max}`,
      });
    }
  }
  const currencies = new Set(rows.map((r) => r.currency));
  if (currencies.size > 1) {
    throw new AppError('UNPROCESSABLE', 'Tickets in different currencies need separate orders', {
      items: 'Mixed currencies',
    });
  }
  const promo = request.promoCode
    ? checkPromo(await findPromoWithinLimit(ctx, q, eventId, request.promoCode, caller), ids, now)
    : null;
  const pricingPromo: PricingPromo | null = promo && {
    percentOff: promo.percent_off,
    amountOffCents: promo.amount_off_cents,
    ticketTypeIds: promo.ticket_type_ids,
  };
  const price = priceBasket(
    request.items.map((i) => ({
      ticketTypeId: i.ticketTypeId,
      unitPriceCents: ticketTypes.get(i.ticketTypeId)!.price_cents,
      quantity: i.quantity,
    })),
    pricingPromo,
  );
  if (Math.max(price.subtotalCents, price.totalCents) > MAX_ORDER_CENTS) {
    const message = `An order can come to at most ${formatMoney(MAX_ORDER_CENTS, rows[0]!.currency)}; split it into smaller orders`;
    throw new AppError('UNPROCESSABLE', message, { items: message });
  }
  return { event, ticketTypes, promo, price, currency: rows[0]!.currency };
}

function soldOut(tt: TicketTypeRow, remaining: number): AppError {
  const message =
    remaining <= 0
      ? `${tt.name} is sold out`
      : `Only ${remaining} ${tt.name} ${remaining === 1 ? 'ticket is' : 'tickets are'} left`;
  return new AppError('SOLD_OUT', message, { items: message });
}

/**
 * POST events/:id/orders/quote: the breakdown the order would have, nothing claimed. For a
 * signed-in guest it also answers the refusal checkout would give them (age, approval, capacity),
 * so the price screen doesn't promise a basket the order then refuses.
 */
export async function quoteOrder(
  ctx: AppContext,
  eventId: string,
  request: OrderRequest,
  buyerId: string | null,
  clientIp: string,
  now = new Date(),
): Promise<OrderQuote> {
  const caller: PromoCaller = buyerId ? { userId: buyerId } : { ip: clientIp };
  const prepared = await prepareOrder(ctx, ctx.db, eventId, request, caller, now);
  if (buyerId) {
    const seats = request.items.reduce((sum, item) => sum + item.quantity, 0);
    await checkTicketHolder(ctx.db, { eventId, userId: buyerId, seats, now });
  }
  const named = namedBreakdown(prepared.price, (id) => prepared.ticketTypes.get(id)!.name);
  return { ...breakdownFields(named), currency: prepared.currency, promoCode: prepared.promo?.code ?? null };
}

/**
 * Places an order: checks, claims the tickets (and the promo use) and writes the order in one
 * transaction. A free order is paid at once; any other holds its tickets until `expiresAt`.
 */
export async function createOrder(
  ctx: AppContext,
  buyerId: string,
  eventId: string,
  request: OrderRequest,
  now = new Date(),
  outcome?: IdempotencyOutcome,
): Promise<string> {
  return ctx.db.transaction(async (tx) => {
    const prepared = await prepareOrder(ctx, tx, eventId, request, { userId: buyerId }, now);
    const seats = ticketCount(prepared.price);
    await admitTicketHolder(tx, { eventId, userId: buyerId, seats, path: 'order', now });
    const expiresAt = new Date(now.getTime() + ctx.config.ORDER_HOLD_MINUTES * 60_000);
    const free = prepared.price.totalCents === 0;
    // Claims, order, items and expiry job are one statement, so the hot ticket type rows stay
    // locked only until the commit that follows.
    const { orderId, claimed } = await claimAndInsertOrder(
      tx,
      {
        eventId,
        buyerId,
        status: 'pending',
        currency: prepared.currency,
        price: prepared.price,
        promoCodeId: prepared.promo?.id ?? null,
        promoCode: prepared.promo?.code ?? null,
        provider: null,
        expiresAt,
        paidAt: null,
      },
      !free,
    );
    if (!orderId) {
      const short = [...prepared.price.lines]
        .map((l) => l.ticketTypeId)
        .sort()
        .find((id) => !claimed.includes(id))!;
      const tt = prepared.ticketTypes.get(short)!;
      throw soldOut(tt, await ticketsLeft(tx, tt.id));
    }
    if (prepared.promo && !(await claimPromoUse(tx, prepared.promo.id))) {
      throw promoError('This promo code has been used up');
    }
    if (free) {
      await payPendingOrder(
        tx,
        orderId,
        { provider: 'free', ref: null, now },
        {
          facts: {
            subtotal_cents: prepared.price.subtotalCents,
            discount_cents: prepared.price.discountCents,
            fee_cents: prepared.price.feeCents,
            total_cents: prepared.price.totalCents,
            units: seats,
          },
        },
      );
    }
    await outcome?.record(tx, orderId);
    return orderId;
  });
}

export function findOrder(q: Queryable, orderId: string): Promise<OrderRow | undefined> {
  return getOrder(q, orderId);
}

/** The order a payment provider's event refers to (its PaymentIntent id). */
export function findOrderByProviderRef(q: Queryable, ref: string): Promise<OrderRow | undefined> {
  return getOrderByProviderRef(q, ref);
}
