import { ticketsPaths } from '@mingle/shared/endpoints/tickets.paths';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-call.ts';
import { ticketKeys } from './keys.ts';

/** DELETE tickets/:id/share: the unclaimed link stops working. */
export async function revokeShare(ticketId: string): Promise<void> {
  await call(ticketsPaths.revokeShare, { params: { id: ticketId } });
}

export function useRevokeShare(ticketId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => revokeShare(ticketId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ticketKeys.one(ticketId) }),
  });
}
