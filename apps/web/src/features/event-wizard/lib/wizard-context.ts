import type { Event, WizardStep } from '@mingle/shared/schemas/events';
import { useOutletContext } from 'react-router';

/** What the wizard's layout hands each step: the draft (once it exists) and where we are. */
export interface WizardContext {
  eventId: string | null;
  event: Event | undefined;
  step: WizardStep;
}

export function useWizard(): WizardContext {
  return useOutletContext<WizardContext>();
}
