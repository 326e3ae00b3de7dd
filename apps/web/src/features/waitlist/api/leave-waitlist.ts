import { waitlistPaths } from '@mingle/shared/endpoints/waitlist.paths';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-call.ts';
import { waitlistKey } from './get-waitlist-entry.ts';

/** DELETE ticket-types/:id/waitlist: leave the line. */
export async function leaveWaitlist(ticketTypeId: string): Promise<void> {
  await call(waitlistPaths.leave, { params: { id: ticketTypeId } });
}

export function useLeaveWaitlist(ticketTypeId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => leaveWaitlist(ticketTypeId),
    onSuccess: () => queryClient.setQueryData(waitlistKey(ticketTypeId), null),
  });
}
