import type { Event } from '@mingle/shared/schemas/events';
import { priceLabel, ticketPriceRange } from '../../../entities/event/lib/price.ts';

/** What the preview card shows; a step pushes the values being typed, the rest come from the draft. */
export type PreviewFields = Pick<
  Event,
  | 'title'
  | 'coverImage'
  | 'coverFocusX'
  | 'coverFocusY'
  | 'startsAt'
  | 'endsAt'
  | 'timeZone'
  | 'venueName'
  | 'address'
  | 'city'
  | 'onlineUrl'
>;

export interface EventPreviewData extends PreviewFields {
  /** The event page's price label ("Free", "$25", "From $10"), or null before any ticket type exists. */
  price: string | null;
}

/** The draft as saved, overlaid with what the current step has typed but not saved yet. */
export function previewOf(event: Event | undefined, live: Partial<PreviewFields> | null): EventPreviewData {
  const base: PreviewFields = {
    title: event?.title ?? null,
    coverImage: event?.coverImage ?? null,
    coverFocusX: event?.coverFocusX ?? 50,
    coverFocusY: event?.coverFocusY ?? 50,
    startsAt: event?.startsAt ?? null,
    endsAt: event?.endsAt ?? null,
    timeZone: event?.timeZone ?? null,
    venueName: event?.venueName ?? null,
    address: event?.address ?? null,
    city: event?.city ?? null,
    onlineUrl: event?.onlineUrl ?? null,
  };
  return {
    ...base,
    ...live,
    price: priceLabel(ticketPriceRange(event?.ticketTypes ?? [])),
  };
}
