import type { AppContext } from '../../../app-context.ts';
import { afterCommit, type Queryable } from '../../../db/client.ts';

/*
 * The lifecycle of orders and tickets: the one place their statuses change. Read this file to
 * learn what happens when an order is paid, expires or is refunded, and when a ticket is
 * refunded, voided, used at the door or claimed by a friend.
 *
 * Every transition is a function of order-transitions.ts or ticket-transitions.ts. It runs in
 * its caller's transaction, names its from-statuses in the SQL WHERE (so a replay, or the loser
 * of a race, is a no-op and is told so by the answer), does the listed work in that same
 * transaction (jobs included, so they exist exactly when the change commits), and emits its
 * event. Subscribers of an event run in this process once the transaction has committed (never
 * after a rollback), before the request that made the change answers; they are best effort (a
 * crash loses them), so whatever must survive a crash is a job in the list instead.
 *
 * Other modules subscribe from their index.ts with `onLifecycle(event, module, handler)`;
 * lifecycle-subscribers.test.ts fails when a subscription is missing from this table or the
 * table names one that does not exist.
 */

export type LifecycleEvent =
  | { type: 'order.paid'; orderId: string }
  | { type: 'order.expired'; orderId: string }
  | { type: 'order.refunded'; orderId: string; status: 'refunded' | 'partially_refunded' }
  | { type: 'tickets.refunded'; orderId: string; holderIds: string[] }
  | { type: 'tickets.voided'; holderIds: string[] }
  | { type: 'ticket.redeemed'; ticketId: string; eventId: string }
  | { type: 'ticket.holder-changed'; ticketId: string; eventId: string; holderIds: string[] };

export type LifecycleEventType = LifecycleEvent['type'];

export interface Transition {
  /** The statuses it moves from (the SQL guard) and the one it moves to. */
  from: readonly string[];
  to: string;
  /** The function that makes it, and who calls it. */
  run: string;
  callers: readonly string[];
  /** Done in the caller's transaction with the status change. */
  work: readonly string[];
  /** Jobs enqueued in that transaction. */
  jobs: readonly string[];
  /** None when the transition is only ever a step inside another. */
  event: LifecycleEventType | null;
  /** Modules whose handler runs after the commit (their index.ts subscribes). */
  subscribers: readonly string[];
}

export const TRANSITIONS = {
  orderPaid: {
    from: ['pending'],
    to: 'paid',
    run: 'payPendingOrder',
    callers: ['orders (checkout of a free order, card charge, late payment)', 'payments-webhooks', 'rsvps'],
    work: [
      'one ticket per unit, held by the buyer, with fresh codes',
      'ledger: the payment entries',
      'the waitlist offer this order held becomes purchased',
    ],
    jobs: ['orders.receipt (not for an RSVP’s free ticket)'],
    event: 'order.paid',
    subscribers: [],
  },
  orderExpired: {
    from: ['pending'],
    to: 'expired',
    run: 'expirePendingOrder',
    callers: ['orders (expiry job, sweep, a read past the hold)', 'waitlist (an offer given up)'],
    work: [
      'its waitlist offer expires',
      'its tickets go back to inventory and are offered to the waitlist',
      'its promo code use is given back',
    ],
    jobs: ['orders.expire and waitlist.offer-message for each new waitlist offer'],
    event: 'order.expired',
    subscribers: [],
  },
  orderReopened: {
    from: ['expired'],
    to: 'pending',
    run: 'reopenExpiredOrder',
    callers: ['orders (a payment that arrived after the hold, its tickets claimed again)'],
    work: ['the caller claims the tickets and counts the promo use again first, then pays it'],
    jobs: [],
    event: null,
    subscribers: [],
  },
  orderRefundedUnpaid: {
    from: ['pending', 'expired'],
    to: 'refunded',
    run: 'refundUnpaidOrder',
    callers: [
      'orders (a late payment whose tickets are gone, refunded in full)',
      'payments-webhooks (a refund that arrived before its payment)',
    ],
    work: ['a pending order’s tickets and promo use are given back as on expiry'],
    jobs: [],
    event: 'order.refunded',
    subscribers: [],
  },
  orderRefunded: {
    from: ['paid', 'partially_refunded', 'refunded'],
    to: 'refunded or partially_refunded (some tickets still valid or used)',
    run: 'settleOrderRefund',
    callers: ['refunds (the money of a request came back, or there was none to send)'],
    work: ['refunded_cents grows by what came back'],
    jobs: [],
    event: 'order.refunded',
    subscribers: [],
  },
  orderRefundedOutside: {
    from: ['paid', 'partially_refunded'],
    to: 'refunded (the ticket price is all back) or partially_refunded',
    run: 'recordOutsideRefund',
    callers: ['payments-webhooks (a refund made in Stripe’s dashboard)'],
    work: ['ledger: the refund entries', 'when refunded: ticketsVoided'],
    jobs: ['refunds.notify-outside (the caller, to each holder of a voided ticket)'],
    event: 'order.refunded',
    subscribers: [],
  },
  ticketsRefunded: {
    from: ['valid', 'redeemed'],
    to: 'refunded',
    run: 'refundTickets',
    callers: ['refunds (a request approved, everyone refunded, an event cancelled)'],
    work: [
      'only tickets still held by whoever held them when asked',
      'their share links end',
      'they go back to inventory and are offered to the waitlist',
    ],
    jobs: [
      'realtime.access-changed for their holders',
      'refunds.submit and refunds.notify (the caller, for the request)',
    ],
    event: 'tickets.refunded',
    subscribers: ['chat'],
  },
  ticketsVoided: {
    from: ['valid', 'redeemed'],
    to: 'void',
    run: 'voidTickets',
    callers: [
      'payments-webhooks (an order refunded outside Mingle: valid or used)',
      'rsvps (a Yes changed to Maybe or No gives its free ticket back: valid only)',
    ],
    work: ['their share links end', 'they go back to inventory and are offered to the waitlist'],
    jobs: ['realtime.access-changed for their holders'],
    event: 'tickets.voided',
    subscribers: ['chat'],
  },
  ticketRedeemed: {
    from: ['valid'],
    to: 'redeemed',
    run: 'redeemTicket',
    callers: ['tickets (the door: QR code, short code or the list)'],
    work: ['who let it in, and when'],
    jobs: [],
    event: 'ticket.redeemed',
    subscribers: [],
  },
  ticketHolderChanged: {
    from: ['valid'],
    to: 'valid, held by the friend who claimed its share link',
    run: 'changeTicketHolder',
    callers: ['tickets (a share link claimed)'],
    work: ['new code and short code, so the old QR stops working', 'the share link ends'],
    jobs: ['realtime.access-changed for the previous holder'],
    event: 'ticket.holder-changed',
    subscribers: ['chat'],
  },
} as const satisfies Record<string, Transition>;

type Handler<T extends LifecycleEventType> = (
  event: Extract<LifecycleEvent, { type: T }>,
  ctx: AppContext,
) => Promise<void>;

type AnyHandler = (event: LifecycleEvent, ctx: AppContext) => Promise<void>;

const subscribers = new Map<LifecycleEventType, { module: string; run: AnyHandler }[]>();
const contexts = new WeakMap<Queryable, AppContext>();

/** Runs `handler` after each committed transition that emits `type`; `module` names the subscriber. */
export function onLifecycle<T extends LifecycleEventType>(
  type: T,
  module: string,
  handler: Handler<T>,
): () => void {
  const entry = { module, run: handler as unknown as AnyHandler };
  subscribers.set(type, [...(subscribers.get(type) ?? []), entry]);
  // Modules subscribe for the process's life; a test's own subscriber must leave with its file
  // (test files share a worker's modules, docs/testing.md).
  return () =>
    subscribers.set(
      type,
      (subscribers.get(type) ?? []).filter((s) => s !== entry),
    );
}

/** The modules subscribed to `type`, in subscription order. */
export function subscribersOf(type: LifecycleEventType): string[] {
  return (subscribers.get(type) ?? []).map((s) => s.module);
}

/** Lets subscribers of transitions made on `ctx.db` run with `ctx` (the app calls it once). */
export function bindLifecycle(ctx: AppContext): void {
  contexts.set(ctx.db, ctx);
}

/** Queues the event's subscribers to run once `tx` commits; a failing subscriber is skipped. */
export async function emit(tx: Queryable, event: LifecycleEvent): Promise<void> {
  await afterCommit(tx, async (db) => {
    const ctx = contexts.get(db);
    if (!ctx) return;
    for (const subscriber of subscribers.get(event.type) ?? []) {
      await subscriber.run(event, ctx).catch(() => undefined);
    }
  });
}
