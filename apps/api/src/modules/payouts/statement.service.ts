import { centsToDecimal } from '@mingle/shared/money';
import { salesFigures } from '@mingle/shared/price-lines';
import { PAYOUT_CURRENCY, type Statement, type ZStatementQuery } from '@mingle/shared/schemas/payouts';
import type { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { toCsv } from '../../lib/csv.ts';
import { payoutOrganizationFor } from './payouts.service.ts';
import * as repo from './statement.repository.ts';

type Query = z.output<typeof ZStatementQuery>;

const DAY_MS = 24 * 60 * 60 * 1000;

function filterFor(organizationId: string, query: Query): repo.StatementFilter {
  return {
    organizationId,
    currency: PAYOUT_CURRENCY,
    from: query.from ? new Date(`${query.from}T00:00:00Z`) : null,
    // `to` is a whole day: everything before the next midnight.
    to: query.to ? new Date(new Date(`${query.to}T00:00:00Z`).getTime() + DAY_MS) : null,
    eventId: query.eventId ?? null,
  };
}

/** Gross, discounts, buyer fees, refunds and net per event and overall, for a date range. */
export async function getStatement(ctx: AppContext, userId: string, query: Query): Promise<Statement> {
  const org = await payoutOrganizationFor(ctx.db, userId);
  const filter = filterFor(org.id, query);
  const [rows, payoutsCents] = await Promise.all([
    repo.statementByEvent(ctx.db, filter),
    repo.payoutsInRange(ctx.db, filter),
  ]);
  const byEvent = rows.map((r) => ({
    eventId: r.event_id,
    title: r.title ?? 'Untitled event',
    endsAt: r.ends_at.toISOString(),
    ...salesFigures(r),
    buyerFeesCents: r.fees,
  }));
  const sum = (key: 'grossCents' | 'discountCents' | 'buyerFeesCents' | 'refundsCents' | 'netCents') =>
    byEvent.reduce((acc, e) => acc + e[key], 0);
  return {
    currency: PAYOUT_CURRENCY,
    from: query.from ?? null,
    to: query.to ?? null,
    eventId: query.eventId ?? null,
    grossCents: sum('grossCents'),
    discountCents: sum('discountCents'),
    buyerFeesCents: sum('buyerFeesCents'),
    refundsCents: sum('refundsCents'),
    netCents: sum('netCents'),
    payoutsCents,
    byEvent,
  };
}

const LINE_TYPES: Record<string, string> = {
  'host:sale': 'ticket sale (after discounts)',
  'platform:fee': 'buyer fee (kept by Mingle)',
  'host:refund': 'refund',
  'host:payout': 'payout requested',
  'host:payout_returned': 'payout returned',
  'host_bank:payout_paid': 'payout paid',
};

const HEADER = [
  'date',
  'type',
  'event',
  'event_id',
  'order_id',
  'payout_id',
  'amount_cents',
  'amount',
  'currency',
];

/** The statement's ledger lines as CSV: a header row, one line per ledger entry, oldest first. */
export async function getStatementCsv(ctx: AppContext, userId: string, query: Query): Promise<string> {
  const org = await payoutOrganizationFor(ctx.db, userId);
  const lines = await repo.ledgerLines(ctx.db, filterFor(org.id, query));
  const rows = lines.map((l) => [
    l.created_at.toISOString(),
    LINE_TYPES[`${l.account}:${l.kind}`] ?? `${l.account} ${l.kind}`,
    l.title ?? '',
    l.event_id ?? '',
    l.order_id ?? '',
    l.payout_id ?? '',
    String(l.amount_cents),
    centsToDecimal(l.amount_cents),
    l.currency,
  ]);
  return toCsv(HEADER, rows);
}
