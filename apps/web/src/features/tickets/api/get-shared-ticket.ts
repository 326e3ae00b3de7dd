import { ticketsPaths } from '@mingle/shared/endpoints/tickets.paths';
import type { SharedTicket } from '@mingle/shared/schemas/tickets';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-call.ts';
import { ticketKeys } from './keys.ts';

/** GET shared/:token (public): what the friend sees before claiming; never the code. */
export async function getSharedTicket(token: string, signal?: AbortSignal): Promise<SharedTicket> {
  const res = await call(ticketsPaths.shared, { params: { token }, signal });
  return res.data;
}

export function useSharedTicket(token: string) {
  return useQuery(
    queryOptions({
      queryKey: ticketKeys.shared(token),
      queryFn: ({ signal }) => getSharedTicket(token, signal),
      enabled: token.length > 0,
    }),
  );
}
