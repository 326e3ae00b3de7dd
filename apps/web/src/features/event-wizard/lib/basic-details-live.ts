import type { UpdateEventRequest } from '@mingle/shared/schemas/events';
import { useEffect, useRef, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { BasicDetailsValues } from './basic-details-form.ts';
import { type EventTimes, followEnd } from './date-defaults.ts';
import type { PreviewFields } from './preview.ts';

const timesOf = (v: Partial<BasicDetailsValues>): EventTimes => ({
  startDate: v.startDate ?? '',
  startTime: v.startTime ?? '',
  endDate: v.endDate ?? '',
  endTime: v.endTime ?? '',
});

/** Moving the start past the end takes the end along, keeping the event's length (`followEnd`). */
export function useEndFollowsStart(form: UseFormReturn<BasicDetailsValues>) {
  const last = useRef<EventTimes | null>(null);
  useEffect(() => {
    last.current = timesOf(form.getValues());
    const subscription = form.watch((v, { name }) => {
      const times = timesOf(v);
      const moved =
        last.current && (name === 'startDate' || name === 'startTime') && v.timeZone
          ? followEnd(last.current, times, v.timeZone)
          : null;
      last.current = moved ?? times;
      if (moved) {
        const options = { shouldValidate: form.formState.isSubmitted };
        form.setValue('endDate', moved.endDate, options);
        form.setValue('endTime', moved.endTime, options);
      }
    });
    return () => subscription.unsubscribe();
  }, [form]);
}

/**
 * Hands the preview what the host is typing (as the request it would save) and the cover they
 * chose but have not uploaded yet, as a local object URL (returned, for the focal point picker).
 */
export function useLivePreview(
  request: UpdateEventRequest,
  coverFile: File | null,
  setLivePreview: (fields: Partial<PreviewFields> | null) => void,
) {
  const [coverUrl, setCoverUrl] = useState<string | null>(null);
  useEffect(() => {
    const url = coverFile ? URL.createObjectURL(coverFile) : null;
    setCoverUrl(url);
    return () => {
      if (url) URL.revokeObjectURL(url);
    };
  }, [coverFile]);

  // The request is a new object on every render; its content decides whether the preview changes.
  const key = JSON.stringify(request);
  useEffect(() => {
    setLivePreview({
      title: request.title ?? null,
      ...(request.coverFocusX === undefined ? {} : { coverFocusX: request.coverFocusX }),
      ...(request.coverFocusY === undefined ? {} : { coverFocusY: request.coverFocusY }),
      startsAt: request.startsAt ?? null,
      endsAt: request.endsAt ?? null,
      timeZone: request.timeZone ?? null,
      venueName: request.venueName ?? null,
      address: request.address ?? null,
      city: request.city ?? null,
      onlineUrl: request.onlineUrl ?? null,
      ...(coverUrl ? { coverImage: coverUrl } : {}),
    });
  }, [key, coverUrl, setLivePreview]);
  useEffect(() => () => setLivePreview(null), [setLivePreview]);
  return coverUrl;
}
