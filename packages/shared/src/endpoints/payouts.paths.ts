import { at } from './define.ts';

/** Method and path of each payouts endpoint: what the web client loads (no schemas); the declarations in payouts.ts add the rest. */
export const payoutsPaths = {
  balance: at('GET', '/payouts/balance'),
  listAccounts: at('GET', '/payout-accounts'),
  addAccount: at('POST', '/payout-accounts'),
  removeAccount: at('DELETE', '/payout-accounts/:id'),
  kyc: at('GET', '/organizations/me/kyc'),
  submitKyc: at('POST', '/organizations/me/kyc'),
  request: at('POST', '/payouts'),
  list: at('GET', '/payouts'),
  statement: at('GET', '/payouts/statement'),
};
