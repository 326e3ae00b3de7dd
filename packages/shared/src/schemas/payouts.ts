import { z } from 'zod';
import { ExportFormat, KycStatus, PayoutAccountStatus, PayoutProviderName, PayoutStatus } from '../enums.ts';
import { IsoDate, PageQuery, pageOf, Text } from './common.ts';
import { ZOrganization } from './organizations.ts';

export { KycStatus, PayoutAccountStatus, PayoutProviderName, PayoutStatus } from '../enums.ts';

/** Contract of money out: balance, payout accounts, identity checks, payouts, statements. */

/** The sandbox provider's test numbers; the payout page lists them outside production. */
export const SANDBOX_BANK = {
  routingNumber: '110000000',
  verifies: '000123456789',
  failsVerification: '000111111116',
  payoutsFail: '000222222227',
  kycFailsIdLast4: '0000',
} as const;

export const PAYOUT_CURRENCY = 'USD';

/** ABA checksum: 3·(d1+d4+d7) + 7·(d2+d5+d8) + (d3+d6+d9) is a multiple of 10. */
export function isValidRoutingNumber(value: string): boolean {
  if (!/^\d{9}$/.test(value)) return false;
  const d = [...value].map(Number) as number[];
  const weights = [3, 7, 1, 3, 7, 1, 3, 7, 1];
  const sum = d.reduce((acc, digit, i) => acc + digit * (weights[i] ?? 0), 0);
  return sum % 10 === 0;
}

const digitsOnly = (v: string) => v.replace(/[\s-]/g, '');

const RoutingNumber = z
  .string({ error: 'Enter the 9-digit routing number' })
  .transform(digitsOnly)
  .pipe(
    z
      .string()
      .regex(/^\d{9}$/, { error: 'A routing number is 9 digits' })
      .refine(isValidRoutingNumber, { error: 'That routing number is not valid; check the digits' }),
  );

const AccountNumber = z
  .string({ error: 'Enter the account number' })
  .transform(digitsOnly)
  .pipe(z.string().regex(/^\d{4,17}$/, { error: 'An account number is 4 to 17 digits' }));

const requiredText = (message: string, max = 120) =>
  Text({ error: message })
    .trim()
    .min(1, { error: message })
    .max(max, { error: `At most ${max} characters` });

export const PayoutCountry = z.literal('US', { error: 'Payout accounts are in the United States (US)' });
export const PayoutCurrency = z.literal(PAYOUT_CURRENCY, { error: 'Payouts are in US dollars (USD)' });

/** POST payout-accounts (sandbox: bank details; a Stripe-hosted onboarding needs none). */
export const ZCreatePayoutAccountRequest = z.object({
  accountHolderName: requiredText("Enter the account holder's name"),
  country: PayoutCountry.default('US'),
  currency: PayoutCurrency.default(PAYOUT_CURRENCY),
  routingNumber: RoutingNumber,
  accountNumber: AccountNumber,
});
export type CreatePayoutAccountRequest = z.input<typeof ZCreatePayoutAccountRequest>;

/** A payout account as it is ever shown: only the last 4 digits of the number. */
export const ZPayoutAccount = z.object({
  id: z.uuid(),
  provider: z.string(),
  /** Null until a hosted onboarding (Stripe) reports the bank account. */
  accountHolderName: z.string().nullable(),
  bankName: z.string().nullable(),
  last4: z.string().nullable(),
  currency: z.string(),
  status: PayoutAccountStatus,
  failureReason: z.string().nullable(),
  isDefault: z.boolean(),
  /** Stripe: where the host finishes identity and bank details; null for the sandbox. */
  onboardingUrl: z.string().nullable(),
  createdAt: z.string(),
});
export type PayoutAccount = z.infer<typeof ZPayoutAccount>;

/** `provider` tells the client which form to show: bank details (sandbox) or Stripe's onboarding. */
export const ZPayoutAccountList = z.object({ provider: PayoutProviderName, items: z.array(ZPayoutAccount) });

/** POST payout-accounts with Stripe Connect: nothing; Stripe's onboarding collects the details. */
export const ZStripePayoutAccountRequest = z.object({}).strict();
/** POST organizations/me/kyc with Stripe Connect: nothing; Stripe's onboarding checks identity. */
export const ZStripeKycRequest = z.object({}).strict();

/** POST organizations/me/kyc (sandbox identity check). */
export const ZKycRequest = z.object({
  legalName: requiredText('Enter your legal name'),
  dateOfBirth: IsoDate.refine(
    (v) => {
      const born = new Date(`${v}T00:00:00Z`);
      const adult = new Date();
      adult.setUTCFullYear(adult.getUTCFullYear() - 18);
      return born.getTime() <= adult.getTime() && born.getUTCFullYear() >= 1900;
    },
    { error: 'You must be 18 or older' },
  ),
  addressLine1: requiredText('Enter your street address', 200),
  city: requiredText('Enter your city', 100),
  postalCode: z
    .string({ error: 'Enter your ZIP code' })
    .trim()
    .regex(/^\d{5}(-\d{4})?$/, { error: 'A ZIP code is 5 digits (or 5+4)' }),
  country: PayoutCountry.default('US'),
  idNumberLast4: z
    .string({ error: 'Enter the last 4 digits of your SSN' })
    .trim()
    .regex(/^\d{4}$/, { error: 'Enter exactly 4 digits' }),
});
export type KycRequest = z.input<typeof ZKycRequest>;

/** The caller's organization with its identity-check state. */
export const ZOrganizationKyc = ZOrganization.extend({
  kycStatus: KycStatus,
  /** Why the last check failed; null otherwise. */
  kycFailureReason: z.string().nullable(),
  /** Stripe: where to finish the check in Stripe's onboarding; null for the sandbox. */
  onboardingUrl: z.string().nullable(),
});
export type OrganizationKyc = z.infer<typeof ZOrganizationKyc>;

export const ZPayoutBalance = z.object({
  currency: z.string(),
  /** Earnings of ended events − refunds − payouts requested or paid; negative when owed. */
  availableCents: z.number().int(),
  /** Earnings of events that have not ended yet (net of their refunds). */
  pendingCents: z.number().int(),
  paidOutCents: z.number().int(),
  inFlightCents: z.number().int(),
  /** Everything earned, net of refunds. */
  lifetimeNetCents: z.number().int(),
  /** What a late refund left owing (netted against the next payout); 0 when nothing is owed. */
  owedCents: z.number().int(),
});
export type PayoutBalance = z.infer<typeof ZPayoutBalance>;

/** POST payouts (+ Idempotency-Key). */
export const ZCreatePayoutRequest = z.object({
  amountCents: z
    .number({ error: 'Enter an amount in cents' })
    .int({ error: 'Use whole cents' })
    .min(1, { error: 'The amount must be more than zero' })
    .max(1_000_000_000, { error: 'That amount is too large' }),
  payoutAccountId: z.uuid({ error: 'Not a valid payout account' }).optional(),
});
export type CreatePayoutRequest = z.input<typeof ZCreatePayoutRequest>;

export const ZPayout = z.object({
  id: z.uuid(),
  amountCents: z.number().int(),
  currency: z.string(),
  status: PayoutStatus,
  failureReason: z.string().nullable(),
  payoutAccountId: z.uuid(),
  accountLast4: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  paidAt: z.string().nullable(),
});
export type Payout = z.infer<typeof ZPayout>;

export const ZPayoutListQuery = PageQuery;
export const ZPayoutPage = pageOf(ZPayout);
export type PayoutPage = z.infer<typeof ZPayoutPage>;

/** GET payouts/statement: `from`/`to` are calendar days in UTC, both included. */
export const ZStatementQuery = z
  .object({
    eventId: z.uuid({ error: 'Not a valid event' }).optional(),
    from: IsoDate.optional(),
    to: IsoDate.optional(),
    format: z.enum(ExportFormat.options, { error: 'Use format=csv or leave it out' }).optional(),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, {
    error: 'The start date must be on or before the end date',
    path: ['to'],
  });
export type StatementQuery = z.input<typeof ZStatementQuery>;

const StatementFigures = {
  /** Ticket prices before discounts. */
  grossCents: z.number().int(),
  discountCents: z.number().int(),
  /** Paid by buyers and kept by Mingle; shown for transparency, not part of the host's net. */
  buyerFeesCents: z.number().int(),
  refundsCents: z.number().int(),
  /** gross − discounts − refunds. */
  netCents: z.number().int(),
};

export const ZStatementEvent = z.object({
  eventId: z.uuid(),
  title: z.string(),
  endsAt: z.string(),
  ...StatementFigures,
});

export const ZStatement = z.object({
  currency: z.string(),
  from: z.string().nullable(),
  to: z.string().nullable(),
  eventId: z.uuid().nullable(),
  ...StatementFigures,
  /** Payouts requested in the range (failed ones excluded). */
  payoutsCents: z.number().int(),
  byEvent: z.array(ZStatementEvent),
});
export type Statement = z.infer<typeof ZStatement>;
