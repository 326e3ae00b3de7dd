import { PAGE_SIZE } from '@mingle/shared/constants';
import type { ChatSummary, ChatsPage } from '@mingle/shared/schemas/chat';
import type { AppContext } from '../../app-context.ts';
import { firstName } from '../guests/guest-card.ts';
import { type ChatRow, listChats, type MessageRow, toChatMessage } from './messages.repository.ts';

function toSummary(me: string, row: ChatRow): ChatSummary {
  const other = row.other_id
    ? { id: row.other_id, firstName: firstName(row.other_name), profilePhoto: row.other_photo }
    : null;
  // Contact Host reads as the organization to the guest and as the guest to the host.
  const title =
    row.kind === 'event'
      ? row.event_title
      : row.kind === 'host' && row.host_id !== me
        ? row.organization_name
        : (other?.firstName ?? null);
  return {
    roomId: row.room_id,
    kind: row.kind,
    eventId: row.event_id,
    title,
    otherUser: other,
    lastMessage: row.id ? toChatMessage(row as MessageRow) : null,
    unread: row.unread,
  };
}

/** GET chats: the rooms the person has opened, with their last message and unread count. */
export async function chatList(ctx: AppContext, me: string, page: number): Promise<ChatsPage> {
  const { rows, total } = await listChats(ctx.db, me, page);
  return {
    items: rows.map((r) => toSummary(me, r)),
    page,
    pageSize: PAGE_SIZE,
    total,
    hasMore: page * PAGE_SIZE < total,
  };
}
