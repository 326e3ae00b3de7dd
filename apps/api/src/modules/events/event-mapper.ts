import { attendanceFor } from '@mingle/shared/enums';
import { connectWindowOf } from '@mingle/shared/schemas/event-common';
import {
  type Event,
  eventLink,
  type GuestPreview,
  type TicketType,
  type WizardStep,
} from '@mingle/shared/schemas/events';
import type { EventRow, ViewerRow } from './events.repository.ts';
import type { TicketTypeRow } from './ticket-types.repository.ts';

const iso = (d: Date | null): string | null => (d ? d.toISOString() : null);

export function toTicketType(row: TicketTypeRow): TicketType {
  return {
    id: row.id,
    eventId: row.event_id,
    name: row.name,
    priceCents: row.price_cents,
    currency: row.currency,
    quantity: row.quantity,
    sold: row.sold,
    remaining: Math.max(0, row.quantity - row.sold),
    salesStart: iso(row.sales_start),
    salesEnd: iso(row.sales_end),
    maxPerOrder: row.max_per_order,
    taxable: row.taxable,
  };
}

export interface EventExtras {
  publicUrl: string;
  ticketTypes: TicketTypeRow[];
  counts: { going: number; maybe: number; not_going: number };
  subscriberCount: number;
  viewerId: string | null;
  viewer: ViewerRow | null;
  /** The viewer runs the event: its organization's owner or a co-host. */
  viewerRunsEvent: boolean;
  preview: GuestPreview[] | null;
}

export function toEvent(row: EventRow, x: EventExtras): Event {
  const event: Event = {
    id: row.id,
    organizationId: row.organization_id,
    status: row.status,
    visibility: row.visibility,
    title: row.title,
    description: row.description,
    coverImage: row.cover_image,
    coverFocusX: row.cover_focus_x,
    coverFocusY: row.cover_focus_y,
    startsAt: iso(row.starts_at),
    endsAt: iso(row.ends_at),
    timeZone: row.time_zone,
    venueName: row.venue_name,
    address: row.address,
    city: row.city,
    onlineUrl: row.online_url,
    ageLimit: row.age_limit,
    accessibility: {
      stepFreeAccess: row.step_free_access,
      captioningOrAsl: row.captioning_or_asl,
      quietSpace: row.quiet_space,
      allGenderRestrooms: row.all_gender_restrooms,
      notes: row.accessibility_notes,
    },
    capacity: row.capacity,
    settings: {
      guestListVisible: row.guest_list_visible,
      matchingOn: row.matching_on,
      chatOn: row.chat_on,
      approvalRequired: row.approval_required,
    },
    wizardStep: row.wizard_step as WizardStep | null,
    minPriceCents: row.min_price_cents,
    currency: row.currency,
    tax: row.tax,
    url: eventLink(x.publicUrl, row.id),
    publishedAt: iso(row.published_at),
    cancelledAt: iso(row.cancelled_at),
    cancellationMessage: row.cancellation_message,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
    ticketTypes: x.ticketTypes.map(toTicketType),
    connectWindow: connectWindowOf(row.starts_at, row.ends_at),
    organization: {
      id: row.organization_id,
      name: row.org_name,
      profilePicture: row.org_profile_picture,
      subscriberCount: x.subscriberCount,
    },
    counts: { going: x.counts.going, maybe: x.counts.maybe, notGoing: x.counts.not_going },
    viewer:
      x.viewerId && x.viewer
        ? {
            rsvp: x.viewer.rsvp,
            rsvpApproval: x.viewer.rsvp_approval,
            attendance: attendanceFor(
              x.viewer.rsvp,
              x.viewer.holds_ticket,
              x.viewer.rsvp_approval,
              row.approval_required && x.ticketTypes.length > 0,
            ),
            isHost: x.viewerRunsEvent,
            subscribed: x.viewer.subscribed,
            invited: x.viewer.invited,
            holdsTicket: x.viewer.holds_ticket,
            ticketId: x.viewer.ticket_id,
          }
        : null,
  };
  if (x.preview) {
    event.guestListPreview = x.preview;
  }
  return event;
}
