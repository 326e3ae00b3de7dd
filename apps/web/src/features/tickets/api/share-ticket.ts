import { ticketsPaths } from '@mingle/shared/endpoints/tickets.paths';
import type { TicketShare } from '@mingle/shared/schemas/tickets';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-call.ts';
import { ticketKeys } from './keys.ts';

/** POST tickets/:id/share: a new link for a friend (it replaces any earlier unclaimed one). */
export async function shareTicket(ticketId: string): Promise<TicketShare> {
  const res = await call(ticketsPaths.share, { params: { id: ticketId } });
  return res.data;
}

export function useShareTicket(ticketId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => shareTicket(ticketId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ticketKeys.one(ticketId) }),
  });
}
