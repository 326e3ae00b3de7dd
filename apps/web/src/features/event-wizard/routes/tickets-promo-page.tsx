import { type FormEvent, useState } from 'react';
import { browserTimeZone } from '../../../entities/event/lib/zoned-time.ts';
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
  const [problems, setProblems] = useState<string[]>([]);
  const [pending, setPending] = useState(false);
  if (!event) return null;
  const timeZone = event.timeZone ?? browserTimeZone();

  async function onContinue(e: FormEvent) {
    e.preventDefault();
    setProblems([]);
    setPending(true);
    try {
      step.goNext(await step.save({}, true));
    } catch (err) {
      setProblems(
        err instanceof ApiError && Object.keys(err.fields).length > 0
          ? Object.values(err.fields)
          : [err instanceof Error ? err.message : 'Something went wrong. Please try again.'],
      );
    } finally {
      setPending(false);
    }
  }

  return (
    <div className="wizard-form">
      <TicketTypesEditor event={event} timeZone={timeZone} />
      <PromoCodesEditor event={event} timeZone={timeZone} />
      <form onSubmit={onContinue} aria-label="Finish the tickets step">
        <StepActions
          previousPath={step.previousPath}
          busy={pending}
          pending={pending ? 'continue' : null}
          problems={problems}
        />
      </form>
    </div>
  );
}
