import type { Ticket } from '@mingle/shared/schemas/tickets';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type Envelope } from '../../../lib/api-client.ts';
import { ticketKeys } from './keys.ts';

/** POST shared/:token/claim: the ticket moves to the signed-in person, with a new code. */
export async function claimSharedTicket(token: string): Promise<Ticket> {
  const res = await api<Envelope<Ticket>>(`shared/${encodeURIComponent(token)}/claim`, { method: 'POST' });
  return res.data;
}

export function useClaimSharedTicket(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => claimSharedTicket(token),
    onSuccess: (ticket) => {
      queryClient.setQueryData(ticketKeys.one(ticket.id), ticket);
      // Not the shared link's own query: it stops working once claimed.
      void queryClient.invalidateQueries({ queryKey: ticketKeys.allMine });
    },
  });
}
