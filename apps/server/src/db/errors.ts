const UNIQUE_VIOLATION = '23505';

type PgLikeError = { code?: unknown; constraint?: unknown; cause?: unknown };

/** Drizzle wraps driver errors (pg and PGlite alike) in its own; the SQLSTATE sits on the error or its cause. */
function driverError(error: unknown): PgLikeError | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 3 && current && typeof current === 'object'; depth += 1) {
    const e = current as PgLikeError;
    if (typeof e.code === 'string') return e;
    current = e.cause;
  }
  return undefined;
}

/** True when the error is a unique-constraint violation, optionally of the named constraint or index. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const e = driverError(error);
  if (e?.code !== UNIQUE_VIOLATION) return false;
  return constraint === undefined || e.constraint === constraint;
}
