import { type TaxSetting, ZTaxSettingRequest } from '@mingle/shared/schemas/taxes';
import type { AppContext } from '../../app-context.ts';
import type { Queryable } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { authorize, recordActivity } from '../teams/index.ts';
import * as repo from './taxes.repository.ts';

/**
 * An event's tax and its organization's default (DESIGN §2 and §4 Taxes). Owners and co-hosts
 * set them (the teams rule for events). A change applies to orders placed after it: an order
 * keeps the tax it was placed with, so a change is allowed once tickets are sold.
 */

function toSetting(row: repo.TaxRow | undefined): TaxSetting | null {
  if (!row) return null;
  return {
    mode: row.mode,
    rateMilli: row.rate_milli,
    name: row.name,
    registrationNumber: row.registration_number,
  };
}

/**
 * Checks the body against the shared schema. The contract asks 422 naming the field for a
 * rate, mode or name out of bounds, so this runs in the service, not as the route's schema (400).
 */
function parseSetting(body: unknown): repo.TaxValues {
  const parsed = ZTaxSettingRequest.safeParse(body);
  if (parsed.success) return parsed.data;
  const fields: Record<string, string> = {};
  for (const issue of parsed.error.issues) fields[issue.path.join('.') || '_'] ??= issue.message;
  const first = Object.values(fields)[0] ?? 'The tax is not valid';
  throw new AppError('VALIDATION_FAILED', first, fields, 422);
}

const auditDetails = (v: repo.TaxValues | TaxSetting) => ({
  mode: v.mode,
  rateMilli: v.rateMilli,
  name: v.name,
});

export async function getEventTax(
  ctx: AppContext,
  userId: string,
  eventId: string,
): Promise<TaxSetting | null> {
  await authorize(ctx.db, userId, { eventId }, 'event.manage');
  return toSetting(await repo.findEventTax(ctx.db, eventId));
}

export async function setEventTax(
  ctx: AppContext,
  userId: string,
  eventId: string,
  body: unknown,
  now: Date,
): Promise<TaxSetting> {
  return ctx.db.transaction(async (tx) => {
    const { organizationId } = await authorize(tx, userId, { eventId }, 'event.manage');
    const values = parseSetting(body);
    await repo.saveEventTax(tx, eventId, values, now);
    await recordActivity(tx, {
      organizationId,
      actorId: userId,
      action: 'tax.set',
      eventId,
      details: auditDetails(values),
    });
    return toSetting(await repo.findEventTax(tx, eventId))!;
  });
}

/** New orders are untaxed; orders placed before keep their tax. */
export async function removeEventTax(
  ctx: AppContext,
  userId: string,
  eventId: string,
): Promise<{ removed: true }> {
  return ctx.db.transaction(async (tx) => {
    const { organizationId } = await authorize(tx, userId, { eventId }, 'event.manage');
    const removed = await repo.deleteEventTax(tx, eventId);
    if (removed) {
      await recordActivity(tx, {
        organizationId,
        actorId: userId,
        action: 'tax.removed',
        eventId,
        details: auditDetails(toSetting(removed)!),
      });
    }
    return { removed: true as const };
  });
}

export async function getTaxDefault(
  ctx: AppContext,
  userId: string,
  organizationId: string,
): Promise<TaxSetting | null> {
  await authorize(ctx.db, userId, { organizationId }, 'event.manage');
  return toSetting(await repo.findTaxDefault(ctx.db, organizationId));
}

/** The tax new events of the organization start with; existing events keep theirs. */
export async function setTaxDefault(
  ctx: AppContext,
  userId: string,
  organizationId: string,
  body: unknown,
  now: Date,
): Promise<TaxSetting> {
  return ctx.db.transaction(async (tx) => {
    await authorize(tx, userId, { organizationId }, 'event.manage');
    const values = parseSetting(body);
    await repo.saveTaxDefault(tx, organizationId, values, now);
    await recordActivity(tx, {
      organizationId,
      actorId: userId,
      action: 'tax_default.set',
      details: auditDetails(values),
    });
    return toSetting(await repo.findTaxDefault(tx, organizationId))!;
  });
}

export async function removeTaxDefault(
  ctx: AppContext,
  userId: string,
  organizationId: string,
): Promise<{ removed: true }> {
  return ctx.db.transaction(async (tx) => {
    await authorize(tx, userId, { organizationId }, 'event.manage');
    const removed = await repo.deleteTaxDefault(tx, organizationId);
    if (removed) {
      await recordActivity(tx, {
        organizationId,
        actorId: userId,
        action: 'tax_default.removed',
        details: auditDetails(toSetting(removed)!),
      });
    }
    return { removed: true as const };
  });
}

/** Called in the transaction that creates an event: it starts with its organization's default. */
export function applyTaxDefault(q: Queryable, eventId: string, organizationId: string): Promise<void> {
  return repo.copyTax(q, eventId, { organizationId });
}

/** Called in the transaction that duplicates an event: the copy keeps the original's tax. */
export function copyEventTax(q: Queryable, fromEventId: string, toEventId: string): Promise<void> {
  return repo.copyTax(q, toEventId, { eventId: fromEventId });
}
