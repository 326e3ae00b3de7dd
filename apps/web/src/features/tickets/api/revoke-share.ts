import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { ticketKeys } from './keys.ts';

/** DELETE tickets/:id/share: the unclaimed link stops working. */
export async function revokeShare(ticketId: string): Promise<void> {
  await api(`tickets/${encodeURIComponent(ticketId)}/share`, { method: 'DELETE' });
}

export function useRevokeShare(ticketId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => revokeShare(ticketId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ticketKeys.one(ticketId) }),
  });
}
