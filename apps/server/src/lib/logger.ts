import { createRequire } from 'node:module';
import pino, { type DestinationStream, type LoggerOptions } from 'pino';
import type { Config } from '../config.ts';
import { loggableDbError } from '../db/errors.ts';

/**
 * Fields pino replaces wherever they are logged: credentials, tokens (sessions, 2FA, reset and invitation links, device
 * cookies, GPS trackers, calendars), checkpoint codes, mail bodies, hashes and query parameters.
 */
export const LOG_REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'headers.authorization',
  'headers.cookie',
  'headers["set-cookie"]',
  ...['password', 'currentPassword', 'newPassword', 'passwordHash', 'token', 'accessToken', 'refreshToken']
    .concat(['twoFactorToken', 'deviceToken', 'device_id', 'deviceid', 'calendarToken', 'checkpointCode'])
    .concat(['twoFASecret', 'secret', 'params', 'parameters', 'text', 'html'])
    .flatMap((key) => [key, `*.${key}`]),
  // A body's `code` (2FA, checkpoint) and `id` (OsmAnd's device token); elsewhere these keys name harmless values.
  ...['body.code', 'body.id', '*.body.code', '*.body.id'],
];

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

// Secrets that may still sit inside a text (a message, an error, a stack, a URL): argon2 hashes, JWTs, bearer
// credentials, the values of query parameters, and long random tokens (32 random bytes in base64url or hex are
// 43 or 64 characters; an id, a UUID, stays).
const SECRET_TEXT: [RegExp, string | ((match: string) => string)][] = [
  [/\$argon2[a-z]*\$[^\s,'"]*/g, '[hash]'],
  [/\beyJ[\w-]+\.[\w-]+\.[\w-]*/g, '[jwt]'],
  [/\b(Bearer|Basic)\s+[^\s,'"]+/gi, '$1 [secret]'],
  [/([?&][^=&#\s'"<>?]+=)[^&#\s'"<>]+/g, '$1[secret]'],
  [/[\w-]{32,}/g, (match) => (UUID.test(match) || !/\d/.test(match) ? match : '[token]')],
];

/** The text with every secret it may hold blanked out. */
export const scrub = (text: string): string =>
  SECRET_TEXT.reduce((t, [pattern, by]) => t.replace(pattern, by as string), text);

const SECRET_PARAM = /token|code|secret|key|password/i;

/**
 * The path of a request as logs show it: no query string, a route parameter named like a secret (`:token`, `:code`)
 * blanked, and any token-like part of an unknown path too.
 */
export function loggedPath(request: {
  url: string;
  params?: unknown;
  routeOptions?: { url?: string };
}): string {
  const path = scrub(request.url.split('?')[0] ?? '');
  const route = request.routeOptions?.url;
  const params = (request.params ?? {}) as Record<string, unknown>;
  if (!route || !Object.keys(params).some((name) => SECRET_PARAM.test(name))) return path;
  return route.replace(/:(\w+)/g, (_, name: string) =>
    SECRET_PARAM.test(name) ? '[secret]' : scrub(String(params[name] ?? '')),
  );
}

/** Strings of the logged object (and of the plain objects and arrays in it) scrubbed; errors go to their serializer. */
const scrubLogged = (value: unknown, depth = 0): unknown => {
  if (typeof value === 'string') return scrub(value);
  if (!value || typeof value !== 'object' || depth > 5) return value;
  if (Array.isArray(value)) return value.map((item) => scrubLogged(item, depth + 1));
  const proto = Object.getPrototypeOf(value) as unknown;
  if (proto !== Object.prototype && proto !== null) return value;
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, scrubLogged(v, depth + 1)]));
};

/** pino's error serializer, on an error stripped of query values, with secrets blanked out of its texts. */
export function serializeError(error: unknown): unknown {
  const serialized = pino.stdSerializers.err(loggableDbError(error) as Error) as unknown;
  if (!serialized || typeof serialized !== 'object')
    return typeof serialized === 'string' ? scrub(serialized) : serialized;
  return Object.fromEntries(
    Object.entries(serialized).map(([key, value]) => [key, typeof value === 'string' ? scrub(value) : value]),
  );
}

const safety = {
  redact: { paths: LOG_REDACT_PATHS, censor: '[secret]' },
  formatters: { log: (object: Record<string, unknown>) => scrubLogged(object) as Record<string, unknown> },
  serializers: {
    err: serializeError,
    msg: (message: unknown) => (typeof message === 'string' ? scrub(message) : message),
    // Fastify's request serializer, without the query string or tokens of the URL.
    req: (request: { method: string; url: string; ip?: string }) => ({
      method: request.method,
      url: loggedPath(request),
      remoteAddress: request.ip,
    }),
  },
};

/**
 * JSON logs in production (for a log collector); short coloured lines in development, when pino-pretty (a development
 * dependency) is installed; nothing in tests, unless a test hands a stream to read them. Secrets are always redacted.
 */
export function loggerOptions(
  config: Pick<Config, 'env' | 'logLevel'>,
  stream?: DestinationStream,
): LoggerOptions & { stream?: DestinationStream } {
  if (stream) return { level: config.logLevel, stream, ...safety };
  if (config.env === 'test') return { level: 'silent' };
  if (config.env === 'production' || !hasPrettyLogs()) return { level: config.logLevel, ...safety };
  return {
    level: config.logLevel,
    ...safety,
    transport: {
      target: 'pino-pretty',
      options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname,reqId', singleLine: true },
    },
  };
}

const hasPrettyLogs = (): boolean => {
  try {
    createRequire(import.meta.url).resolve('pino-pretty');
    return true;
  } catch {
    return false;
  }
};
