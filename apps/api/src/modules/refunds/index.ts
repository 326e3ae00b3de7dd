import type { ApiModule } from '../../app-context.ts';
import { refundJobs } from './refund-jobs.ts';
import { refundsRoutes } from './refunds.routes.ts';

export { cancelAndRefund, previewMassRefund, refundEveryone } from './mass-refund.service.ts';
export { notifyOutsideRefundOnCommit } from './refund-jobs.ts';
export { completeRefund, failRefund, submitRefund } from './refund-money.ts';
export {
  approveRefund,
  declineRefund,
  hostRefundRequests,
  myRefundRequests,
  requestRefund,
} from './refunds.service.ts';

export const refundsModule: ApiModule = {
  name: 'refunds',
  register: refundsRoutes,
  jobs: refundJobs,
};
