import {
  type Event,
  type UpdateEventRequest,
  WIZARD_STEPS,
  type WizardStep,
} from '@mingle/shared/schemas/events';
import { useNavigate } from 'react-router';
import { useCreateEvent } from '../../events/api/create-event.ts';
import { useUpdateEvent } from '../../events/api/update-event.ts';
import { wizardStepPath } from '../../events/lib/wizard-path.ts';
import { useWizard } from './wizard-context.ts';

/**
 * Saving a step: the first save creates the draft (POST events), later ones PATCH it. With
 * `complete`, the step's `wizardStep` goes along, so the server checks the step and records
 * how far the host got (422 with `fields` when something is missing).
 */
export function useSaveStep(step: WizardStep) {
  const { eventId, event } = useWizard();
  const create = useCreateEvent();
  const update = useUpdateEvent();
  const navigate = useNavigate();

  async function save(changes: UpdateEventRequest, complete: boolean): Promise<Event> {
    const body: UpdateEventRequest = complete ? { ...changes, wizardStep: step } : changes;
    if (!eventId) {
      const created = await create.mutateAsync(body);
      // Later saves of this step must PATCH the draft that now exists.
      if (!complete) navigate(wizardStepPath(step, created.id), { replace: true });
      return created;
    }
    if (Object.keys(body).length === 0 && event) return event;
    return update.mutateAsync({ id: eventId, changes: body });
  }

  const index = WIZARD_STEPS.indexOf(step);
  const nextStep = WIZARD_STEPS[index + 1];
  const previousStep = index > 0 ? WIZARD_STEPS[index - 1] : undefined;

  function goNext(saved: Event) {
    if (nextStep) navigate(wizardStepPath(nextStep, saved.id));
  }

  return {
    save,
    goNext,
    previousPath: previousStep && eventId ? wizardStepPath(previousStep, eventId) : null,
    busy: create.isPending || update.isPending,
    /** "Save draft" only makes sense before publishing; a live event saves step by step. */
    isDraft: !event || event.status === 'draft',
  };
}
