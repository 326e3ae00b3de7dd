import { zodResolver } from '@hookform/resolvers/zod';
import { SECTION_LABELS } from '@mingle/shared/labels';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { TextField } from '../../../components/ui/text-field.tsx';
import { StepActions } from '../components/step-actions.tsx';
import {
  GENERAL_SETTINGS_ALIASES,
  GENERAL_SETTINGS_FIELDS,
  GeneralSettingsForm,
  type GeneralSettingsValues,
  generalSettingsDefaults,
  generalSettingsRequest,
} from '../lib/general-settings-form.ts';
import { useStepForm } from '../lib/use-step-form.ts';
import { useWizard } from '../lib/wizard-context.ts';

const SWITCHES = [
  {
    name: 'guestListVisible',
    label: `Show the ${SECTION_LABELS.guestList}`,
    hint: 'Guests who allow it appear on the event page.',
  },
  { name: 'matchingOn', label: 'Matching', hint: 'Guests going can connect and match with each other.' },
  { name: 'chatOn', label: SECTION_LABELS.eventChat, hint: 'A group chat for you and the guests going.' },
  {
    name: 'approvalRequired',
    label: 'Approve guests',
    hint: 'You review each guest before they are in.',
  },
] as const;

/** /create-event/general-settings: visibility, guest list, matching, chat, approval and capacity. */
export default function GeneralSettingsPage() {
  const { event } = useWizard();
  const defaults = useMemo(() => generalSettingsDefaults(event), [event]);
  const form = useForm<GeneralSettingsValues>({
    resolver: zodResolver(GeneralSettingsForm),
    defaultValues: defaults,
  });
  const { submit, actions } = useStepForm(
    form,
    'general-settings',
    generalSettingsRequest,
    GENERAL_SETTINGS_FIELDS,
    GENERAL_SETTINGS_ALIASES,
  );

  const errors = form.formState.errors;
  return (
    <form className="wizard-form" onSubmit={submit} noValidate aria-label="General settings">
      <fieldset className="wizard-section">
        <legend>Who can find it</legend>
        <div className="radio-cards">
          <label className="radio-card">
            <input type="radio" value="public" {...form.register('visibility')} />
            <span>
              <strong>Public</strong>
              <span className="hint">Listed on Discover; anyone can find it.</span>
            </span>
          </label>
          <label className="radio-card">
            <input type="radio" value="private" {...form.register('visibility')} />
            <span>
              <strong>Private link</strong>
              <span className="hint">Only people with the link can open it.</span>
            </span>
          </label>
        </div>
      </fieldset>

      <fieldset className="wizard-section">
        <legend>Guests</legend>
        <div>
          {SWITCHES.map((s) => (
            <label key={s.name} className="check-row">
              <input type="checkbox" {...form.register(s.name)} />
              <span>
                <strong>{s.label}</strong>
                <span className="hint">{s.hint}</span>
              </span>
            </label>
          ))}
        </div>
        <TextField
          label="Capacity (optional)"
          inputMode="numeric"
          placeholder="No limit"
          hint="The most guests who can say Yes. Ticket quantities limit sales separately."
          error={errors.capacity?.message}
          {...form.register('capacity')}
        />
      </fieldset>

      <StepActions {...actions} />
    </form>
  );
}
