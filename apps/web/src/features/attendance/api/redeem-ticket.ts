import type { RedeemedTicket, RedeemRequest } from '@mingle/shared/schemas/tickets';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type Envelope } from '../../../lib/api-client.ts';
import { attendanceKeys } from './keys.ts';

/** POST events/:id/redeem {code} (the event's host): admits the ticket's holder. */
export async function redeemTicket(eventId: string, code: string): Promise<RedeemedTicket> {
  const res = await api<Envelope<RedeemedTicket>>(`events/${encodeURIComponent(eventId)}/redeem`, {
    method: 'POST',
    body: { code } satisfies RedeemRequest,
  });
  return res.data;
}

export function useRedeemTicket(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => redeemTicket(eventId, code),
    onSettled: () => queryClient.invalidateQueries({ queryKey: attendanceKeys.list(eventId) }),
  });
}
