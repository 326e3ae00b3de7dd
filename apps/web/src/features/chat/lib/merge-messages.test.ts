import type { ChatMessage, MessagesPage } from '@mingle/shared/schemas/chat';
import { describe, expect, it } from 'vitest';
import type { PendingSend } from '../../../lib/realtime-client.ts';
import { mergeMessages } from './merge-messages.ts';

const ME = '11111111-1111-4111-8111-111111111111';
const ADA = '22222222-2222-4222-8222-222222222222';

let n = 0;
function msg(senderId: string, body: string, minute: number, clientId = `c${++n}`): ChatMessage {
  return {
    id: `00000000-0000-4000-8000-${String(++n).padStart(12, '0')}`,
    clientId,
    senderId,
    body,
    sentAt: new Date(Date.UTC(2026, 10, 22, 20, minute)).toISOString(),
  };
}

const page = (items: ChatMessage[], hasMore = false): MessagesPage => ({ items, hasMore, senders: [] });
const pending = (clientId: string, body: string, status: PendingSend['status'] = 'sending'): PendingSend => ({
  clientId,
  roomId: 'room',
  body,
  status,
  error: status === 'failed' ? { code: 'RATE_LIMITED', message: 'Slow down' } : null,
});

const bodies = (list: { body: string }[]) => list.map((m) => m.body);

describe('mergeMessages', () => {
  it('shows history pages (newest first from the API) oldest → newest', () => {
    const [a, b, c, d] = [msg(ADA, 'a', 1), msg(ME, 'b', 2), msg(ADA, 'c', 3), msg(ADA, 'd', 4)];
    const list = mergeMessages({
      pages: [page([d!, c!], true), page([b!, a!])],
      live: [],
      pending: [],
      deleted: new Set(),
      me: ME,
    });
    expect(bodies(list)).toEqual(['a', 'b', 'c', 'd']);
  });

  it('keeps the server order for messages sent in the same millisecond', () => {
    const [a, b] = [msg(ADA, 'first', 5), msg(ADA, 'second', 5)];
    const list = mergeMessages({
      pages: [page([b!, a!])],
      live: [],
      pending: [],
      deleted: new Set(),
      me: ME,
    });
    expect(bodies(list)).toEqual(['first', 'second']);
  });

  it('adds live messages after history, once each, even when history already has them', () => {
    const [a, b, c] = [msg(ADA, 'a', 1), msg(ADA, 'b', 2), msg(ADA, 'c', 3)];
    const list = mergeMessages({
      pages: [page([b!, a!])],
      live: [b!, c!, c!],
      pending: [],
      deleted: new Set(),
      me: ME,
    });
    expect(bodies(list)).toEqual(['a', 'b', 'c']);
  });

  it('puts your pending and failed sends last, and drops one once the server has it', () => {
    const stored = msg(ME, 'hello', 3, 'c-hello');
    const list = mergeMessages({
      pages: [page([msg(ADA, 'hi', 1)])],
      live: [stored],
      pending: [pending('c-hello', 'hello'), pending('c-late', 'late'), pending('c-fast', 'fast', 'failed')],
      deleted: new Set(),
      me: ME,
    });
    expect(list.map((m) => [m.body, m.status])).toEqual([
      ['hi', 'sent'],
      ['hello', 'sent'],
      ['late', 'sending'],
      ['fast', 'failed'],
    ]);
    expect(list[3]!.error).toBe('Slow down');
    // Your message keeps its key from the optimistic copy to the stored one, so it never blinks.
    expect(list[1]!.key).toBe('c:c-hello');
    expect(list[2]!.key).toBe('c:c-late');
  });

  it('does not take another person’s message with the same clientId for your pending one', () => {
    const theirs = msg(ADA, 'theirs', 2, 'same');
    const list = mergeMessages({
      pages: [],
      live: [theirs],
      pending: [pending('same', 'mine')],
      deleted: new Set(),
      me: ME,
    });
    expect(bodies(list)).toEqual(['theirs', 'mine']);
  });

  it('leaves out deleted messages, from history and from live', () => {
    const [a, b] = [msg(ADA, 'a', 1), msg(ADA, 'b', 2)];
    const list = mergeMessages({
      pages: [page([a!])],
      live: [b!],
      pending: [],
      deleted: new Set([a!.id, b!.id]),
      me: ME,
    });
    expect(list).toEqual([]);
  });
});
