import { zodResolver } from '@hookform/resolvers/zod';
import { EVENT_LIMITS } from '@mingle/shared/schemas/events';
import { lazy, Suspense, useMemo } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { TextareaField } from '../../../components/ui/textarea-field.tsx';
import { ACCESSIBILITY_FEATURES, ACCESSIBILITY_LABELS } from '../../../entities/event/lib/accessibility.ts';
import { StepActions } from '../components/step-actions.tsx';
import {
  EVENT_INFO_ALIASES,
  EVENT_INFO_FIELDS,
  EventInfoForm,
  type EventInfoValues,
  eventInfoDefaults,
  eventInfoRequest,
} from '../lib/event-info-form.ts';
import { useStepForm } from '../lib/use-step-form.ts';
import { useWizard } from '../lib/wizard-context.ts';

const RichTextEditor = lazy(() => import('../components/rich-text-editor.tsx'));

const ACCESSIBILITY_HINTS: Record<(typeof ACCESSIBILITY_FEATURES)[number], string> = {
  stepFreeAccess: 'No steps or stairs between the street and the event, or a ramp or lift.',
  captioningOrAsl: 'Live captions or a sign language interpreter.',
  quietSpace: 'A calm room to step away to.',
  allGenderRestrooms: 'Restrooms anyone can use.',
};

/** /create-event/event-info: the description, the age limit and the accessibility details. */
export default function EventInfoPage() {
  const { event } = useWizard();
  const defaults = useMemo(() => eventInfoDefaults(event), [event]);
  const form = useForm<EventInfoValues>({ resolver: zodResolver(EventInfoForm), defaultValues: defaults });
  const { submit, actions } = useStepForm(
    form,
    'event-info',
    eventInfoRequest,
    EVENT_INFO_FIELDS,
    EVENT_INFO_ALIASES,
  );

  const errors = form.formState.errors;
  return (
    <form className="wizard-form" onSubmit={submit} noValidate aria-label="Event info">
      <fieldset className="wizard-section">
        <legend>Description</legend>
        <Controller
          control={form.control}
          name="description"
          render={({ field, fieldState }) => (
            <Suspense fallback={<Spinner size={32} label="Loading the editor" />}>
              <RichTextEditor
                label="What guests should know"
                initialValue={defaults.description}
                onChange={field.onChange}
                hint="Select text, then use the buttons to format it or add a link."
                error={fieldState.error?.message}
              />
            </Suspense>
          )}
        />
      </fieldset>

      <fieldset className="wizard-section">
        <legend>Who can come</legend>
        <TextField
          label="Minimum age (optional)"
          inputMode="numeric"
          placeholder="All ages"
          hint={`Leave empty for all ages; up to ${EVENT_LIMITS.maxAgeLimit}.`}
          error={errors.ageLimit?.message}
          {...form.register('ageLimit')}
        />
      </fieldset>

      <fieldset className="wizard-section">
        <legend>Accessibility</legend>
        <p className="hint">Tell guests what to expect, so everyone can plan their evening.</p>
        <div>
          {ACCESSIBILITY_FEATURES.map((feature) => (
            <label key={feature} className="check-row">
              <input type="checkbox" {...form.register(feature)} />
              <span>
                <strong>{ACCESSIBILITY_LABELS[feature]}</strong>
                <span className="hint">{ACCESSIBILITY_HINTS[feature]}</span>
              </span>
            </label>
          ))}
        </div>
        <TextareaField
          label="Accessibility notes (optional)"
          hint="E.g. the nearest accessible parking, or how loud it gets."
          rows={3}
          maxLength={EVENT_LIMITS.notesMax}
          error={errors.notes?.message}
          {...form.register('notes')}
        />
      </fieldset>

      <StepActions {...actions} />
    </form>
  );
}
