import { createRequire } from 'node:module';
import pino, { type DestinationStream, type LoggerOptions } from 'pino';
import type { Config } from '../config.ts';
import { loggableDbError } from '../db/errors.ts';

/** Fields pino replaces wherever they are logged: credentials, tokens, hashes and query parameters. */
export const LOG_REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'headers.authorization',
  'headers.cookie',
  ...['password', 'currentPassword', 'newPassword', 'passwordHash', 'token', 'accessToken', 'refreshToken']
    .concat(['twoFASecret', 'secret', 'params', 'parameters'])
    .flatMap((key) => [key, `*.${key}`]),
];

// Secrets that may still sit inside a text (an error message, a stack): argon2 hashes, JWTs, bearer credentials.
const SECRET_TEXT: [RegExp, string][] = [
  [/\$argon2[a-z]*\$[^\s,'"]*/g, '[hash]'],
  [/\beyJ[\w-]+\.[\w-]+\.[\w-]*/g, '[jwt]'],
  [/\b(Bearer|Basic)\s+[^\s,'"]+/gi, '$1 [secret]'],
];
const scrub = (text: string) => SECRET_TEXT.reduce((t, [pattern, by]) => t.replace(pattern, by), text);

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
  serializers: { err: serializeError },
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
