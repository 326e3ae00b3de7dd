import { REPORT_HIDE_THRESHOLD } from '@mingle/shared/schemas/social';

/**
 * SQL fragments of the safety rules, so every query that lists people applies them the same
 * way. Arguments are SQL expressions (column names or $n placeholders), never user input.
 */

/** Neither person has blocked the other. */
export const notBlockedSql = (a: string, b: string): string =>
  `NOT EXISTS (SELECT 1 FROM blocks blk WHERE (blk.blocker_id = ${a} AND blk.blocked_id = ${b})
     OR (blk.blocker_id = ${b} AND blk.blocked_id = ${a}))`;

/** The ids of everyone the person blocked or was blocked by. */
export const blockRelationsSql = (user: string): string =>
  `SELECT blk.blocked_id AS id FROM blocks blk WHERE blk.blocker_id = ${user}
   UNION SELECT blk.blocker_id AS id FROM blocks blk WHERE blk.blocked_id = ${user}`;

/** Reported by fewer than three different people with reports not yet reviewed. */
export const notHiddenByReportsSql = (user: string): string =>
  `(SELECT count(DISTINCT rep.reporter_id) FROM reports rep
     WHERE rep.target_id = ${user} AND rep.reviewed_at IS NULL) < ${REPORT_HIDE_THRESHOLD}`;
