import type { BlastStatus, RecipientStatus } from '@mingle/shared/schemas/text-blasts';
import type { Queryable } from '../../db/client.ts';

export interface HostEventRow {
  id: string;
  title: string | null;
  starts_at: Date | null;
  time_zone: string | null;
  status: string;
  ticket_types: { id: string; name: string }[];
}

/** The organization's events that have guests to text (not drafts), the latest first. */
export function listHostEvents(
  db: Queryable,
  organizationId: string,
  limit: number,
  offset: number,
): Promise<HostEventRow[]> {
  return db.query<HostEventRow>(
    `SELECT e.id, e.title, e.starts_at, e.time_zone, e.status,
            COALESCE((SELECT json_agg(json_build_object('id', tt.id, 'name', tt.name) ORDER BY tt.created_at)
                        FROM ticket_types tt WHERE tt.event_id = e.id), '[]') AS ticket_types
       FROM events e
      WHERE e.organization_id = $1 AND e.status <> 'draft'
      ORDER BY e.starts_at DESC NULLS LAST, e.id
      LIMIT $2 OFFSET $3`,
    [organizationId, limit, offset],
  );
}

export async function countHostEvents(db: Queryable, organizationId: string): Promise<number> {
  const row = await db.maybeOne<{ n: number }>(
    `SELECT count(*)::int AS n FROM events WHERE organization_id = $1 AND status <> 'draft'`,
    [organizationId],
  );
  return row!.n;
}

export function findEventOrganization(
  db: Queryable,
  eventId: string,
): Promise<{ organization_id: string; status: string } | undefined> {
  return db.maybeOne('SELECT organization_id, status FROM events WHERE id = $1', [eventId]);
}

export interface BlastRow {
  id: string;
  organization_id: string;
  organization_name: string;
  event_id: string | null;
  event_title: string | null;
  created_by: string | null;
  segments: string[];
  body: string;
  status: BlastStatus;
  scheduled_at: Date | null;
  queued_at: Date | null;
  started_at: Date | null;
  finished_at: Date | null;
  generation: number;
  created_at: Date;
}

const SELECT_BLAST = `
  SELECT b.id, b.organization_id, o.name AS organization_name, b.event_id, e.title AS event_title,
         b.created_by, b.segments, b.body, b.status, b.scheduled_at, b.queued_at, b.started_at,
         b.finished_at, b.generation, b.created_at
    FROM text_blasts b JOIN organizations o ON o.id = b.organization_id
    LEFT JOIN events e ON e.id = b.event_id`;

export async function insertBlast(
  db: Queryable,
  blast: {
    organizationId: string;
    eventId: string | null;
    createdBy: string;
    segments: string[];
    body: string;
  },
): Promise<string> {
  const row = await db.maybeOne<{ id: string }>(
    `INSERT INTO text_blasts (organization_id, event_id, created_by, segments, body)
     VALUES ($1, $2, $3, $4::text[], $5) RETURNING id`,
    [blast.organizationId, blast.eventId, blast.createdBy, blast.segments, blast.body],
  );
  return row!.id;
}

export function findBlast(db: Queryable, id: string, lock = false): Promise<BlastRow | undefined> {
  return db.maybeOne<BlastRow>(`${SELECT_BLAST} WHERE b.id = $1${lock ? ' FOR UPDATE OF b' : ''}`, [id]);
}

export function listBlasts(
  db: Queryable,
  organizationId: string,
  limit: number,
  offset: number,
): Promise<BlastRow[]> {
  return db.query<BlastRow>(
    `${SELECT_BLAST} WHERE b.organization_id = $1 ORDER BY b.created_at DESC, b.id DESC LIMIT $2 OFFSET $3`,
    [organizationId, limit, offset],
  );
}

export async function countBlasts(db: Queryable, organizationId: string): Promise<number> {
  const row = await db.maybeOne<{ n: number }>(
    'SELECT count(*)::int AS n FROM text_blasts WHERE organization_id = $1',
    [organizationId],
  );
  return row!.n;
}

export async function updateDraft(
  db: Queryable,
  id: string,
  changes: { segments?: string[] | undefined; body?: string | undefined },
): Promise<void> {
  await db.query(
    `UPDATE text_blasts SET segments = COALESCE($2::text[], segments), body = COALESCE($3, body), updated_at = now()
      WHERE id = $1 AND status = 'draft'`,
    [id, changes.segments ?? null, changes.body ?? null],
  );
}

export async function deleteDraft(db: Queryable, id: string): Promise<void> {
  await db.query(`DELETE FROM text_blasts WHERE id = $1 AND status = 'draft'`, [id]);
}

/** The name every blast of the organization starts with. */
export async function organizationName(db: Queryable, organizationId: string): Promise<string> {
  const row = await db.maybeOne<{ name: string }>('SELECT name FROM organizations WHERE id = $1', [
    organizationId,
  ]);
  return row?.name ?? '';
}

/** Serialises sends of one organization, so two at once can't both pass the daily limit. */
export async function lockOrganization(db: Queryable, organizationId: string): Promise<void> {
  await db.query('SELECT id FROM organizations WHERE id = $1 FOR UPDATE', [organizationId]);
}

/** Blasts sent (or scheduled) in the window, oldest first. */
export async function sendTimesSince(db: Queryable, organizationId: string, since: Date): Promise<Date[]> {
  const rows = await db.query<{ queued_at: Date }>(
    `SELECT queued_at FROM text_blasts
      WHERE organization_id = $1 AND queued_at > $2 AND status <> 'cancelled' ORDER BY queued_at`,
    [organizationId, since],
  );
  return rows.map((r) => r.queued_at);
}

export async function insertRecipients(
  db: Queryable,
  blastId: string,
  people: readonly { userId: string | null; name: string | null; phone: string }[],
): Promise<void> {
  if (people.length === 0) return;
  await db.query(
    `INSERT INTO blast_recipients (blast_id, user_id, name, phone, phone_last4)
     SELECT $1, p.user_id, p.name, p.phone, right(p.phone, 4)
       FROM unnest($2::uuid[], $3::text[], $4::text[]) AS p(user_id, name, phone)
     ON CONFLICT (blast_id, phone) DO NOTHING`,
    [blastId, people.map((p) => p.userId), people.map((p) => p.name), people.map((p) => p.phone)],
  );
}

/** Marks a draft sent: queued now, due at `scheduledAt`, owned by generation 0 until its lease ends. */
export async function markQueued(
  db: Queryable,
  id: string,
  scheduledAt: Date | null,
  leaseSeconds: number,
): Promise<void> {
  await db.query(
    `UPDATE text_blasts SET status = 'queued', queued_at = now(), scheduled_at = $2,
            lease_until = COALESCE($2::timestamptz, now()) + make_interval(secs => $3), updated_at = now()
      WHERE id = $1`,
    [id, scheduledAt, leaseSeconds],
  );
}

/** A queued blast that has not started yet stops; false when it already started (or isn't queued). */
export async function cancelQueued(db: Queryable, id: string): Promise<boolean> {
  const row = await db.maybeOne(
    `UPDATE text_blasts SET status = 'cancelled', finished_at = now(), lease_until = NULL, updated_at = now()
      WHERE id = $1 AND status = 'queued' AND started_at IS NULL RETURNING id`,
    [id],
  );
  if (row) {
    await db.query(
      `UPDATE blast_recipients SET status = 'skipped', error = 'Cancelled', updated_at = now()
        WHERE blast_id = $1 AND status = 'queued'`,
      [id],
    );
  }
  return Boolean(row);
}

export type StatusCounts = Partial<Record<RecipientStatus, number>>;

export async function recipientCounts(
  db: Queryable,
  blastIds: readonly string[],
): Promise<Map<string, StatusCounts>> {
  const rows = await db.query<{ blast_id: string; status: RecipientStatus; n: number }>(
    `SELECT blast_id, status, count(*)::int AS n FROM blast_recipients
      WHERE blast_id = ANY($1::uuid[]) GROUP BY blast_id, status`,
    [blastIds],
  );
  const out = new Map<string, StatusCounts>();
  for (const r of rows) {
    const counts = out.get(r.blast_id) ?? {};
    counts[r.status] = r.n;
    out.set(r.blast_id, counts);
  }
  return out;
}

export interface RecipientRow {
  id: string;
  name: string | null;
  phone_last4: string;
  status: RecipientStatus;
  error: string | null;
  updated_at: Date;
}

export function listRecipients(
  db: Queryable,
  blastId: string,
  status: RecipientStatus | undefined,
  limit: number,
  offset: number,
): Promise<RecipientRow[]> {
  return db.query<RecipientRow>(
    `SELECT id, name, phone_last4, status, error, updated_at FROM blast_recipients
      WHERE blast_id = $1 AND ($2::text IS NULL OR status = $2)
      ORDER BY name NULLS LAST, id LIMIT $3 OFFSET $4`,
    [blastId, status ?? null, limit, offset],
  );
}

export async function countRecipients(
  db: Queryable,
  blastId: string,
  status: RecipientStatus | undefined,
): Promise<number> {
  const row = await db.maybeOne<{ n: number }>(
    `SELECT count(*)::int AS n FROM blast_recipients WHERE blast_id = $1 AND ($2::text IS NULL OR status = $2)`,
    [blastId, status ?? null],
  );
  return row!.n;
}

/** A deleted account's number leaves every blast it was in; the host keeps the last 4 digits. */
export async function forgetRecipientPhones(db: Queryable, userId: string): Promise<void> {
  await db.query('UPDATE blast_recipients SET phone = NULL, name = NULL WHERE user_id = $1', [userId]);
}
