import type { OtpChannel } from '@mingle/shared/enums';
import type { Queryable } from '../../db/client.ts';

/** Advisory-lock namespaces: sends to one destination, and from one client address, queue up. */
const LOCK_DESTINATION = 71_001;
const LOCK_CLIENT_IP = 71_002;

export type { OtpChannel };

export interface SendStats {
  /**
   * Seconds since the newest code to this destination that is still unused; null when none this
   * hour. The resend delay guards an outstanding code: once it has signed someone in, signing in
   * again is a new request, not a resend (a used code still counts towards the hourly limit).
   */
  secondsSinceLast: number | null;
  destinationSends: number;
  /** Seconds until the oldest send of the hour window leaves it. */
  destinationWindowResetSeconds: number;
  ipSends: number;
  ipWindowResetSeconds: number;
}

/**
 * Serialises concurrent sends to the same destination and from the same address across every
 * server (the lock lives in the database), so the limits cannot be raced. Call inside a transaction.
 */
export async function lockSendSlot(tx: Queryable, destination: string, clientIp: string): Promise<void> {
  await tx.query('SELECT pg_advisory_xact_lock($1, hashtext($2))', [LOCK_DESTINATION, destination]);
  await tx.query('SELECT pg_advisory_xact_lock($1, hashtext($2))', [LOCK_CLIENT_IP, clientIp]);
}

export async function sendStats(tx: Queryable, destination: string, clientIp: string): Promise<SendStats> {
  const row = await tx.maybeOne<{
    since_last: number | null;
    dest_count: number;
    dest_reset: number | null;
    ip_count: number;
    ip_reset: number | null;
  }>(
    `WITH d AS (
       SELECT created_at, consumed_at FROM otp_challenges
        WHERE destination = $1 AND created_at > now() - interval '1 hour'
     ), i AS (
       SELECT created_at FROM otp_challenges
        WHERE client_ip = $2 AND created_at > now() - interval '1 hour'
     )
     SELECT
       (SELECT EXTRACT(EPOCH FROM now() - max(created_at))::float8 FROM d WHERE consumed_at IS NULL) AS since_last,
       (SELECT count(*)::int FROM d) AS dest_count,
       (SELECT EXTRACT(EPOCH FROM min(created_at) + interval '1 hour' - now())::float8 FROM d) AS dest_reset,
       (SELECT count(*)::int FROM i) AS ip_count,
       (SELECT EXTRACT(EPOCH FROM min(created_at) + interval '1 hour' - now())::float8 FROM i) AS ip_reset`,
    [destination, clientIp],
  );
  return {
    secondsSinceLast: row?.since_last ?? null,
    destinationSends: row?.dest_count ?? 0,
    destinationWindowResetSeconds: Math.max(1, Math.ceil(row?.dest_reset ?? 0)),
    ipSends: row?.ip_count ?? 0,
    ipWindowResetSeconds: Math.max(1, Math.ceil(row?.ip_reset ?? 0)),
  };
}

export async function insertChallenge(
  tx: Queryable,
  c: {
    id: string;
    channel: OtpChannel;
    destination: string;
    codeHash: string;
    clientIp: string;
    ttlSeconds: number;
  },
): Promise<void> {
  await tx.query(
    `INSERT INTO otp_challenges (id, channel, destination, code_hash, client_ip, expires_at)
     VALUES ($1, $2, $3, $4, $5, now() + make_interval(secs => $6))`,
    [c.id, c.channel, c.destination, c.codeHash, c.clientIp, c.ttlSeconds],
  );
  // Keeps the table small without a background job: old codes of this destination are useless.
  await tx.query(
    `DELETE FROM otp_challenges WHERE destination = $1 AND created_at < now() - interval '1 day'`,
    [c.destination],
  );
}

export async function deleteChallenge(db: Queryable, id: string): Promise<void> {
  await db.query('DELETE FROM otp_challenges WHERE id = $1', [id]);
}

/**
 * Spends one try on the newest code of the destination, atomically, before the code is compared:
 * concurrent guesses can never get more than the allowed number of comparisons.
 */
export async function reserveAttempt(
  db: Queryable,
  channel: OtpChannel,
  destination: string,
  maxAttempts: number,
): Promise<{ id: string; code_hash: string; attempts: number } | undefined> {
  return db.maybeOne(
    `WITH latest AS (
       SELECT id FROM otp_challenges WHERE channel = $1 AND destination = $2
        ORDER BY created_at DESC, id DESC LIMIT 1
     )
     UPDATE otp_challenges c SET attempts = c.attempts + 1
       FROM latest
      WHERE c.id = latest.id AND c.attempts < $3 AND c.consumed_at IS NULL AND c.expires_at > now()
      RETURNING c.id, c.code_hash, c.attempts`,
    [channel, destination, maxAttempts],
  );
}

/** Why the newest code of a destination cannot be tried (or undefined when there is none). */
export async function latestChallengeState(
  db: Queryable,
  channel: OtpChannel,
  destination: string,
): Promise<{ attempts: number; consumed: boolean; expired: boolean } | undefined> {
  return db.maybeOne(
    `SELECT attempts, consumed_at IS NOT NULL AS consumed, expires_at <= now() AS expired
       FROM otp_challenges WHERE channel = $1 AND destination = $2
      ORDER BY created_at DESC, id DESC LIMIT 1`,
    [channel, destination],
  );
}

/** Marks the code used; false when someone else used it first. */
export async function consumeChallenge(tx: Queryable, id: string): Promise<boolean> {
  const row = await tx.maybeOne(
    'UPDATE otp_challenges SET consumed_at = now() WHERE id = $1 AND consumed_at IS NULL RETURNING id',
    [id],
  );
  return row !== undefined;
}

/** A right code that was not used (no account yet) does not count as a wrong try. */
export async function refundAttempt(db: Queryable, id: string): Promise<void> {
  await db.query('UPDATE otp_challenges SET attempts = GREATEST(attempts - 1, 0) WHERE id = $1', [id]);
}

/**
 * Erases the address from a deleted account's codes. The rows stay (without the address) so the
 * per-client-address hourly limit still counts them.
 */
export async function eraseChallengesFor(tx: Queryable, destinations: string[]): Promise<void> {
  if (destinations.length === 0) return;
  await tx.query(
    `UPDATE otp_challenges SET destination = 'erased', code_hash = '', consumed_at = coalesce(consumed_at, now())
      WHERE destination = ANY($1::text[])`,
    [destinations],
  );
}
