import { ticketsPaths } from '@mingle/shared/endpoints/tickets.paths';
import type { Ticket } from '@mingle/shared/schemas/tickets';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-call.ts';
import { ticketKeys } from './keys.ts';

/** POST shared/:token/claim: the ticket moves to the signed-in person, with a new code. */
export async function claimSharedTicket(token: string): Promise<Ticket> {
  const res = await call(ticketsPaths.claim, { params: { token } });
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
