import { PAGE_SIZE } from '@mingle/shared/constants';
import type { ReportReason, ReportStatusFilter } from '@mingle/shared/enums';
import type { Queryable } from '../../db/client.ts';
import { blockRelationsSql } from '../../db/sql/safety.sql.ts';

export async function userExists(db: Queryable, userId: string): Promise<boolean> {
  return Boolean(await db.maybeOne('SELECT 1 FROM users WHERE id = $1 AND deleted_at IS NULL', [userId]));
}

export async function insertBlock(db: Queryable, blockerId: string, blockedId: string): Promise<void> {
  await db.query('INSERT INTO blocks (blocker_id, blocked_id) VALUES ($1, $2) ON CONFLICT DO NOTHING', [
    blockerId,
    blockedId,
  ]);
}

export async function deleteBlock(db: Queryable, blockerId: string, blockedId: string): Promise<void> {
  await db.query('DELETE FROM blocks WHERE blocker_id = $1 AND blocked_id = $2', [blockerId, blockedId]);
}

export async function isBlockedEitherWay(db: Queryable, a: string, b: string): Promise<boolean> {
  return Boolean(
    await db.maybeOne(
      `SELECT 1 FROM blocks WHERE (blocker_id = $1 AND blocked_id = $2) OR (blocker_id = $2 AND blocked_id = $1)`,
      [a, b],
    ),
  );
}

/** Everyone with a block either way with the person. */
export async function blockRelations(db: Queryable, userId: string): Promise<string[]> {
  const rows = await db.query<{ id: string }>(blockRelationsSql('$1'), [userId]);
  return rows.map((r) => r.id);
}

export async function insertReport(
  db: Queryable,
  report: {
    reporterId: string;
    targetId: string;
    eventId: string | null;
    reason: ReportReason;
    note: string | null;
  },
): Promise<string> {
  const row = await db.maybeOne<{ id: string }>(
    `INSERT INTO reports (reporter_id, target_id, event_id, reason, note) VALUES ($1, $2, $3, $4, $5) RETURNING id`,
    [report.reporterId, report.targetId, report.eventId, report.reason, report.note],
  );
  return row!.id;
}

export interface ReportRow {
  id: string;
  event_id: string | null;
  target_id: string;
  target_name: string | null;
  target_photo: string | null;
  reason: ReportReason;
  note: string | null;
  created_at: Date;
  reviewed_at: Date | null;
  open_reports: number;
}

const REPORT_COLUMNS = `
  r.id, r.event_id, r.target_id, u.name AS target_name, u.profile_photo AS target_photo, r.reason, r.note,
  r.created_at, r.reviewed_at,
  (SELECT count(DISTINCT o.reporter_id)::int FROM reports o WHERE o.target_id = r.target_id AND o.reviewed_at IS NULL)
    AS open_reports`;

export async function listEventReports(
  db: Queryable,
  eventId: string,
  status: ReportStatusFilter,
  page: number,
): Promise<{ rows: ReportRow[]; total: number }> {
  const rows = await db.query<ReportRow & { total: number }>(
    `SELECT ${REPORT_COLUMNS}, count(*) OVER () AS total
       FROM reports r JOIN users u ON u.id = r.target_id
      WHERE r.event_id = $1
        AND ($2 = 'all' OR ($2 = 'open') = (r.reviewed_at IS NULL))
      ORDER BY r.created_at DESC, r.id DESC
      LIMIT $3 OFFSET $4`,
    [eventId, status, PAGE_SIZE, (page - 1) * PAGE_SIZE],
  );
  return { rows, total: rows[0]?.total ?? 0 };
}

export async function findReport(db: Queryable, reportId: string): Promise<ReportRow | undefined> {
  return db.maybeOne<ReportRow>(
    `SELECT ${REPORT_COLUMNS} FROM reports r JOIN users u ON u.id = r.target_id WHERE r.id = $1`,
    [reportId],
  );
}

export async function markReviewed(db: Queryable, reportId: string, reviewerId: string): Promise<void> {
  await db.query(
    'UPDATE reports SET reviewed_at = now(), reviewed_by = $2 WHERE id = $1 AND reviewed_at IS NULL',
    [reportId, reviewerId],
  );
}
