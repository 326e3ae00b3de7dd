import type { Event, WizardStep } from '@mingle/shared/schemas/events';
import { useOutletContext } from 'react-router';
import type { PreviewFields } from './preview.ts';

/** What the wizard's layout hands each step: the draft (once it exists) and where we are. */
export interface WizardContext {
  eventId: string | null;
  event: Event | undefined;
  step: WizardStep;
  /** What the step shows in the event preview before it is saved (null: the saved draft only). */
  setLivePreview: (fields: Partial<PreviewFields> | null) => void;
}

export function useWizard(): WizardContext {
  return useOutletContext<WizardContext>();
}
