export type { HostedEvent } from './event-access.ts';
export { requireEventHost } from './event-access.ts';
export { issueFreeTicket } from './free-ticket.ts';
export { idempotent } from './idempotency.ts';
export type { LedgerAccount, LedgerEntry, LedgerKind, LedgerRefs, PaidAmounts } from './ledger.ts';
export { appendLedgerEntries, paymentEntries, refundEntries } from './ledger.ts';
export { orderJobs } from './order-jobs.ts';
export type { ReleaseOptions } from './order-release.ts';
export { expireOrder, giveBackTicket, releaseOrderInventory } from './order-release.ts';
export type { OrderRow } from './orders.repository.ts';
export { ordersModule } from './orders.routes.ts';
export {
  createOrder,
  findOrder,
  findOrderByProviderRef,
  holdOfferOrder,
  quoteOrder,
  releasePromoCodeUse,
} from './orders.service.ts';
export type { Payment } from './payment.service.ts';
export { completePaidOrder, confirmProviderPayment, payOrder } from './payment.service.ts';
