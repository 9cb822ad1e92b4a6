/** SQLSTATEs of a database that is down, restarting or out of connections (class 08, 57P0x, 53300). */
const UNAVAILABLE_STATES = /^(08...|57P0[1-3]|53300)$/;
/** Socket errors of a connection that could not be made or was cut. */
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EAI_AGAIN']);
/** What node-postgres says when a connection ends or cannot be had in time (these errors have no code). */
const DRIVER_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error',
  'Cannot use a pool after calling end',
];

/**
 * Whether an error means the database cannot be reached right now (stopped, restarting, network cut, no connection
 * free), as opposed to a query it refused: the request may succeed later, so it answers 503, not 500. Drizzle wraps
 * the driver's error, so the causes are looked at too.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && typeof current === 'object' && current !== null; depth += 1) {
    const { code, message } = current as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && (UNAVAILABLE_STATES.test(code) || NETWORK_CODES.has(code))) return true;
    if (typeof message === 'string' && DRIVER_MESSAGES.some((text) => message.includes(text))) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
