/** PostgreSQL's unique_violation, raised the same way by PGlite and node-postgres. */
export function isUniqueViolation(err: unknown): boolean {
  return typeof err === 'object' && err !== null && (err as { code?: unknown }).code === '23505';
}

/** PostgreSQL's foreign_key_violation: a row is still referenced (or references nothing). */
export function isForeignKeyViolation(err: unknown): boolean {
  return typeof err === 'object' && err !== null && (err as { code?: unknown }).code === '23503';
}
