import type { Notification } from '@mingle/shared/schemas/notifications';

export interface NotificationView {
  text: string;
  /** Where it leads. */
  href: string;
  /** A second line, e.g. the message's first words or the host's cancellation note. */
  detail: string | null;
  photo: string | null;
}

const str = (payload: Record<string, unknown>, key: string): string | null => {
  const value = payload[key];
  return typeof value === 'string' && value.trim() !== '' ? value : null;
};

/** What a notification says and where it leads, from its type and payload. */
export function describeNotification(n: Pick<Notification, 'type' | 'payload'>): NotificationView {
  const p = n.payload;
  const name = str(p, 'firstName') ?? 'Someone';
  const photo = str(p, 'profilePhoto');
  const roomId = str(p, 'roomId');
  const eventId = str(p, 'eventId');
  switch (n.type) {
    case 'like':
      return {
        text: `${name} wants to connect`,
        detail: str(p, 'intent'),
        href: '/matches',
        photo,
      };
    case 'matched':
      return {
        text: `You matched with ${name}`,
        detail: 'Say hello!',
        href: roomId ? `/chats/${roomId}` : '/matches',
        photo,
      };
    case 'message':
      return {
        text: `New message from ${name}`,
        detail: str(p, 'preview'),
        href: roomId ? `/chats/${roomId}` : '/chats',
        photo,
      };
    case 'event': {
      const title = str(p, 'title') ?? 'An event';
      const kind = str(p, 'kind');
      const org = str(p, 'organizationName');
      if (kind === 'rsvp') {
        return {
          text:
            str(p, 'decision') === 'approved'
              ? `You're going to ${title}: the host approved your spot`
              : `The host couldn't approve your spot at ${title}`,
          detail: null,
          href: eventId ? `/event-details?id=${eventId}` : '/events',
          photo: null,
        };
      }
      if (kind === 'ticket_refunded') {
        return {
          text: `Your ticket to ${title} was refunded`,
          detail: 'It no longer admits you; the money went back to the card that paid.',
          href: '/events',
          photo: null,
        };
      }
      if (kind === 'cancelled') {
        return {
          text: `${title} was cancelled`,
          detail: str(p, 'message'),
          href: eventId ? `/event-cancelled?id=${eventId}` : '/events',
          photo: null,
        };
      }
      return {
        text: kind === 'published' && org ? `${org} published ${title}` : `${title} has changed`,
        detail: null,
        href: eventId ? `/event-details?id=${eventId}` : '/events',
        photo: null,
      };
    }
    case 'team': {
      const org = str(p, 'organizationName') ?? 'An organization';
      const role = str(p, 'role') === 'door' ? 'door staff' : 'a co-host';
      // Older notices (before joining took an answer) said the person was already added.
      if (!str(p, 'invitationId')) {
        return { text: `${org} added you as ${role}`, detail: null, href: '/host-center', photo: null };
      }
      return {
        text: `${org} invited you to join its team as ${role}`,
        detail: 'Accept or decline the invitation',
        href: '/team-invitations',
        photo: null,
      };
    }
    default:
      return { text: 'Something new on Mingle', detail: null, href: '/notifications', photo: null };
  }
}
