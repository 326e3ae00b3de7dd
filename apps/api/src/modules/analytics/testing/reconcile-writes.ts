import fc from 'fast-check';
import type { Db } from '../../../db/client.ts';
import { buildWorld, sell, type World } from './reconcile-world.ts';

export type { World } from './reconcile-world.ts';

/**
 * The writes of the reconcile property (../analytics-reconcile.test.ts): random writes straight
 * to the tables that move the analytics rollups, as of the test's `now`, in the small world of
 * reconcile-world.ts.
 */

/** One write, with indexes that pick among what exists (modulo its count). */
export type Action = { kind: string; a: number; b: number; c: number; hours: number };

const KINDS = [
  'buy',
  'buy',
  'buy',
  'pay',
  'refund',
  'scan',
  'scan',
  'transfer',
  'void',
  'deleteTicket',
  'rsvp',
  'rsvp',
  'unrsvp',
  'request',
  'request',
  'accept',
  'decline',
  'unmatch',
  'deleteRequest',
  'profile',
  'deleteAccount',
  'moveEvent',
  'approval',
];

export const action = fc.record({
  kind: fc.constantFrom(...KINDS),
  a: fc.nat(),
  b: fc.nat(),
  c: fc.nat(),
  // Up to 40 days back, in minutes, so writes land on every side of local midnights.
  hours: fc.integer({ min: 0, max: 40 * 24 * 60 }).map((m) => m / 60),
});

export function reconcileWrites(db: Db, now: Date) {
  const at = (hoursAgo: number) => new Date(now.getTime() - hoursAgo * 3_600_000);

  async function pick<T>(sql: string, values: unknown[], index: number): Promise<T | undefined> {
    const rows = await db.query<T>(sql, values);
    return rows.length === 0 ? undefined : rows[index % rows.length];
  }

  async function apply(w: World, x: Action): Promise<void> {
    const event = w.events[x.a % w.events.length]!;
    const user = w.users[x.b % w.users.length]!;
    const other = w.users[x.c % w.users.length]!;
    const when = at(x.hours);
    switch (x.kind) {
      case 'buy': {
        const typeId = event.typeIds[x.c % 2]!;
        await sell(db, event.id, typeId, user, when, 1 + (x.c % 3), x.c % 4 === 0 ? 300 : 0, x.c % 5 !== 0);
        return;
      }
      case 'pay': {
        const o = await pick<{ id: string }>(
          'SELECT id FROM orders WHERE event_id = $1 AND paid_at IS NULL ORDER BY id',
          [event.id],
          x.b,
        );
        if (o) await db.query(`UPDATE orders SET status = 'paid', paid_at = $2 WHERE id = $1`, [o.id, when]);
        return;
      }
      case 'refund': {
        const o = await pick<{ id: string }>(
          `SELECT id FROM orders WHERE event_id = $1 AND status = 'paid' ORDER BY id`,
          [event.id],
          x.b,
        );
        if (!o) return;
        await db.query(`UPDATE orders SET status = 'refunded', refunded_cents = total_cents WHERE id = $1`, [
          o.id,
        ]);
        await db.query(`UPDATE tickets SET status = 'refunded' WHERE order_id = $1`, [o.id]);
        await db.query(
          `INSERT INTO ledger_entries (order_id, event_id, organization_id, account, kind, amount_cents, currency, created_at)
           VALUES ($1, $2, $3, 'host', 'refund', -1, 'USD', $4)`,
          [o.id, event.id, w.orgId, when],
        );
        return;
      }
      case 'scan':
      case 'transfer':
      case 'void':
      case 'deleteTicket': {
        const t = await pick<{ id: string }>(
          `SELECT id FROM tickets WHERE event_id = $1 AND status IN ('valid', 'redeemed') ORDER BY id`,
          [event.id],
          x.b,
        );
        if (!t) return;
        if (x.kind === 'scan')
          await db.query(`UPDATE tickets SET status = 'redeemed', redeemed_at = $2 WHERE id = $1`, [
            t.id,
            when,
          ]);
        if (x.kind === 'transfer')
          await db.query('UPDATE tickets SET holder_id = $2 WHERE id = $1', [t.id, other]);
        if (x.kind === 'void') await db.query(`UPDATE tickets SET status = 'void' WHERE id = $1`, [t.id]);
        if (x.kind === 'deleteTicket') await db.query('DELETE FROM tickets WHERE id = $1', [t.id]);
        return;
      }
      case 'rsvp': {
        const answer = ['Yes', 'Maybe', 'No'][x.c % 3];
        const approval = x.c % 7 === 0 ? 'pending' : 'approved';
        await db.query(
          `INSERT INTO rsvps (event_id, user_id, answer, approval, created_at, updated_at) VALUES ($1, $2, $3, $4, $5, $5)
           ON CONFLICT (event_id, user_id) DO UPDATE SET answer = $3, approval = $4, updated_at = $5`,
          [event.id, user, answer, approval, when],
        );
        return;
      }
      case 'unrsvp':
        await db.query('DELETE FROM rsvps WHERE event_id = $1 AND user_id = $2', [event.id, user]);
        return;
      case 'request':
        if (user === other) return;
        await db.query(
          `INSERT INTO connections (from_user_id, to_user_id, event_id, status, created_at, updated_at)
           SELECT $1, $2, $3, 'pending', $4, $4
            WHERE NOT EXISTS (SELECT 1 FROM connections WHERE (from_user_id, to_user_id) IN (($1, $2), ($2, $1)))`,
          [user, other, event.id, when],
        );
        return;
      case 'accept':
      case 'decline': {
        const c = await pick<{ from_user_id: string; to_user_id: string; created_at: Date }>(
          `SELECT from_user_id, to_user_id, created_at FROM connections WHERE status = 'pending' AND event_id = $1
            ORDER BY from_user_id, to_user_id`,
          [event.id],
          x.b,
        );
        if (!c) return;
        const answered = new Date(Math.max(c.created_at.getTime(), when.getTime()));
        if (x.kind === 'decline') {
          await db.query(
            `UPDATE connections SET status = 'declined', updated_at = $3 WHERE from_user_id = $1 AND to_user_id = $2`,
            [c.from_user_id, c.to_user_id, answered],
          );
          return;
        }
        await db.query(
          `UPDATE connections SET status = 'matched', matched_at = $3, updated_at = $3 WHERE from_user_id = $1 AND to_user_id = $2`,
          [c.from_user_id, c.to_user_id, answered],
        );
        await db.query(
          `INSERT INTO connections (from_user_id, to_user_id, event_id, status, created_at, updated_at, matched_at)
           VALUES ($2, $1, $3, 'matched', $4, $4, $4)`,
          [c.from_user_id, c.to_user_id, event.id, answered],
        );
        return;
      }
      case 'unmatch':
      case 'deleteRequest': {
        const c = await pick<{ from_user_id: string; to_user_id: string }>(
          `SELECT from_user_id, to_user_id FROM connections WHERE event_id = $1 ORDER BY from_user_id, to_user_id`,
          [event.id],
          x.b,
        );
        if (!c) return;
        if (x.kind === 'unmatch')
          await db.query(
            `UPDATE connections SET status = 'unmatched' WHERE status = 'matched' AND (from_user_id, to_user_id) IN (($1, $2), ($2, $1))`,
            [c.from_user_id, c.to_user_id],
          );
        else
          await db.query('DELETE FROM connections WHERE from_user_id = $1 AND to_user_id = $2', [
            c.from_user_id,
            c.to_user_id,
          ]);
        return;
      }
      case 'profile':
        await db.query(
          `UPDATE users SET gender = (ARRAY['Man', 'Woman', NULL])[1 + $2 % 3], intent = (ARRAY['Dating', NULL])[1 + $2 % 2],
                            birthdate = CASE WHEN $2 % 4 = 0 THEN NULL ELSE birthdate + ($2 % 3 - 1) END WHERE id = $1`,
          [user, x.c],
        );
        return;
      case 'deleteAccount':
        await db.query('UPDATE users SET deleted_at = $2 WHERE id = $1', [user, when]);
        return;
      case 'moveEvent':
        await db.query(
          `UPDATE events SET starts_at = starts_at + $2 * interval '1 hour', ends_at = COALESCE(ends_at + $2 * interval '1 hour', $3)
            WHERE id = $1`,
          [event.id, (x.c % 97) - 48, when],
        );
        return;
      case 'approval':
        await db.query('UPDATE events SET approval_required = NOT approval_required WHERE id = $1', [
          event.id,
        ]);
        return;
    }
  }

  return { world: () => buildWorld(db, at), apply };
}
