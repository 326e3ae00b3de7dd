/** PostgreSQL's unique_violation, raised the same way by PGlite and node-postgres. */
export function isUniqueViolation(err: unknown): boolean {
  return typeof err === 'object' && err !== null && (err as { code?: unknown }).code === '23505';
}

/** PostgreSQL's foreign_key_violation: a row is still referenced (or references nothing). */
export function isForeignKeyViolation(err: unknown): boolean {
  return typeof err === 'object' && err !== null && (err as { code?: unknown }).code === '23503';
}

const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENOTFOUND',
]);

/**
 * The database could not be reached or went away mid-query (outage, restart, failover): the
 * request may succeed when retried, so it is a 503, never a 500. SQLSTATE class 08 is a
 * connection exception; 57P01–57P03 an administrator shutdown, a crash restart, or "cannot
 * connect now".
 */
export function isDatabaseUnavailable(err: unknown): boolean {
  if (typeof err !== 'object' || err === null) return false;
  const { code, message } = err as { code?: unknown; message?: unknown };
  if (
    typeof code === 'string' &&
    (NETWORK_CODES.has(code) || code.startsWith('08') || /^57P0[123]$/.test(code))
  ) {
    return true;
  }
  return (
    typeof message === 'string' &&
    /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Connection ended unexpectedly/.test(
      message,
    )
  );
}
