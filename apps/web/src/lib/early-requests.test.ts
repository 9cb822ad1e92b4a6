import { afterEach, describe, expect, it, vi } from 'vitest';
import { EARLY_RESPONSE_MS, startEarlyGet, takeEarlyGet } from './early-requests.ts';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('GET requests started by the page entry', () => {
  it('asks the API with the bearer token and hands the response over once', async () => {
    const fetchMock = vi.fn(async () => new Response('[]', { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    startEarlyGet('/missions', 'token-1');
    expect(fetchMock).toHaveBeenCalledWith('/api/missions', {
      headers: { Accept: 'application/json', Authorization: 'Bearer token-1' },
    });
    expect(takeEarlyGet('/api/missions', 'token-2')).toBeUndefined();
    expect((await takeEarlyGet('/api/missions', 'token-1'))?.status).toBe(200);
    expect(takeEarlyGet('/api/missions', 'token-1')).toBeUndefined();
  });

  it('answers null when the server could not be reached, so that the client asks again', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    startEarlyGet('/missions', 'token-1');
    await expect(takeEarlyGet('/api/missions', 'token-1')).resolves.toBeNull();
  });

  it('drops a response nobody took in time: a later read never gets an old answer', () => {
    vi.useFakeTimers();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('[]')),
    );
    startEarlyGet('/missions', 'token-1');
    vi.advanceTimersByTime(EARLY_RESPONSE_MS - 1);
    startEarlyGet('/agents', 'token-1');
    vi.advanceTimersByTime(1);
    expect(takeEarlyGet('/api/missions', 'token-1')).toBeUndefined();
    expect(takeEarlyGet('/api/agents', 'token-1')).toBeDefined();
  });
});
