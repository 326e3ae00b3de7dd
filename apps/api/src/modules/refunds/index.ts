export { previewMassRefund, refundEveryone } from './mass-refund.service.ts';
export { refundJobs } from './refund-jobs.ts';
export { approveOrderRefund, completeRefund, failRefund, submitRefund } from './refund-money.ts';
export { refundsModule } from './refunds.routes.ts';
export {
  approveRefund,
  declineRefund,
  hostRefundRequests,
  latestRefundRequest,
  myRefundRequests,
  requestRefund,
} from './refunds.service.ts';
