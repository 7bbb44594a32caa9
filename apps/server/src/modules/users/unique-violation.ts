/**
 * The unique index a failed insert or update ran into, or null when the error is something else.
 * node-postgres and PGlite both report SQLSTATE 23505 with the constraint name; drizzle wraps them in `cause`.
 */
export function uniqueViolation(err: unknown): string | null {
  for (let e = err as { code?: unknown; constraint?: unknown; cause?: unknown } | undefined, depth = 0; e && depth < 4; e = e.cause as typeof e, depth++) {
    if (e.code === '23505') return typeof e.constraint === 'string' ? e.constraint : '';
  }
  return null;
}
