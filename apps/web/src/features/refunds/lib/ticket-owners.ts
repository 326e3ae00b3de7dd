import type { RefundRequest } from '@mingle/shared/schemas/tickets';

/**
 * Whose tickets a request covers, in words: "Gina’s 2 tickets", or "Fred’s ticket (claimed from
 * the buyer)" for one a friend holds, so the host knows who stops being admitted.
 */
export function ticketOwners(request: RefundRequest): string[] {
  const byHolder = new Map<string, { name: string; count: number; friend: boolean }>();
  for (const t of request.tickets) {
    const key = t.holder?.id ?? 'gone';
    const entry = byHolder.get(key) ?? {
      name: t.holder?.firstName ?? 'A deleted account',
      count: 0,
      friend: t.claimedByFriend,
    };
    entry.count += 1;
    byHolder.set(key, entry);
  }
  return [...byHolder.values()].map((h) => {
    const what = h.count === 1 ? 'ticket' : `${h.count} tickets`;
    const possessive = h.name.endsWith('s') ? `${h.name}’` : `${h.name}’s`;
    return h.friend ? `${possessive} ${what} (claimed from the buyer)` : `${possessive} ${what}`;
  });
}
