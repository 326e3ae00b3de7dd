import type { ChatRoom, ChatSender, ChatSummary, ChatsPage } from '@mingle/shared/schemas/chat';
import type { AppContext } from '../../app-context.ts';
import { notFound } from '../../lib/app-error.ts';
import { firstName } from '../../lib/first-name.ts';
import { pageOf } from '../../lib/paging.ts';
import { requireRoomAccess } from './chat-access.ts';
import { type ChatRow, listChats, type MessageRow, toChatMessage } from './messages.repository.ts';
import { findRoomSummary } from './rooms.repository.ts';

type TitleRow = Pick<
  ChatRow,
  'kind' | 'event_title' | 'organization_name' | 'host_id' | 'other_id' | 'other_name' | 'other_photo'
>;

function otherUser(row: TitleRow): ChatSender | null {
  return row.other_id
    ? { id: row.other_id, firstName: firstName(row.other_name), profilePhoto: row.other_photo }
    : null;
}

/** Contact Host reads as the organization to the guest and as the guest to the host. */
function roomTitle(me: string, row: TitleRow): string | null {
  if (row.kind === 'event') return row.event_title;
  if (row.kind === 'host' && row.host_id !== me) return row.organization_name;
  return otherUser(row)?.firstName ?? null;
}

function toSummary(me: string, row: ChatRow): ChatSummary {
  return {
    roomId: row.room_id,
    kind: row.kind,
    eventId: row.event_id,
    title: roomTitle(me, row),
    otherUser: otherUser(row),
    lastMessage: row.id ? toChatMessage(row as MessageRow) : null,
    unread: row.unread,
  };
}

/** GET chats: the rooms the person has opened, with their last message and unread count. */
export async function chatList(ctx: AppContext, me: string, page: number): Promise<ChatsPage> {
  const { rows, total } = await listChats(ctx.db, me, page);
  return pageOf(
    rows.map((r) => toSummary(me, r)),
    page,
    total,
  );
}

/** GET chats/:roomId: for the people who may use the room right now (as for its messages). */
export async function chatRoom(ctx: AppContext, me: string, roomId: string): Promise<ChatRoom> {
  const access = await requireRoomAccess(ctx, me, roomId);
  const row = await findRoomSummary(ctx.db, roomId, me);
  if (!row) throw notFound('That chat');
  return {
    roomId: row.room_id,
    kind: row.kind,
    eventId: row.event_id,
    event: row.event_id
      ? {
          id: row.event_id,
          title: row.event_title,
          startsAt: row.event_starts_at ? row.event_starts_at.toISOString() : null,
        }
      : null,
    title: roomTitle(me, row),
    otherUser: otherUser(row),
    memberCount: row.member_count,
    canModerate: access.moderates,
  };
}
