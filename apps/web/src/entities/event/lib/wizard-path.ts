import { WIZARD_STEPS, type WizardStep } from '@mingle/shared/schemas/events';

/** The wizard page of `step` for the draft `eventId` (the id travels in the query string). */
export function wizardStepPath(step: WizardStep, eventId?: string | null): string {
  return `/create-event/${step}${eventId ? `?id=${eventId}` : ''}`;
}

/** Where a host continues a draft: the step after the furthest one completed. */
export function resumeStep(completed: WizardStep | null): WizardStep {
  if (!completed) return 'basic-details';
  const next = WIZARD_STEPS[WIZARD_STEPS.indexOf(completed) + 1];
  return next ?? 'payouts';
}
