import { WIZARD_STEPS, type WizardStep } from '@mingle/shared/schemas/events';

/**
 * Which wizard step asks for each field the server may name in `fields` (its keys follow the
 * event's field names; `place` is the venue/online group and `ticketTypes` the ticket list).
 */
const STEP_OF_FIELD: Record<string, WizardStep> = {
  title: 'basic-details',
  coverImage: 'basic-details',
  startsAt: 'basic-details',
  endsAt: 'basic-details',
  timeZone: 'basic-details',
  place: 'basic-details',
  venueName: 'basic-details',
  address: 'basic-details',
  city: 'basic-details',
  onlineUrl: 'basic-details',
  description: 'event-info',
  ageLimit: 'event-info',
  accessibility: 'event-info',
  ticketTypes: 'tickets&promo',
  visibility: 'general-settings',
  capacity: 'general-settings',
  settings: 'general-settings',
};

/** The step for a server field key such as `endsAt` or `accessibility.notes`; unknown keys go to the first step. */
export function stepOfField(key: string): WizardStep {
  return STEP_OF_FIELD[key] ?? STEP_OF_FIELD[key.split('.')[0] ?? ''] ?? 'basic-details';
}

export interface StepIssues {
  step: WizardStep;
  messages: string[];
}

/** Groups a 422's field messages by the step that fixes them, in wizard order. */
export function issuesByStep(fields: Record<string, string>): StepIssues[] {
  const byStep = new Map<WizardStep, string[]>();
  for (const [key, message] of Object.entries(fields)) {
    const step = stepOfField(key);
    byStep.set(step, [...(byStep.get(step) ?? []), message]);
  }
  return WIZARD_STEPS.filter((s) => byStep.has(s)).map((step) => ({
    step,
    messages: byStep.get(step) ?? [],
  }));
}

/** The index of the furthest step a host may open: one past the furthest completed. */
export function openUpTo(completed: WizardStep | null, published: boolean): number {
  if (published) return WIZARD_STEPS.length - 1;
  const done = completed ? WIZARD_STEPS.indexOf(completed) : -1;
  return Math.min(done + 1, WIZARD_STEPS.length - 1);
}
