import type { AttendancePage } from '@mingle/shared/schemas/tickets';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api, type Envelope } from '../../../lib/api-client.ts';
import { attendanceKeys } from './keys.ts';

/** Live counts at the door: asked again every 5 s. */
export const ATTENDANCE_REFRESH_MS = 5000;

/** GET events/:id/attendance?page (host only): the tickets with who has arrived, and the counts. */
export async function getAttendance(
  eventId: string,
  page: number,
  signal?: AbortSignal,
): Promise<AttendancePage> {
  const res = await api<Envelope<AttendancePage>>(`events/${encodeURIComponent(eventId)}/attendance`, {
    query: { page },
    signal,
  });
  return res.data;
}

export function useAttendance(eventId: string) {
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: attendanceKeys.list(eventId),
      queryFn: ({ pageParam, signal }) => getAttendance(eventId, pageParam, signal),
      initialPageParam: 1,
      getNextPageParam: (last) => (last.hasMore ? last.page + 1 : undefined),
      refetchInterval: ATTENDANCE_REFRESH_MS,
      staleTime: 0,
    }),
  );
}
