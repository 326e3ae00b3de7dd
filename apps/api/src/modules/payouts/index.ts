export {
  addPayoutAccount,
  getKyc,
  listPayoutAccounts,
  removePayoutAccount,
  submitKyc,
} from './payout-accounts.service.ts';
export { payoutJobs } from './payout-jobs.ts';
export { payoutsModule } from './payouts.routes.ts';
export {
  getBalance,
  listPayouts,
  organizationBalance,
  payoutOrganizationFor,
  requestPayout,
} from './payouts.service.ts';
export { getStatement, getStatementCsv } from './statement.service.ts';
