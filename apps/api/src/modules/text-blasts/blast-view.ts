import type { Blast, BlastCounts, BlastSegment, RecipientStatus } from '@mingle/shared/schemas/text-blasts';
import { measureSms } from '@mingle/shared/sms-segments';
import type { Queryable } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';
import { resolveAudience } from './audience.ts';
import * as repo from './text-blasts.repository.ts';

/** A blast as the host sees it: its message measured, counts by recipient state and progress. */

function countsOf(raw: repo.StatusCounts): { counts: BlastCounts; progress: number } {
  const pick = (s: RecipientStatus) => raw[s] ?? 0;
  const counts: BlastCounts = {
    total: 0,
    queued: pick('queued'),
    sending: pick('sending'),
    sent: pick('sent'),
    delivered: pick('delivered'),
    failed: pick('failed'),
    skipped: pick('skipped'),
    unknown: pick('unknown'),
  };
  counts.total = Object.values(raw).reduce((a, b) => a + (b ?? 0), 0);
  const done = counts.total - counts.queued - counts.sending;
  return { counts, progress: counts.total === 0 ? 0 : done / counts.total };
}

export async function toBlasts(db: Queryable, rows: repo.BlastRow[]): Promise<Blast[]> {
  const counts = await repo.recipientCounts(
    db,
    rows.map((r) => r.id),
  );
  return Promise.all(
    rows.map(async (row) => {
      const measured = measureSms(row.body, row.organization_name);
      const { counts: c, progress } = countsOf(counts.get(row.id) ?? {});
      const recipientCount =
        row.status === 'draft'
          ? (
              await resolveAudience(
                db,
                { organizationId: row.organization_id, eventId: row.event_id },
                row.segments as BlastSegment[],
              ).catch(() => ({ reachable: 0 }))
            ).reachable
          : c.total;
      const iso = (d: Date | null) => d?.toISOString() ?? null;
      return {
        id: row.id,
        organizationId: row.organization_id,
        eventId: row.event_id,
        eventTitle: row.event_title,
        segments: row.segments,
        body: row.body,
        status: row.status,
        recipientCount,
        characters: measured.characters,
        smsSegments: measured.smsSegments,
        encoding: measured.encoding,
        scheduledAt: iso(row.scheduled_at),
        createdAt: row.created_at.toISOString(),
        queuedAt: iso(row.queued_at),
        startedAt: iso(row.started_at),
        finishedAt: iso(row.finished_at),
        counts: c,
        progress: row.status === 'sent' || row.status === 'failed' ? 1 : progress,
      };
    }),
  );
}

export async function blastView(db: Queryable, blastId: string): Promise<Blast> {
  const row = await repo.findBlast(db, blastId);
  if (!row) throw notFound('That blast');
  const [blast] = await toBlasts(db, [row]);
  return blast!;
}
