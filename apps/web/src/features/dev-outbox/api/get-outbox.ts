import { devOutboxPaths } from '@mingle/shared/endpoints/dev-outbox.paths';
import type { OutboxMessage } from '@mingle/shared/schemas/auth';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-call.ts';

/** GET dev/outbox?to=…: messages kept instead of sent outside production, newest first. */
export async function getOutbox(to: string, signal?: AbortSignal): Promise<OutboxMessage[]> {
  const res = await call(devOutboxPaths.list, { query: { to }, signal });
  return [...res.data.items].sort((a, b) => b.sentAt.localeCompare(a.sentAt));
}

export function outboxQueryOptions(to: string) {
  return queryOptions({
    queryKey: ['dev-outbox', to] as const,
    queryFn: ({ signal }) => getOutbox(to, signal),
    // A developer waits here for the next code: always ask again.
    staleTime: 0,
  });
}

export function useOutbox(to: string) {
  return useQuery(outboxQueryOptions(to));
}
