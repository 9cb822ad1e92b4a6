import { describe, expect, it } from 'vitest';
import { loggerOptions } from './app.ts';

describe('logs', () => {
  it('are JSON in production, short pretty lines in development, silent in tests', () => {
    expect(loggerOptions({ env: 'production', logLevel: 'info' })).toEqual({ level: 'info' });
    expect(loggerOptions({ env: 'development', logLevel: 'debug' })).toMatchObject({
      level: 'debug',
      transport: { target: 'pino-pretty', options: { singleLine: true } },
    });
    expect(loggerOptions({ env: 'test', logLevel: 'info' })).toEqual({ level: 'silent' });
  });
});
