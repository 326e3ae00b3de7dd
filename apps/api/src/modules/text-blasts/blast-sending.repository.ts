import type { TeamRole } from '@mingle/shared/schemas/teams';
import type { RecipientStatus } from '@mingle/shared/schemas/text-blasts';
import type { Queryable } from '../../db/client.ts';

/** The SQL of sending: leases on blasts and recipients, one recipient claimed at a time. */

export interface ActiveBlast {
  body: string;
  organization_name: string;
  created_by: string | null;
  organization_id: string;
}

/**
 * The worker of `generation` takes (or keeps) the blast for another lease; undefined when the
 * blast was cancelled, finished, or another worker has taken over.
 */
export function renewBlastLease(
  db: Queryable,
  blastId: string,
  generation: number,
  leaseSeconds: number,
): Promise<ActiveBlast | undefined> {
  return db.maybeOne<ActiveBlast>(
    `UPDATE text_blasts SET status = 'sending', started_at = COALESCE(started_at, now()),
            lease_until = now() + make_interval(secs => $3), updated_at = now()
      WHERE id = $1 AND generation = $2 AND status IN ('queued', 'sending')
      RETURNING body, created_by, organization_id,
                (SELECT o.name FROM organizations o WHERE o.id = text_blasts.organization_id) AS organization_name`,
    [blastId, generation, leaseSeconds],
  );
}

export interface ClaimedRecipient {
  id: string;
  phone: string | null;
  status: Extract<RecipientStatus, 'sending' | 'skipped'>;
}

/**
 * Takes the next queued recipient and commits it as `sending` before anyone calls the provider
 * (or as `skipped` when the number opted out meanwhile or the account is gone). One statement,
 * so the state is durable the moment it returns.
 */
export function claimNextRecipient(
  db: Queryable,
  blastId: string,
  leaseSeconds: number,
): Promise<ClaimedRecipient | undefined> {
  return db.maybeOne<ClaimedRecipient>(
    `WITH next AS (
       SELECT id, phone, EXISTS (SELECT 1 FROM sms_opt_outs o WHERE o.phone = q.phone) AS opted_out
         FROM blast_recipients q WHERE blast_id = $1 AND status = 'queued'
        ORDER BY id LIMIT 1 FOR UPDATE SKIP LOCKED)
     UPDATE blast_recipients r
        SET status = CASE WHEN next.phone IS NULL OR next.opted_out THEN 'skipped' ELSE 'sending' END,
            error = CASE WHEN next.phone IS NULL THEN 'No phone number any more'
                         WHEN next.opted_out THEN 'Opted out' END,
            lease_until = now() + make_interval(secs => $2), updated_at = now()
       FROM next
      WHERE r.id = next.id
      RETURNING r.id, r.phone, r.status`,
    [blastId, leaseSeconds],
  );
}

/**
 * Records what the provider answered. A row a sweep already called `unknown` (the provider was
 * slower than the lease) gets the better answer; a final state is never changed.
 */
export async function recordOutcome(
  db: Queryable,
  recipientId: string,
  outcome: {
    status: Extract<RecipientStatus, 'sent' | 'delivered' | 'failed' | 'unknown'>;
    providerId?: string;
    error?: string;
  },
): Promise<void> {
  await db.query(
    `UPDATE blast_recipients SET status = $2, provider_id = COALESCE($3, provider_id), error = $4,
            lease_until = NULL, updated_at = now()
      WHERE id = $1 AND status IN ('sending', 'unknown')`,
    [recipientId, outcome.status, outcome.providerId ?? null, outcome.error ?? null],
  );
}

export async function hasQueuedRecipients(db: Queryable, blastId: string): Promise<boolean> {
  return Boolean(
    await db.maybeOne(`SELECT 1 FROM blast_recipients WHERE blast_id = $1 AND status = 'queued' LIMIT 1`, [
      blastId,
    ]),
  );
}

/**
 * A blast with nobody queued or in flight is done: `failed` when every message failed, else
 * `sent`. Returns whether it finished now.
 */
export async function finishIfDone(db: Queryable, blastId: string): Promise<boolean> {
  const row = await db.maybeOne(
    `UPDATE text_blasts b
        SET status = CASE WHEN EXISTS (SELECT 1 FROM blast_recipients WHERE blast_id = b.id)
                           AND NOT EXISTS (SELECT 1 FROM blast_recipients WHERE blast_id = b.id AND status <> 'failed')
                          THEN 'failed' ELSE 'sent' END,
            finished_at = now(), lease_until = NULL, updated_at = now()
      WHERE b.id = $1 AND b.status IN ('queued', 'sending')
        AND NOT EXISTS (SELECT 1 FROM blast_recipients
                         WHERE blast_id = b.id AND status IN ('queued', 'sending'))
      RETURNING b.id`,
    [blastId],
  );
  return Boolean(row);
}

/**
 * Messages in flight longer than their lease went down with their server: they may or may
 * not have left, so they are `unknown`, never sent again. Returns the blasts touched.
 */
export async function expireInFlight(db: Queryable): Promise<string[]> {
  const rows = await db.query<{ blast_id: string }>(
    `UPDATE blast_recipients
        SET status = 'unknown', lease_until = NULL, updated_at = now(),
            error = 'The server stopped while this message was being handed to the provider; it may or may not have been sent'
      WHERE status = 'sending' AND lease_until < now()
      RETURNING blast_id`,
  );
  return [...new Set(rows.map((r) => r.blast_id))];
}

/** Due blasts whose worker stopped renewing the lease get a new generation (a new worker). */
export function takeOverStalledBlasts(
  db: Queryable,
  leaseSeconds: number,
): Promise<{ id: string; generation: number }[]> {
  return db.query(
    `UPDATE text_blasts SET generation = generation + 1, lease_until = now() + make_interval(secs => $1),
            updated_at = now()
      WHERE status IN ('queued', 'sending') AND lease_until < now()
        AND (scheduled_at IS NULL OR scheduled_at <= now())
      RETURNING id, generation`,
    [leaseSeconds],
  );
}

/** Blasts still running with nothing queued or in flight (their last worker stopped after the last send). */
export async function unfinishedBlasts(db: Queryable): Promise<string[]> {
  const rows = await db.query<{ id: string }>(
    `SELECT b.id FROM text_blasts b WHERE b.status = 'sending'
        AND NOT EXISTS (SELECT 1 FROM blast_recipients r WHERE r.blast_id = b.id AND r.status IN ('queued', 'sending'))`,
  );
  return rows.map((r) => r.id);
}

/** The blast's organization's owner and team, each with their role (who may watch it is the teams rule). */
export function blastTeam(db: Queryable, blastId: string): Promise<{ user_id: string; role: TeamRole }[]> {
  return db.query(
    `SELECT o.owner_id AS user_id, 'owner' AS role
       FROM text_blasts b JOIN organizations o ON o.id = b.organization_id WHERE b.id = $1
     UNION
     SELECT m.user_id, m.role
       FROM text_blasts b JOIN organization_members m ON m.organization_id = b.organization_id WHERE b.id = $1`,
    [blastId],
  );
}

export function blastStatus(db: Queryable, blastId: string): Promise<{ status: string } | undefined> {
  return db.maybeOne('SELECT status FROM text_blasts WHERE id = $1', [blastId]);
}

/**
 * A provider's delivery report, found by the provider's id or, when the report overtook our own
 * record of that id, by the recipient named in the callback URL. It may arrive while the row
 * is still `sending`; the sender's own outcome then leaves the better answer in place.
 */
export function applyDeliveryReport(
  db: Queryable,
  report: { providerId: string; recipientId: string | null },
  status: Extract<RecipientStatus, 'delivered' | 'failed'>,
  error: string | null,
): Promise<{ blast_id: string } | undefined> {
  return db.maybeOne(
    `UPDATE blast_recipients
        SET status = $3, error = $4, provider_id = COALESCE(provider_id, $1), lease_until = NULL, updated_at = now()
      WHERE (provider_id = $1 OR (id = $2::uuid AND provider_id IS NULL))
        AND status IN ('sending', 'sent', 'unknown')
      RETURNING blast_id`,
    [report.providerId, report.recipientId, status, error],
  );
}
