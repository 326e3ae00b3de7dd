/**
 * SQL: the event's tax as every surface needs it, `{mode, rateMilli, name}` as JSON, or NULL for
 * an untaxed event (0034_taxes.sql). The argument is an SQL expression (a column), never input.
 */
export const eventTaxSql = (event: string): string =>
  `(SELECT json_build_object('mode', etx.mode, 'rateMilli', etx.rate_milli, 'name', etx.name)
      FROM event_taxes etx WHERE etx.event_id = ${event})`;
