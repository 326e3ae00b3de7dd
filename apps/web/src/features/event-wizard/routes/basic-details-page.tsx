import { zodResolver } from '@hookform/resolvers/zod';
import { EVENT_LIMITS } from '@mingle/shared/schemas/events';
import { useMemo, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useUploadEventCover } from '../../../entities/event/api/upload-event-cover.ts';
import { browserTimeZone } from '../../../entities/event/lib/zoned-time.ts';
import { applyServerErrors } from '../../../lib/form-errors.ts';
import { CoverField } from '../components/cover-field.tsx';
import { type CoverFocus, CoverFocusPicker } from '../components/cover-focus-picker.tsx';
import { StepActions } from '../components/step-actions.tsx';
import { TimeZoneField } from '../components/time-zone-field.tsx';
import {
  BASIC_DETAILS_FIELDS,
  type BasicDetailsValues,
  basicDetailsAliases,
  basicDetailsDefaults,
  basicDetailsRequest,
  basicDetailsSchema,
} from '../lib/basic-details-form.ts';
import { useEndFollowsStart, useLivePreview } from '../lib/basic-details-live.ts';
import { useClearServerErrors } from '../lib/use-clear-server-errors.ts';
import { useSaveStep, useStepPersist } from '../lib/use-save-step.ts';
import { useWizard } from '../lib/wizard-context.ts';

/** /create-event/basic-details: title, cover, when (in the event's zone) and where. */
export default function BasicDetailsPage() {
  const { event, setLivePreview } = useWizard();
  const defaults = useMemo(() => basicDetailsDefaults(event, browserTimeZone()), [event]);
  const schema = useMemo(() => basicDetailsSchema(event?.startsAt ?? null), [event?.startsAt]);
  const form = useForm<BasicDetailsValues>({
    resolver: zodResolver(schema),
    defaultValues: defaults,
  });
  const step = useSaveStep('basic-details');
  const cover = useUploadEventCover();
  const [coverFile, setCoverFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [focus, setFocus] = useState<CoverFocus>({
    x: event?.coverFocusX ?? 50,
    y: event?.coverFocusY ?? 50,
  });
  // A live event's guests hear about a new date or place, unless the host says not to.
  const live = event?.status === 'published';
  const [notifyGuests, setNotifyGuests] = useState(true);
  const values = form.watch();
  const placeKind = values.placeKind;
  useClearServerErrors(form);

  useEndFollowsStart(form);
  // An ended event's money is on its way to the host: its date and time are fixed (the API
  // refuses a move), so they are shown but not sent.
  const ended = event?.endsAt != null && Date.parse(event.endsAt) <= Date.now();
  const withFocus = (v: BasicDetailsValues) => ({
    ...basicDetailsRequest(v),
    coverFocusX: focus.x,
    coverFocusY: focus.y,
  });
  const toSave = (v: BasicDetailsValues) => {
    const { startsAt, endsAt, timeZone, ...rest } = withFocus(v);
    return ended ? rest : { ...rest, startsAt, endsAt, timeZone };
  };
  const request = withFocus(values);
  const offsetsAt = request.startsAt ? new Date(request.startsAt) : new Date();
  const localCover = useLivePreview(request, coverFile, setLivePreview);
  const coverSrc = localCover ?? event?.coverImage ?? null;

  const { persist, problems, pending, saved } = useStepPersist(
    step,
    async (values: BasicDetailsValues, complete) => {
      const changes = live ? { ...toSave(values), notifyGuests } : toSave(values);
      let result = await step.save(changes, complete);
      if (coverFile) {
        setProgress(0);
        result = await cover.mutateAsync({ id: result.id, file: coverFile, onProgress: setProgress });
        setCoverFile(null);
      }
      return result;
    },
    (err, values) =>
      applyServerErrors(err, form.setError, BASIC_DETAILS_FIELDS, basicDetailsAliases(values.placeKind)),
    () => setProgress(null),
  );

  const submit = form.handleSubmit((values) => persist(values, true));
  const errors = form.formState.errors;
  const busy = pending !== null;

  return (
    <form className="wizard-form" onSubmit={submit} noValidate aria-label="Basic details">
      <fieldset className="wizard-section">
        <legend>The basics</legend>
        <TextField
          label="Event title"
          maxLength={EVENT_LIMITS.titleMax}
          placeholder="Rooftop jazz night"
          error={errors.title?.message}
          {...form.register('title')}
        />
        <CoverField
          // A new cover from the server replaces the local preview.
          key={event?.coverImage ?? 'no-cover'}
          currentUrl={event?.coverImage ?? null}
          onChoose={setCoverFile}
          progress={progress}
          disabled={busy}
        />
        {coverSrc && <CoverFocusPicker src={coverSrc} focus={focus} onChange={setFocus} disabled={busy} />}
      </fieldset>

      <fieldset className="wizard-section" disabled={ended}>
        <legend>When</legend>
        {ended && <p className="hint">This event has ended: its date and time can no longer change.</p>}
        <div className="field-pair">
          <TextField
            label="Start date"
            type="date"
            error={errors.startDate?.message}
            {...form.register('startDate')}
          />
          <TextField
            label="Start time"
            type="time"
            error={errors.startTime?.message}
            {...form.register('startTime')}
          />
        </div>
        <div className="field-pair">
          <TextField
            label="End date"
            type="date"
            error={errors.endDate?.message}
            {...form.register('endDate')}
          />
          <TextField
            label="End time"
            type="time"
            error={errors.endTime?.message}
            {...form.register('endTime')}
          />
        </div>
        <Controller
          control={form.control}
          name="timeZone"
          render={({ field, fieldState }) => (
            <TimeZoneField
              value={field.value}
              onChange={field.onChange}
              at={offsetsAt}
              error={fieldState.error?.message}
            />
          )}
        />
      </fieldset>

      <fieldset className="wizard-section">
        <legend>Where</legend>
        <div className="radio-cards" role="radiogroup" aria-label="Kind of place">
          <label className="radio-card">
            <input type="radio" value="venue" {...form.register('placeKind')} />
            <span>
              <strong>In person</strong>
              <span className="hint">A venue with an address</span>
            </span>
          </label>
          <label className="radio-card">
            <input type="radio" value="online" {...form.register('placeKind')} />
            <span>
              <strong>Online</strong>
              <span className="hint">A video call or stream link</span>
            </span>
          </label>
        </div>
        {placeKind === 'venue' ? (
          <>
            <TextField
              label="Venue name (optional)"
              maxLength={EVENT_LIMITS.placeMax}
              error={errors.venueName?.message}
              {...form.register('venueName')}
            />
            <TextField
              label="Address"
              maxLength={EVENT_LIMITS.placeMax}
              autoComplete="street-address"
              error={errors.address?.message}
              {...form.register('address')}
            />
          </>
        ) : (
          <TextField
            label="Online link"
            type="url"
            inputMode="url"
            placeholder="https://…"
            error={errors.onlineUrl?.message}
            {...form.register('onlineUrl')}
          />
        )}
        <TextField
          label={placeKind === 'venue' ? 'City' : 'City (optional)'}
          hint={placeKind === 'venue' ? undefined : 'Helps people nearby find your event on Discover.'}
          maxLength={EVENT_LIMITS.cityMax}
          autoComplete="address-level2"
          error={errors.city?.message}
          {...form.register('city')}
        />
      </fieldset>

      {live && (
        <fieldset className="wizard-section">
          <legend>Your guests</legend>
          <label className="check-row">
            <input
              type="checkbox"
              checked={notifyGuests}
              onChange={(e) => setNotifyGuests(e.target.checked)}
            />
            <span>
              <strong>Notify guests of this change</strong>
              <span className="hint">
                A new date or place goes to every guest in one message, shortly after your last change.
                Nothing is sent if it ends where it began.
              </span>
            </span>
          </label>
        </fieldset>
      )}

      <StepActions
        previousPath={null}
        busy={busy}
        pending={pending}
        problems={problems}
        saved={saved}
        onSaveDraft={step.isDraft ? () => void persist(form.getValues(), false) : undefined}
      />
    </form>
  );
}
