import { waitlistPaths } from '@mingle/shared/endpoints/waitlist.paths';
import type { WaitlistEntry } from '@mingle/shared/schemas/orders';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-call.ts';
import { waitlistKey } from './get-waitlist-entry.ts';

/** POST ticket-types/:id/waitlist: join the line for a sold-out ticket type. */
export async function joinWaitlist(ticketTypeId: string): Promise<WaitlistEntry> {
  const res = await call(waitlistPaths.join, { params: { id: ticketTypeId } });
  return res.data;
}

export function useJoinWaitlist(ticketTypeId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => joinWaitlist(ticketTypeId),
    onSuccess: (entry) => queryClient.setQueryData(waitlistKey(ticketTypeId), entry),
  });
}
