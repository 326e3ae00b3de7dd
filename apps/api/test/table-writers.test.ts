import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * One writer per table (docs/adr/0016-typed-jobs-and-table-writers.md): every INSERT, UPDATE
 * and DELETE on a table sits in the module that owns it; any other module calls that module's
 * index.ts. A writer is a module (apps/api/src/modules/<name>/) or, below the modules, a folder
 * of apps/api/src (`jobs`, `plugins`, `providers/messaging`, `db`).
 */
const OWNERS: Record<string, string> = {
  blast_recipients: 'text-blasts',
  blocks: 'safety',
  chat_members: 'chat',
  chat_rooms: 'chat',
  connections: 'connections',
  event_notices: 'events',
  event_taxes: 'taxes',
  events: 'events',
  idempotency_keys: 'orders',
  invitations: 'invitations',
  jobs: 'jobs',
  ledger_entries: 'orders',
  member_invitations: 'teams',
  messages: 'chat',
  notifications: 'notifications',
  order_items: 'orders',
  orders: 'orders',
  organization_activity: 'teams',
  organization_members: 'teams',
  organization_tax_defaults: 'taxes',
  organizations: 'organizations',
  otp_challenges: 'auth',
  // The dev provider stores what it "sends"; the dev-outbox module reads it.
  outbox_messages: 'providers/messaging',
  payout_accounts: 'payouts',
  payouts: 'payouts',
  pending_event_changes: 'events',
  promo_codes: 'events',
  refund_request_tickets: 'refunds',
  refund_requests: 'refunds',
  reports: 'safety',
  rsvps: 'rsvps',
  schema_migrations: 'db',
  // Every request reads and touches its session below the modules; auth opens and ends them there.
  sessions: 'plugins',
  sms_opt_outs: 'text-blasts',
  stripe_events: 'payments-webhooks',
  subscriptions: 'subscriptions',
  text_blasts: 'text-blasts',
  ticket_types: 'events',
  tickets: 'orders',
  users: 'users',
  waitlist_entries: 'waitlist',
};

/** The tables with a second writer, each with the ADR that says why (at most two). */
const SECOND_WRITERS: Record<string, { writer: string; adr: string }> = {
  // An account is created by its first sign-in, before it has a profile.
  users: { writer: 'auth', adr: '0016-typed-jobs-and-table-writers.md' },
  // An offer is settled by the checkout statement that pays its order, in one round trip.
  waitlist_entries: { writer: 'orders', adr: '0013-order-and-ticket-lifecycle.md' },
};

/**
 * Counters owned apart from their row: the events module defines ticket types and promo codes,
 * the orders module alone moves their `sold` and `used` counts (ADR 0013). Such a writer may
 * only UPDATE … SET that column.
 */
const COUNTERS: Record<string, { writer: string; column: string }> = {
  ticket_types: { writer: 'orders', column: 'sold' },
  promo_codes: { writer: 'orders', column: 'used' },
};

const SRC = join(import.meta.dirname, '../src');

/** Production sources: no tests, no test fixtures, no migrations (the schema, not a writer). */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory())
      return entry.name === 'migrations' || entry.name === 'testing' ? [] : sourceFiles(path);
    return /\.ts$/.test(entry.name) && !/(\.test|-fixtures|\.d)\.ts$/.test(entry.name) ? [path] : [];
  });
}

function writerOf(file: string): string {
  const parts = relative(SRC, file).split('/');
  return parts[0] === 'modules' ? parts[1]! : parts.slice(0, -1).join('/');
}

/** `FOR UPDATE`, `FOR NO KEY UPDATE` and `ON CONFLICT … DO UPDATE` lock or upsert: not a new target. */
const WRITE =
  /(?<![A-Za-z_])(?:(?<!(?:FOR|KEY|DO)\s+)UPDATE|INSERT\s+INTO|DELETE\s+FROM)\s+(?:ONLY\s+)?([a-z_][a-z0-9_]*)/g;

function writtenTables(sql: string): string[] {
  return [...sql.matchAll(WRITE)].map((m) => m[1]!);
}

/** Whether every write to `table` in `sql` is an UPDATE that sets `column` alone. */
function onlySetsCounter(sql: string, table: string, column: string): boolean {
  const writes = [...sql.matchAll(WRITE)].filter((m) => m[1] === table);
  const counter = new RegExp(
    `^UPDATE\\s+${table}(?:\\s+[a-z]+)?\\s+SET\\s+${column}\\s*=\\s*(?:[a-z]+\\.)?${column}\\s*[-+][^,]*?\\s(?:FROM|WHERE)\\s`,
  );
  return writes.every((m) => counter.test(sql.slice(m.index).replace(/\s+/g, ' ')));
}

function writers(): Map<string, Map<string, Set<string>>> {
  const byTable = new Map<string, Map<string, Set<string>>>();
  for (const file of sourceFiles(SRC)) {
    for (const table of writtenTables(readFileSync(file, 'utf8'))) {
      const byWriter = byTable.get(table) ?? new Map<string, Set<string>>();
      byWriter.set(writerOf(file), (byWriter.get(writerOf(file)) ?? new Set()).add(relative(SRC, file)));
      byTable.set(table, byWriter);
    }
  }
  return byTable;
}

describe('one writer per table', () => {
  const found = writers();

  it('reads INSERT, UPDATE and DELETE targets, not row locks or upserts', () => {
    const sql = `WITH a AS (UPDATE orders o SET status = 'paid' WHERE id IN (SELECT id FROM x FOR UPDATE)),
      b AS (INSERT INTO tickets (id) VALUES (1) ON CONFLICT (id) DO UPDATE SET id = 1),
      c AS (SELECT 1 FROM ticket_types FOR NO KEY UPDATE SKIP LOCKED)
      DELETE FROM ONLY jobs WHERE true`;
    expect(writtenTables(sql)).toEqual(['orders', 'tickets', 'jobs']);
  });

  it('finds the writes it is meant to police', () => {
    expect(found.get('jobs')?.get('jobs')).toContain('jobs/job-queue.ts');
    expect(found.get('users')?.get('users')).toContain('modules/users/users.repository.ts');
    expect(found.size).toBeGreaterThan(30);
  });

  it('knows the owner of every table written', () => {
    expect([...found.keys()].filter((table) => !(table in OWNERS))).toEqual([]);
  });

  it('lists only owners that write their table', () => {
    const stale = Object.entries(OWNERS).filter(([table, owner]) => !found.get(table)?.has(owner));
    expect(stale).toEqual([]);
  });

  it('has no table written by a module other than its owner', () => {
    const strays: string[] = [];
    for (const [table, byWriter] of found) {
      for (const [writer, files] of byWriter) {
        if (writer === OWNERS[table] || writer === SECOND_WRITERS[table]?.writer) continue;
        const counter = COUNTERS[table];
        if (
          counter?.writer === writer &&
          [...files].every((f) => onlySetsCounter(readFileSync(join(SRC, f), 'utf8'), table, counter.column))
        )
          continue;
        strays.push(
          `${table} is written by ${writer} (${[...files].join(', ')}); its owner is ${OWNERS[table]}`,
        );
      }
    }
    expect(strays).toEqual([]);
  });

  it('lets the writer of a counter set that counter and nothing else', () => {
    const claim = 'UPDATE ticket_types tt SET sold = tt.sold + w.quantity FROM wanted w WHERE tt.id = w.id';
    expect(onlySetsCounter(claim, 'ticket_types', 'sold')).toBe(true);
    expect(
      onlySetsCounter('UPDATE promo_codes SET used = used - 1 WHERE id = $1', 'promo_codes', 'used'),
    ).toBe(true);
    expect(
      onlySetsCounter(
        'UPDATE ticket_types SET sold = 0, price_cents = 1 WHERE id = $1',
        'ticket_types',
        'sold',
      ),
    ).toBe(false);
    expect(onlySetsCounter('UPDATE ticket_types SET name = $2 WHERE id = $1', 'ticket_types', 'sold')).toBe(
      false,
    );
    expect(onlySetsCounter('DELETE FROM ticket_types WHERE id = $1', 'ticket_types', 'sold')).toBe(false);
  });

  it('keeps the second writers few, each with its ADR', () => {
    expect(Object.keys(SECOND_WRITERS).length).toBeLessThanOrEqual(2);
    for (const { adr } of Object.values(SECOND_WRITERS)) {
      expect(readdirSync(join(import.meta.dirname, '../../../docs/adr'))).toContain(adr);
    }
  });
});
