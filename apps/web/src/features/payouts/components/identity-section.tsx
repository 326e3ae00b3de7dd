import { zodResolver } from '@hookform/resolvers/zod';
import { type OrganizationKyc, type PayoutProviderName, ZKycRequest } from '@mingle/shared/schemas/payouts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { FormProblems } from '../../../components/ui/form-problems.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { applyServerErrors } from '../../../lib/form-errors.ts';
import { useSubmitKyc } from '../api/kyc.ts';
import { StatusBadge } from './status-badge.tsx';

type Values = z.input<typeof ZKycRequest>;
const FIELDS = ['legalName', 'dateOfBirth', 'addressLine1', 'city', 'postalCode', 'idNumberLast4'] as const;

/** The identity check a payout needs: its status, why it failed, and the form to (re)try. */
export function IdentitySection({
  kyc,
  provider,
  hasAccount,
}: {
  kyc: OrganizationKyc;
  provider: PayoutProviderName;
  hasAccount: boolean;
}) {
  const form = useForm<Values, unknown, z.output<typeof ZKycRequest>>({
    resolver: zodResolver(ZKycRequest),
    defaultValues: {
      legalName: '',
      dateOfBirth: '',
      addressLine1: '',
      city: '',
      postalCode: '',
      country: 'US',
      idNumberLast4: '',
    },
  });
  const submitKyc = useSubmitKyc();
  const [problems, setProblems] = useState<string[]>([]);
  const errors = form.formState.errors;

  const submit = form.handleSubmit(async (values) => {
    setProblems([]);
    try {
      await submitKyc.mutateAsync(values);
    } catch (err) {
      setProblems(applyServerErrors(err, form.setError, FIELDS));
    }
  });

  return (
    <section className="card stack" aria-labelledby="identity-title">
      <div className="row">
        <h2 id="identity-title">Identity check</h2>
        <StatusBadge status={kyc.kycStatus} />
      </div>
      {kyc.kycStatus === 'Completed' && (
        <p className="muted">Your identity is verified. You can request payouts.</p>
      )}
      {kyc.kycStatus === 'KYC Requested' && (
        <p className="muted" role="status">
          We are checking your details. This takes a few seconds; the page updates by itself.
        </p>
      )}
      {provider === 'stripe' && kyc.kycStatus !== 'Completed' && (
        <StripeIdentity kyc={kyc} hasAccount={hasAccount} />
      )}
      {provider === 'sandbox' && kyc.kycStatus === 'KYC' && (
        <>
          {kyc.kycFailureReason ? (
            <Alert variant="error" title="We could not verify your identity">
              <p>{kyc.kycFailureReason}</p>
            </Alert>
          ) : (
            <p className="muted">
              Before we pay you, the law asks us to check who you are. Enter your details as they appear on
              your ID.
            </p>
          )}
          <form className="stack" onSubmit={submit} noValidate aria-label="Verify your identity">
            <TextField
              label="Legal name"
              autoComplete="name"
              error={errors.legalName?.message}
              {...form.register('legalName')}
            />
            <TextField
              label="Date of birth"
              type="date"
              autoComplete="bday"
              error={errors.dateOfBirth?.message}
              {...form.register('dateOfBirth')}
            />
            <TextField
              label="Street address"
              autoComplete="address-line1"
              error={errors.addressLine1?.message}
              {...form.register('addressLine1')}
            />
            <div className="payouts-pair">
              <TextField
                label="City"
                autoComplete="address-level2"
                error={errors.city?.message}
                {...form.register('city')}
              />
              <TextField
                label="ZIP code"
                inputMode="numeric"
                autoComplete="postal-code"
                error={errors.postalCode?.message}
                {...form.register('postalCode')}
              />
            </div>
            <TextField
              label="Last 4 digits of your SSN"
              inputMode="numeric"
              maxLength={4}
              autoComplete="off"
              error={errors.idNumberLast4?.message}
              {...form.register('idNumberLast4')}
            />
            <FormProblems problems={problems} />
            <div>
              <Button type="submit" loading={submitKyc.isPending}>
                {kyc.kycFailureReason ? 'Try again' : 'Verify my identity'}
              </Button>
            </div>
          </form>
        </>
      )}
    </section>
  );
}

/** Stripe checks identity in its hosted onboarding: a fresh link each time the host asks. */
function StripeIdentity({ kyc, hasAccount }: { kyc: OrganizationKyc; hasAccount: boolean }) {
  const submitKyc = useSubmitKyc();
  async function go() {
    const answer = await submitKyc.mutateAsync({});
    if (answer.onboardingUrl) window.location.assign(answer.onboardingUrl);
  }
  return (
    <>
      {kyc.kycFailureReason && (
        <Alert variant="error" title="Stripe could not verify your identity">
          <p>{kyc.kycFailureReason}</p>
        </Alert>
      )}
      {hasAccount ? (
        <div>
          <Button onClick={() => void go().catch(() => {})} loading={submitKyc.isPending}>
            {kyc.kycStatus === 'KYC' ? 'Verify with Stripe' : 'Continue at Stripe'}
          </Button>
        </div>
      ) : (
        <p className="muted">Add a payout account first: Stripe checks your identity and bank together.</p>
      )}
      {submitKyc.error && <Alert variant="error">{submitKyc.error.message}</Alert>}
    </>
  );
}
