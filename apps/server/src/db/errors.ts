const UNIQUE_VIOLATION = '23505';
const FOREIGN_KEY_VIOLATION = '23503';

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

/** True when the error is a foreign-key violation (a row pointing to none), optionally of the named constraint. */
export function isForeignKeyViolation(error: unknown, constraint?: string): boolean {
  const e = driverError(error);
  if (e?.code !== FOREIGN_KEY_VIOLATION) return false;
  return constraint === undefined || e.constraint === constraint;
}

// What a database error may tell the logs: never the query's parameter values (passwords, hashes, tokens, personal
// data), nor the driver's `detail` and `where`, which quote them.
const LOGGABLE_KEYS = [
  'code',
  'severity',
  'constraint',
  'schema',
  'table',
  'column',
  'routine',
  'query',
] as const;
const PARAMS_LINE = '\nparams: ';

const isQueryError = (error: object) =>
  ['params', 'parameters', 'query'].some((key) => key in error) ||
  (error as Error).message?.includes(PARAMS_LINE);

function copyWithoutValues(error: Error & Record<string, unknown>, depth: number): Error {
  const cut = error.message.indexOf(PARAMS_LINE);
  const message = cut < 0 ? error.message : error.message.slice(0, cut);
  const copy = new Error(message, {
    cause: depth < 3 && isErrorObject(error.cause) ? copyWithoutValues(error.cause, depth + 1) : undefined,
  });
  copy.name =
    error.constructor?.name && error.constructor.name !== 'Object' ? error.constructor.name : error.name;
  // The stack starts with the original message (parameters included): keep only its frames.
  const head = `${error.name}: ${error.message}`;
  const frames =
    typeof error.stack === 'string' && error.stack.startsWith(head) ? error.stack.slice(head.length) : '';
  copy.stack = `${copy.name}: ${message}${frames}`;
  for (const key of LOGGABLE_KEYS)
    if (typeof error[key] === 'string') Object.assign(copy, { [key]: error[key] });
  return copy;
}

const isErrorObject = (value: unknown): value is Error & Record<string, unknown> =>
  typeof value === 'object' && value !== null && typeof (value as Error).message === 'string';

/** The error as the logs may show it: a failed query keeps its SQL text and SQLSTATE, loses its values. */
export function loggableDbError(error: unknown): unknown {
  if (!isErrorObject(error)) return error;
  let current: unknown = error;
  for (let depth = 0; depth < 4 && isErrorObject(current); depth += 1) {
    if (isQueryError(current)) {
      // The SQLSTATE and constraint of the driver's error, on top, where the logs show them.
      const { code, constraint } = driverError(error) ?? {};
      return Object.assign(copyWithoutValues(error, 0), { code, constraint });
    }
    current = current.cause;
  }
  return error;
}
