import { eventKeys } from '../../event/api/event-keys.ts';

/**
 * Query-cache keys of chats. An event's chat room sits under its event's detail key, so
 * answering the RSVP (which refreshes the event) re-checks access to the event chat too.
 */
export const chatKeys = {
  all: ['chat'] as const,
  list: ['chat', 'list'] as const,
  messages: (roomId: string) => ['chat', 'messages', roomId] as const,
  room: (roomId: string) => ['chat', 'room', roomId] as const,
  eventRoom: eventKeys.chatRoom,
};
