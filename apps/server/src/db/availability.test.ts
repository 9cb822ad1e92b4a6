import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './availability.ts';

const withCode = (code: string) => Object.assign(new Error('x'), { code });

describe('database unavailable', () => {
  it('recognises a stopped, restarting or unreachable server, also wrapped by the query builder', () => {
    expect(isDatabaseUnavailable(withCode('57P01'))).toBe(true);
    expect(isDatabaseUnavailable(withCode('08006'))).toBe(true);
    expect(isDatabaseUnavailable(withCode('ECONNREFUSED'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    const wrapped = new Error('Failed query: select 1\nparams: ', { cause: withCode('57P03') });
    expect(isDatabaseUnavailable(wrapped)).toBe(true);
  });

  it('leaves query errors alone: a constraint, a syntax error, anything else', () => {
    expect(isDatabaseUnavailable(withCode('23505'))).toBe(false);
    expect(isDatabaseUnavailable(withCode('42601'))).toBe(false);
    expect(isDatabaseUnavailable(new Error('boom'))).toBe(false);
    expect(isDatabaseUnavailable(undefined)).toBe(false);
  });
});
