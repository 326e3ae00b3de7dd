import type { ViewerConnectionStatus } from '@mingle/shared/schemas/social';

export type ConnectionRowStatus = 'pending' | 'declined' | 'matched' | 'unmatched';

/**
 * The viewer's side of a connection from the two directed rows. A declined request still reads
 * "sent" to its sender, and an unmatched pair has no status.
 */
export function viewerStatus(
  outgoing: ConnectionRowStatus | null,
  incoming: ConnectionRowStatus | null,
): ViewerConnectionStatus | null {
  if (outgoing === 'unmatched' || incoming === 'unmatched') return null;
  if (outgoing === 'matched') return 'Matched';
  if (outgoing === 'pending' || outgoing === 'declined') return 'Connection Request Sent';
  if (incoming === 'pending') return 'Request Received';
  return null;
}

/** SQL selecting `out_status` and `in_status` between the viewer ($viewer) and `u.id`. */
export const connectionColumnsSql = (viewer: string): string =>
  `(SELECT c.status FROM connections c WHERE c.from_user_id = ${viewer} AND c.to_user_id = u.id) AS out_status,
   (SELECT c.status FROM connections c WHERE c.from_user_id = u.id AND c.to_user_id = ${viewer}) AS in_status`;
