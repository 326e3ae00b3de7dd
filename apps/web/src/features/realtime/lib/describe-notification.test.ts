import { describe, expect, it } from 'vitest';
import { describeNotification } from './describe-notification.ts';

const ROOM = '11111111-1111-4111-8111-111111111111';
const EVENT = '22222222-2222-4222-8222-222222222222';

describe('describeNotification', () => {
  it('says who wants to connect, and leads to the requests', () => {
    expect(describeNotification({ type: 'like', payload: { firstName: 'Ada', intent: 'Dating' } })).toEqual({
      text: 'Ada wants to connect',
      detail: 'Dating',
      href: '/matches',
      photo: null,
    });
  });

  it('leads a match and a message to the chat', () => {
    expect(describeNotification({ type: 'matched', payload: { firstName: 'Ada', roomId: ROOM } }).href).toBe(
      `/chats/${ROOM}`,
    );
    const message = describeNotification({
      type: 'message',
      payload: { firstName: 'Ada', roomId: ROOM, preview: 'See you there' },
    });
    expect(message).toMatchObject({ text: 'New message from Ada', detail: 'See you there' });
  });

  it('tells a guest what the host decided on their request', () => {
    expect(
      describeNotification({
        type: 'event',
        payload: { kind: 'rsvp', title: 'Jazz Night', eventId: EVENT, decision: 'approved' },
      }),
    ).toMatchObject({
      text: "You're going to Jazz Night: the host approved your spot",
      href: `/event-details?id=${EVENT}`,
    });
    expect(
      describeNotification({
        type: 'event',
        payload: { kind: 'rsvp', title: 'Jazz Night', decision: 'declined' },
      }).text,
    ).toBe("The host couldn't approve your spot at Jazz Night");
  });

  it('describes event news, including a cancellation with the host’s note', () => {
    expect(
      describeNotification({
        type: 'event',
        payload: { kind: 'published', title: 'Jazz Night', organizationName: 'Night Owls', eventId: EVENT },
      }),
    ).toMatchObject({ text: 'Night Owls published Jazz Night', href: `/event-details?id=${EVENT}` });
    expect(
      describeNotification({
        type: 'event',
        payload: { kind: 'cancelled', title: 'Jazz Night', eventId: EVENT, message: 'Storm' },
      }),
    ).toMatchObject({
      text: 'Jazz Night was cancelled',
      detail: 'Storm',
      href: `/event-cancelled?id=${EVENT}`,
    });
  });

  it('copes with a payload missing its fields', () => {
    expect(describeNotification({ type: 'matched', payload: { firstName: 42 } })).toMatchObject({
      text: 'You matched with Someone',
      href: '/matches',
    });
  });
});
