import type { TicketShare } from '@mingle/shared/schemas/tickets';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type Envelope } from '../../../lib/api-client.ts';
import { ticketKeys } from './keys.ts';

/** POST tickets/:id/share: a new link for a friend (it replaces any earlier unclaimed one). */
export async function shareTicket(ticketId: string): Promise<TicketShare> {
  const res = await api<Envelope<TicketShare>>(`tickets/${encodeURIComponent(ticketId)}/share`, {
    method: 'POST',
  });
  return res.data;
}

export function useShareTicket(ticketId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => shareTicket(ticketId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ticketKeys.one(ticketId) }),
  });
}
