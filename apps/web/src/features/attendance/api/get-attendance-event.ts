import { eventsPaths } from '@mingle/shared/endpoints/events.paths';
import type { Event } from '@mingle/shared/schemas/events';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-call.ts';
import { attendanceKeys } from './keys.ts';

/** GET events/:id: the event being checked in (its title and date for the header). */
export async function getAttendanceEvent(eventId: string, signal?: AbortSignal): Promise<Event> {
  const res = await call(eventsPaths.get, { params: { id: eventId }, signal });
  return res.data;
}

export function useAttendanceEvent(eventId: string) {
  return useQuery(
    queryOptions({
      queryKey: attendanceKeys.event(eventId),
      queryFn: ({ signal }) => getAttendanceEvent(eventId, signal),
    }),
  );
}
