import { SECTION_LABELS } from '@mingle/shared/labels';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { WalletIcon } from '../../../components/ui/icons.tsx';
import { usePublishEvent } from '../../../entities/event/api/publish-event.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { PayoutDestination } from '../components/payout-destination.tsx';
import { PublishIssues } from '../components/publish-issues.tsx';
import { useSaveStep } from '../lib/use-save-step.ts';
import { useWizard } from '../lib/wizard-context.ts';
import { issuesByStep, type StepIssues } from '../lib/wizard-fields.ts';

/**
 * /create-event/payouts: where ticket money goes and when; then the host publishes or keeps the
 * draft. A paid event may be published without a payout account.
 */
export default function PayoutsStepPage() {
  const { event } = useWizard();
  const step = useSaveStep('payouts');
  const publish = usePublishEvent();
  const navigate = useNavigate();
  const [issues, setIssues] = useState<StepIssues[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const [pending, setPending] = useState<'draft' | 'publish' | null>(null);
  const [saved, setSaved] = useState(false);
  if (!event) return null;
  const published = event.status === 'published';
  const paidPrices = event.ticketTypes.map((t) => t.priceCents).filter((p) => p > 0);
  const cheapestPaid = paidPrices.length > 0 ? Math.min(...paidPrices) : null;
  const currency = event.ticketTypes[0]?.currency ?? 'USD';

  function showError(err: unknown) {
    if (err instanceof ApiError && Object.keys(err.fields).length > 0) setIssues(issuesByStep(err.fields));
    else setProblem(err instanceof Error ? err.message : 'Something went wrong. Please try again.');
  }

  async function finish(e: FormEvent) {
    e.preventDefault();
    setIssues([]);
    setProblem(null);
    setPending('publish');
    try {
      const saved = await step.save({}, true);
      const live = published ? saved : await publish.mutateAsync(saved.id);
      navigate(`/host-center/event-details?id=${live.id}`, { state: { justPublished: !published } });
    } catch (err) {
      showError(err);
    } finally {
      setPending(null);
    }
  }

  async function saveDraft() {
    setIssues([]);
    setProblem(null);
    setSaved(false);
    setPending('draft');
    try {
      await step.save({}, true);
      setSaved(true);
    } catch (err) {
      showError(err);
    } finally {
      setPending(null);
    }
  }

  return (
    <form className="wizard-form" onSubmit={finish} aria-label={SECTION_LABELS.payouts}>
      <section className="wizard-section" aria-labelledby="payouts-title">
        <div className="payouts-icon" aria-hidden="true">
          <WalletIcon />
        </div>
        <h2 id="payouts-title" className="wizard-section-title">
          {SECTION_LABELS.payouts}
        </h2>
        <PayoutDestination samplePriceCents={cheapestPaid} currency={currency} />
        <p className="hint">You can publish now; nothing here holds your event back.</p>
      </section>
      {issues.length > 0 && <PublishIssues eventId={event.id} issues={issues} />}
      {problem && <Alert variant="error">{problem}</Alert>}
      {saved && <Alert variant="success">Draft saved. Publish it from here or from the Host Center.</Alert>}
      <div className="step-actions">
        {step.previousPath && (
          <ButtonLink to={step.previousPath} variant="ghost">
            Back
          </ButtonLink>
        )}
        <span className="step-actions-spacer" />
        {!published && (
          <Button
            variant="secondary"
            onClick={() => void saveDraft()}
            disabled={pending !== null}
            loading={pending === 'draft'}
          >
            Save draft
          </Button>
        )}
        <Button type="submit" disabled={pending !== null} loading={pending === 'publish'}>
          {published ? 'Save changes' : 'Publish'}
        </Button>
      </div>
    </form>
  );
}
