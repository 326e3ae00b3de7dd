import type { ApiModule } from '../../app-context.ts';
import { bindLifecycle } from './lifecycle/lifecycle.ts';
import { orderJobs } from './order-jobs.ts';
import { ordersRoutes } from './orders.routes.ts';

export { issueFreeTicket } from './free-ticket.ts';
export { type IdempotencyOutcome, idempotent } from './idempotency.ts';
export type { ReleaseOptions } from './inventory.ts';
export type {
  LedgerAccount,
  LedgerEntry,
  LedgerKind,
  LedgerRefs,
  PaidAmounts,
  PayoutLedgerKind,
} from './ledger.ts';
export { appendLedgerEntries, appendPayoutEntries, paymentEntries, refundEntries } from './ledger.ts';
export { type LifecycleEvent, onLifecycle, TRANSITIONS } from './lifecycle/lifecycle.ts';
export {
  type Payment,
  payPendingOrder,
  recordOutsideRefund,
  refundUnpaidOrder,
  settleOrderRefund,
} from './lifecycle/order-transitions.ts';
export {
  changeTicketHolder,
  closeShare,
  type DoorRef,
  openShare,
  redeemTicket,
  refundTickets,
} from './lifecycle/ticket-transitions.ts';
export { orderExpire, orderReceipt, waitlistOfferMessage } from './order-job-kinds.ts';
export { expireOrder, giveBackTicket, giveUpOffer } from './order-release.ts';
export type { OrderRow } from './orders.repository.ts';
export { createOrder, findOrder, findOrderByProviderRef, quoteOrder } from './orders.service.ts';
export { confirmProviderPayment, payOrder, recordIntentError } from './payment.service.ts';

export const ordersModule: ApiModule = {
  name: 'orders',
  register: (app, ctx) => {
    // Subscribers of the order and ticket lifecycle run with this app's context.
    bindLifecycle(ctx);
    return ordersRoutes(app, ctx);
  },
  jobs: orderJobs,
};
