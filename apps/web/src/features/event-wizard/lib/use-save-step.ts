import {
  type Event,
  type UpdateEventRequest,
  WIZARD_STEPS,
  type WizardStep,
} from '@mingle/shared/schemas/events';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useCreateEvent } from '../../../entities/event/api/create-event.ts';
import { useUpdateEvent } from '../../../entities/event/api/update-event.ts';
import { wizardStepPath } from '../../../entities/event/lib/wizard-path.ts';
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

type SaveStep = ReturnType<typeof useSaveStep>;

/**
 * What every step's form does on "Save draft" and "Continue": remember which button is busy,
 * show "Saved" after a draft save, move on after a complete one, and turn a refusal into the
 * problems listed above the form (field errors are set by `toProblems`).
 */
export function useStepPersist<V>(
  step: SaveStep,
  save: (values: V, complete: boolean) => Promise<Event>,
  toProblems: (err: unknown, values: V) => string[],
  onSettled?: () => void,
) {
  const [problems, setProblems] = useState<string[]>([]);
  const [pending, setPending] = useState<'draft' | 'continue' | null>(null);
  const [saved, setSaved] = useState(false);

  async function persist(values: V, complete: boolean) {
    setProblems([]);
    setSaved(false);
    setPending(complete ? 'continue' : 'draft');
    try {
      const result = await save(values, complete);
      if (complete) step.goNext(result);
      else setSaved(true);
    } catch (err) {
      setProblems(toProblems(err, values));
    } finally {
      onSettled?.();
      setPending(null);
    }
  }

  return { persist, problems, pending, saved };
}
