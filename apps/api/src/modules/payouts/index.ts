import type { ApiModule } from '../../app-context.ts';
import { payoutJobs } from './payout-jobs.ts';
import { payoutsRoutes } from './payouts.routes.ts';

export {
  addPayoutAccount,
  getKyc,
  listPayoutAccounts,
  removePayoutAccount,
  submitKyc,
} from './payout-accounts.service.ts';
export {
  getBalance,
  listPayouts,
  organizationBalance,
  payoutOrganizationFor,
  requestPayout,
} from './payouts.service.ts';
export { getStatement, getStatementCsv } from './statement.service.ts';

export const payoutsModule: ApiModule = {
  name: 'payouts',
  register: payoutsRoutes,
  jobs: payoutJobs,
};
