import type { AnyNotificationType } from '@mingle/shared/schemas/notifications';
import type { Queryable } from '../../db/client.ts';

export async function insertNotification(
  q: Queryable,
  userId: string,
  type: AnyNotificationType,
  payload: Record<string, unknown>,
): Promise<{ id: string; created_at: Date }> {
  const row = await q.maybeOne<{ id: string; created_at: Date }>(
    'INSERT INTO notifications (user_id, type, payload) VALUES ($1, $2, $3) RETURNING id, created_at',
    [userId, type, JSON.stringify(payload)],
  );
  return row!;
}
