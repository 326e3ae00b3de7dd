import type { ApiModule } from '../../app-context.ts';
import { orderJobs } from './order-jobs.ts';
import { ordersRoutes } from './orders.routes.ts';

export { issueFreeTicket } from './free-ticket.ts';
export { type IdempotencyOutcome, idempotent } from './idempotency.ts';
export type { LedgerAccount, LedgerEntry, LedgerKind, LedgerRefs, PaidAmounts } from './ledger.ts';
export { appendLedgerEntries, paymentEntries, refundEntries } from './ledger.ts';
export { orderExpire, orderReceipt, waitlistOfferMessage } from './order-job-kinds.ts';
export type { ReleaseOptions } from './order-release.ts';
export { expireOrder, giveBackTicket, releaseLines, releaseOrderInventory } from './order-release.ts';
export type { OrderRow } from './orders.repository.ts';
export {
  createOrder,
  findOrder,
  findOrderByProviderRef,
  quoteOrder,
  releasePromoCodeUse,
} from './orders.service.ts';
export type { Payment } from './payment.service.ts';
export { completePaidOrder, confirmProviderPayment, payOrder } from './payment.service.ts';

export const ordersModule: ApiModule = {
  name: 'orders',
  register: ordersRoutes,
  jobs: orderJobs,
};
