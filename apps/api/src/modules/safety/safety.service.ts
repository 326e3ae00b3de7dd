import {
  type BlockState,
  type ModerationPage,
  type ModerationReport,
  REPORT_HIDE_THRESHOLD,
  type ReportReceipt,
  type ReportRequest,
  type ReportStatusFilter,
} from '@mingle/shared/schemas/social';
import type { AppContext } from '../../app-context.ts';
import { AppError, forbidden, notFound } from '../../lib/app-error.ts';
import { firstName } from '../../lib/first-name.ts';
import { pageOf } from '../../lib/paging.ts';
import { accessChanged } from '../../realtime/access-changes.ts';
import { attendanceOf, findSocialEvent } from '../guests/index.ts';
import { type Authorized, authorize, recordActivity } from '../teams/index.ts';
import {
  deleteBlock,
  findReport,
  insertBlock,
  insertReport,
  listEventReports,
  markReviewed,
  type ReportRow,
  userExists,
} from './safety.repository.ts';

export { blockRelations, isBlockedEitherWay } from './safety.repository.ts';

async function requireOtherPerson(
  ctx: AppContext,
  me: string,
  userId: string,
  action: string,
): Promise<void> {
  if (me === userId) throw new AppError('VALIDATION_FAILED', `You cannot ${action} yourself`);
  if (!(await userExists(ctx.db, userId))) throw notFound('That person');
}

/** Blocking hides both people from each other everywhere, from the next request on. */
export async function blockUser(ctx: AppContext, me: string, userId: string): Promise<BlockState> {
  await requireOtherPerson(ctx, me, userId, 'block');
  await insertBlock(ctx.db, me, userId);
  await accessChanged(ctx, [me, userId]);
  return { blocked: true };
}

export async function unblockUser(ctx: AppContext, me: string, userId: string): Promise<BlockState> {
  await deleteBlock(ctx.db, me, userId);
  return { blocked: false };
}

/** A report also blocks. With an event, it goes to that event host's moderation list. */
export async function reportUser(
  ctx: AppContext,
  me: string,
  userId: string,
  request: { reason: ReportRequest['reason']; note: string | null; eventId?: string | undefined },
): Promise<ReportReceipt> {
  await requireOtherPerson(ctx, me, userId, 'report');
  const eventId = request.eventId ?? null;
  if (eventId) {
    if (!(await findSocialEvent(ctx.db, eventId))) throw notFound('That event');
    const attendance = await attendanceOf(ctx.db, eventId, me);
    if (!attendance.isGuest && !attendance.isHost) throw forbidden('Report from an event you attend');
  }
  const reportId = await ctx.db.transaction(async (tx) => {
    const id = await insertReport(tx, {
      reporterId: me,
      targetId: userId,
      eventId,
      reason: request.reason,
      note: request.note,
    });
    await insertBlock(tx, me, userId);
    return id;
  });
  await accessChanged(ctx, [me, userId]);
  return { reportId, blocked: true };
}

function toModerationReport(row: ReportRow): ModerationReport {
  return {
    id: row.id,
    target: { id: row.target_id, firstName: firstName(row.target_name), profilePhoto: row.target_photo },
    reason: row.reason,
    note: row.note,
    createdAt: row.created_at.toISOString(),
    reviewedAt: row.reviewed_at?.toISOString() ?? null,
    openReports: row.open_reports,
    hidden: row.open_reports >= REPORT_HIDE_THRESHOLD,
  };
}

async function requireHost(ctx: AppContext, me: string, eventId: string | null): Promise<Authorized> {
  if (!eventId) throw notFound('That event');
  return authorize(ctx.db, me, { eventId }, 'reports.moderate');
}

export async function moderationList(
  ctx: AppContext,
  me: string,
  eventId: string,
  query: { status: ReportStatusFilter; page: number },
): Promise<ModerationPage> {
  await requireHost(ctx, me, eventId);
  const { rows, total } = await listEventReports(ctx.db, eventId, query.status, query.page);
  return pageOf(rows.map(toModerationReport), query.page, total);
}

/** The host has looked at it: the report stops counting towards hiding its target. */
export async function reviewReport(ctx: AppContext, me: string, reportId: string): Promise<ModerationReport> {
  const report = await findReport(ctx.db, reportId);
  if (!report) throw notFound('That report');
  const { organizationId } = await requireHost(ctx, me, report.event_id);
  if (!report.reviewed_at) {
    await ctx.db.transaction(async (tx) => {
      await markReviewed(tx, reportId, me);
      await recordActivity(tx, {
        organizationId,
        actorId: me,
        action: 'report.reviewed',
        eventId: report.event_id,
        details: { reportId, reason: report.reason },
      });
    });
  }
  return toModerationReport((await findReport(ctx.db, reportId))!);
}
