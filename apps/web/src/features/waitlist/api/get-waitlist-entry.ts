import { waitlistPaths } from '@mingle/shared/endpoints/waitlist.paths';
import type { WaitlistEntry } from '@mingle/shared/schemas/orders';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-call.ts';
import { ApiError } from '../../../lib/api-client.ts';

export const waitlistKey = (ticketTypeId: string) => ['waitlist', ticketTypeId] as const;

/** GET ticket-types/:id/waitlist: the caller's place, or null when they are not waiting. */
export async function getWaitlistEntry(
  ticketTypeId: string,
  signal?: AbortSignal,
): Promise<WaitlistEntry | null> {
  try {
    const res = await call(waitlistPaths.get, { params: { id: ticketTypeId }, signal });
    return res.data ?? null;
  } catch (err) {
    if (err instanceof ApiError && err.status === 404) return null;
    throw err;
  }
}

export function useWaitlistEntry(ticketTypeId: string) {
  return useQuery(
    queryOptions({
      queryKey: waitlistKey(ticketTypeId),
      queryFn: ({ signal }) => getWaitlistEntry(ticketTypeId, signal),
      // An offer can arrive while the page is open.
      refetchInterval: 30_000,
    }),
  );
}
