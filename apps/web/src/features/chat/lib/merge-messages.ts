import type { ChatMessage, MessagesPage } from '@mingle/shared/schemas/chat';
import type { PendingSend } from '../../../lib/realtime-client.ts';

export interface DisplayMessage {
  /** Stable across the optimistic copy and the stored message: the clientId for your own. */
  key: string;
  id: string | null;
  clientId: string;
  senderId: string | null;
  body: string;
  sentAt: string | null;
  status: 'sent' | 'sending' | 'failed';
  error: string | null;
}

export interface MergeInput {
  /** History pages as the API gives them: each newest first, the newest page first. */
  pages: readonly MessagesPage[];
  /** Messages heard live, in the order they arrived. */
  live: readonly ChatMessage[];
  /** Your sends the server has not acknowledged yet. */
  pending: readonly PendingSend[];
  /** Messages removed while the room was open. */
  deleted: ReadonlySet<string>;
  me: string | null;
}

/**
 * One list, oldest → newest, from history, live messages and your pending sends: each message
 * once (by id, and by clientId for your own), deleted ones left out, pending ones last.
 */
export function mergeMessages({ pages, live, pending, deleted, me }: MergeInput): DisplayMessage[] {
  const byId = new Map<string, ChatMessage>();
  const oldestFirst = [...pages].reverse().flatMap((page) => [...page.items].reverse());
  for (const m of [...oldestFirst, ...live]) if (!byId.has(m.id)) byId.set(m.id, m);
  const stored = [...byId.values()]
    .filter((m) => !deleted.has(m.id))
    // Stable sort: messages with the same time keep the order the server gave them.
    .sort((a, b) => Date.parse(a.sentAt) - Date.parse(b.sentAt));
  const mine = new Set(stored.filter((m) => m.senderId === me).map((m) => m.clientId));
  const list: DisplayMessage[] = stored.map((m) => ({
    key: m.senderId === me ? `c:${m.clientId}` : m.id,
    id: m.id,
    clientId: m.clientId,
    senderId: m.senderId,
    body: m.body,
    sentAt: m.sentAt,
    status: 'sent',
    error: null,
  }));
  for (const p of pending) {
    if (mine.has(p.clientId)) continue;
    list.push({
      key: `c:${p.clientId}`,
      id: null,
      clientId: p.clientId,
      senderId: me,
      body: p.body,
      sentAt: null,
      status: p.status,
      error: p.error?.message ?? null,
    });
  }
  return list;
}
