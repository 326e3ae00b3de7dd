import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { waitlistKey } from './get-waitlist-entry.ts';

/** DELETE ticket-types/:id/waitlist: leave the line. */
export async function leaveWaitlist(ticketTypeId: string): Promise<void> {
  await api(`ticket-types/${encodeURIComponent(ticketTypeId)}/waitlist`, { method: 'DELETE' });
}

export function useLeaveWaitlist(ticketTypeId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => leaveWaitlist(ticketTypeId),
    onSuccess: () => queryClient.setQueryData(waitlistKey(ticketTypeId), null),
  });
}
