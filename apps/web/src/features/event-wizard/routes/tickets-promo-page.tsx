import { type FormEvent, useState } from 'react';
import { browserTimeZone } from '../../../entities/event/lib/zoned-time.ts';
import { TaxSettings } from '../../../entities/tax/components/tax-settings.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { PromoCodesEditor } from '../components/promo-codes-editor.tsx';
import { StepActions } from '../components/step-actions.tsx';
import { TicketTypesEditor } from '../components/ticket-types-editor.tsx';
import { useSaveStep } from '../lib/use-save-step.ts';
import { useWizard } from '../lib/wizard-context.ts';

/** /create-event/tickets&promo: ticket types and promo codes, each saved as it is added. */
export default function TicketsPromoPage() {
  const { event } = useWizard();
  const step = useSaveStep('tickets&promo');
  // The problems belong to the ticket types as they were: adding or removing one clears them.
  const [refusal, setRefusal] = useState<{ typeCount: number; problems: string[] } | null>(null);
  const [pending, setPending] = useState<'draft' | 'continue' | null>(null);
  const [saved, setSaved] = useState(false);
  if (!event) return null;
  const timeZone = event.timeZone ?? browserTimeZone();
  const typeCount = event.ticketTypes.length;
  const problems = refusal?.typeCount === typeCount ? refusal.problems : [];

  async function persist(complete: boolean) {
    setRefusal(null);
    setSaved(false);
    setPending(complete ? 'continue' : 'draft');
    try {
      const result = await step.save({}, complete);
      if (complete) step.goNext(result);
      else setSaved(true);
    } catch (err) {
      setRefusal({
        typeCount,
        problems:
          err instanceof ApiError && Object.keys(err.fields).length > 0
            ? Object.values(err.fields)
            : [err instanceof Error ? err.message : 'Something went wrong. Please try again.'],
      });
    } finally {
      setPending(null);
    }
  }

  function onContinue(e: FormEvent) {
    e.preventDefault();
    void persist(true);
  }

  return (
    <div className="wizard-form">
      <TicketTypesEditor event={event} timeZone={timeZone} />
      <section className="wizard-section" aria-labelledby="event-tax-title">
        <h2 id="event-tax-title" className="wizard-section-title">
          Tax
        </h2>
        <TaxSettings
          owner={{ eventId: event.id }}
          headingId="event-tax-title"
          intro="Orders already placed keep the tax they were placed with."
        />
      </section>
      <PromoCodesEditor event={event} timeZone={timeZone} />
      <form onSubmit={onContinue} aria-label="Finish the tickets step">
        <StepActions
          previousPath={step.previousPath}
          busy={pending !== null}
          pending={pending}
          problems={problems}
          saved={saved}
          // Ticket types and promo codes are saved as they are added; this keeps the draft as it is.
          onSaveDraft={step.isDraft ? () => void persist(false) : undefined}
        />
      </form>
    </div>
  );
}
