import type { UpdateEventRequest, WizardStep } from '@mingle/shared/schemas/events';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { applyServerErrors } from '../../../lib/form-errors.ts';
import type { StepActionsProps } from '../components/step-actions.tsx';
import { useClearServerErrors } from './use-clear-server-errors.ts';
import { useSaveStep, useStepPersist } from './use-save-step.ts';

/**
 * A step whose whole form goes to the server as one update: server messages land on their
 * fields (and leave when the field changes), the rest become the step's problems. Answers the
 * form's submit handler ("Save and continue") and the props of its StepActions.
 */
export function useStepForm<V extends FieldValues>(
  form: UseFormReturn<V>,
  stepName: WizardStep,
  toRequest: (values: V) => UpdateEventRequest,
  fields: readonly Path<V>[],
  aliases: Partial<Record<string, Path<V>>>,
) {
  useClearServerErrors(form);
  const step = useSaveStep(stepName);
  const { persist, problems, pending, saved } = useStepPersist(
    step,
    (values: V, complete) => step.save(toRequest(values), complete),
    (err) => applyServerErrors(err, form.setError, fields, aliases),
  );
  const actions: StepActionsProps = {
    previousPath: step.previousPath,
    busy: pending !== null,
    pending,
    problems,
    saved,
    onSaveDraft: step.isDraft ? () => void persist(form.getValues(), false) : undefined,
  };
  return { submit: form.handleSubmit((values) => persist(values, true)), actions };
}
