import { describe, expect, it } from 'vitest';
import { loggerOptions } from './lib/logger.ts';

describe('logs', () => {
  it('are JSON in production, short pretty lines in development, silent in tests', () => {
    expect(loggerOptions({ env: 'production', logLevel: 'info' })).toMatchObject({ level: 'info' });
    expect(loggerOptions({ env: 'production', logLevel: 'info' })).not.toHaveProperty('transport');
    expect(loggerOptions({ env: 'development', logLevel: 'debug' })).toMatchObject({
      level: 'debug',
      transport: { target: 'pino-pretty', options: { singleLine: true } },
    });
    expect(loggerOptions({ env: 'test', logLevel: 'info' })).toEqual({ level: 'silent' });
  });

  it('redact credentials and query parameters in production and development alike', () => {
    for (const env of ['production', 'development'] as const) {
      const { redact } = loggerOptions({ env, logLevel: 'info' }) as { redact: { paths: string[] } };
      expect(redact.paths).toEqual(
        expect.arrayContaining(['req.headers.authorization', '*.password', '*.refreshToken', '*.params']),
      );
    }
  });
});
