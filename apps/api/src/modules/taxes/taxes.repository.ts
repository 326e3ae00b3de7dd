import type { Queryable } from '../../db/client.ts';

/** Both tables of 0034_taxes.sql have these columns: an event's tax and an organization's default. */
export interface TaxRow {
  mode: 'inclusive' | 'exclusive';
  rate_milli: number;
  name: string;
  registration_number: string | null;
}

export interface TaxValues {
  mode: 'inclusive' | 'exclusive';
  rateMilli: number;
  name: string;
  registrationNumber: string | null;
}

const COLUMNS = 'mode, rate_milli, name, registration_number';
const values = (v: TaxValues) => [v.mode, v.rateMilli, v.name, v.registrationNumber];

export function findEventTax(q: Queryable, eventId: string): Promise<TaxRow | undefined> {
  return q.maybeOne(`SELECT ${COLUMNS} FROM event_taxes WHERE event_id = $1`, [eventId]);
}

export async function saveEventTax(q: Queryable, eventId: string, v: TaxValues, now: Date): Promise<void> {
  await q.query(
    `INSERT INTO event_taxes (event_id, ${COLUMNS}, updated_at) VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT (event_id) DO UPDATE SET mode = $2, rate_milli = $3, name = $4, registration_number = $5,
       updated_at = $6`,
    [eventId, ...values(v), now],
  );
}

/** The tax removed, or undefined when the event had none. */
export function deleteEventTax(q: Queryable, eventId: string): Promise<TaxRow | undefined> {
  return q.maybeOne(`DELETE FROM event_taxes WHERE event_id = $1 RETURNING ${COLUMNS}`, [eventId]);
}

export function findTaxDefault(q: Queryable, organizationId: string): Promise<TaxRow | undefined> {
  return q.maybeOne(`SELECT ${COLUMNS} FROM organization_tax_defaults WHERE organization_id = $1`, [
    organizationId,
  ]);
}

export async function saveTaxDefault(
  q: Queryable,
  organizationId: string,
  v: TaxValues,
  now: Date,
): Promise<void> {
  await q.query(
    `INSERT INTO organization_tax_defaults (organization_id, ${COLUMNS}, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT (organization_id) DO UPDATE SET mode = $2, rate_milli = $3, name = $4,
       registration_number = $5, updated_at = $6`,
    [organizationId, ...values(v), now],
  );
}

export function deleteTaxDefault(q: Queryable, organizationId: string): Promise<TaxRow | undefined> {
  return q.maybeOne(`DELETE FROM organization_tax_defaults WHERE organization_id = $1 RETURNING ${COLUMNS}`, [
    organizationId,
  ]);
}

/** Gives the event the tax of another row (the organization's default, or the event it copies). */
export async function copyTax(
  q: Queryable,
  eventId: string,
  from: { organizationId: string } | { eventId: string },
): Promise<void> {
  const source =
    'organizationId' in from
      ? `SELECT ${COLUMNS} FROM organization_tax_defaults WHERE organization_id = $2`
      : `SELECT ${COLUMNS} FROM event_taxes WHERE event_id = $2`;
  await q.query(
    `INSERT INTO event_taxes (event_id, ${COLUMNS}) SELECT $1, ${COLUMNS} FROM (${source}) src
     ON CONFLICT (event_id) DO NOTHING`,
    [eventId, 'organizationId' in from ? from.organizationId : from.eventId],
  );
}
