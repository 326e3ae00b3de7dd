import { safetyPaths } from '@mingle/shared/endpoints/safety.paths';
import type { ReportReceipt, ReportRequest } from '@mingle/shared/schemas/social';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-call.ts';

export interface ReportInput extends ReportRequest {
  userId: string;
}

/**
 * POST users/:id/report: goes to the moderation list of the event's host (when an event is
 * given) and blocks the person too.
 */
export async function reportUser({ userId, ...body }: ReportInput): Promise<ReportReceipt> {
  const res = await call(safetyPaths.report, { params: { id: userId }, body });
  return res.data;
}

/** A report also blocks, so everything on screen is fetched again, as after a block. */
export function useReportUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reportUser,
    onSuccess: () => {
      void queryClient.invalidateQueries();
    },
  });
}
