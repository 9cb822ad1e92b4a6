// @vitest-environment jsdom
import type { RefreshResponse } from '@secops/domain/auth';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { api, connectSession } from './api-client.ts';
import { ApiError } from './api-error.ts';
import { startEarlyGet } from './early-requests.ts';

const user: RefreshResponse['user'] = {
  id: 'u1',
  email: 'admin@example.fr',
  firstName: 'Claire',
  lastName: 'Martin',
  role: 'ADMIN',
  twoFAEnabled: false,
  agent: null,
};

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** A tiny server: only the currently valid access token opens /missions; /auth/refresh rotates the pair. */
function fakeServer({ refreshSucceeds = true } = {}) {
  let validToken = 'fresh-access';
  let refuseAll = false;
  const seenBearers: Array<string | null> = [];
  let refreshCalls = 0;
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const headers = new Headers(init?.headers);
    if (url === '/api/auth/refresh') {
      refreshCalls += 1;
      await new Promise((resolve) => setTimeout(resolve, 20));
      if (!refreshSucceeds)
        return json(401, { statusCode: 401, code: 'REFRESH_INVALID', message: 'Session invalide' });
      validToken = 'renewed-access';
      return json(200, { user, accessToken: validToken, refreshToken: 'renewed-refresh' });
    }
    seenBearers.push(headers.get('Authorization'));
    if (url === '/api/auth/login') {
      return json(401, {
        statusCode: 401,
        code: 'INVALID_CREDENTIALS',
        message: 'Email ou mot de passe incorrect',
      });
    }
    if (refuseAll || headers.get('Authorization') !== `Bearer ${validToken}`) {
      return json(401, { statusCode: 401, code: 'UNAUTHENTICATED', message: 'Session expirée' });
    }
    return json(200, { url });
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    expireAccessToken: () => (validToken = 'only-known-after-refresh'),
    refusesEverything: () => (refuseAll = true),
    get refreshCalls() {
      return refreshCalls;
    },
    seenBearers,
  };
}

function fakeSession(accessToken: string | null, refreshToken: string | null) {
  const state = { accessToken, refreshToken };
  const onRefreshed = vi.fn((renewed: RefreshResponse) => {
    state.accessToken = renewed.accessToken;
    state.refreshToken = renewed.refreshToken;
  });
  const onSessionLost = vi.fn(() => {
    state.accessToken = null;
    state.refreshToken = null;
  });
  connectSession({
    getAccessToken: () => state.accessToken,
    getRefreshToken: () => state.refreshToken,
    onRefreshed,
    onSessionLost,
  });
  return { state, onRefreshed, onSessionLost };
}

describe('api client', () => {
  beforeEach(() => {
    vi.unstubAllGlobals();
  });

  it('sends the access token as a bearer token', async () => {
    const server = fakeServer();
    fakeSession('fresh-access', 'refresh-1');
    await expect(api.get('/missions')).resolves.toEqual({ url: '/api/missions' });
    expect(server.seenBearers).toEqual(['Bearer fresh-access']);
  });

  it('takes a GET the page started early once, for the same address and token, then asks the server again', async () => {
    const server = fakeServer();
    fakeSession('fresh-access', 'refresh-1');
    startEarlyGet('/missions', 'fresh-access');
    startEarlyGet('/agents', 'an-older-token');
    expect(server.seenBearers).toEqual(['Bearer fresh-access', 'Bearer an-older-token']);
    await expect(api.get('/missions')).resolves.toEqual({ url: '/api/missions' });
    expect(server.seenBearers).toHaveLength(2);
    // Read again: a new request. Another token, or another address: not the early one.
    await expect(api.get('/missions')).resolves.toEqual({ url: '/api/missions' });
    await expect(api.get('/agents')).resolves.toEqual({ url: '/api/agents' });
    await expect(api.get('/missions', { query: { status: 'ACTIVE' } })).resolves.toBeDefined();
    expect(server.seenBearers).toEqual([
      'Bearer fresh-access',
      'Bearer an-older-token',
      'Bearer fresh-access',
      'Bearer fresh-access',
      'Bearer fresh-access',
    ]);
  });

  it('renews the session when the early GET was refused, as for any request', async () => {
    const server = fakeServer();
    server.expireAccessToken();
    fakeSession('stale-access', 'refresh-1');
    startEarlyGet('/missions', 'stale-access');
    await expect(api.get('/missions')).resolves.toEqual({ url: '/api/missions' });
    expect(server.refreshCalls).toBe(1);
    expect(server.seenBearers).toEqual(['Bearer stale-access', 'Bearer renewed-access']);
  });

  it('refreshes once on a 401, then replays the request with the new token', async () => {
    const server = fakeServer();
    server.expireAccessToken();
    const session = fakeSession('stale-access', 'refresh-1');
    await expect(api.get('/missions', { query: { status: 'ACTIVE' } })).resolves.toEqual({
      url: '/api/missions?status=ACTIVE',
    });
    expect(server.refreshCalls).toBe(1);
    expect(server.seenBearers).toEqual(['Bearer stale-access', 'Bearer renewed-access']);
    expect(session.state).toEqual({ accessToken: 'renewed-access', refreshToken: 'renewed-refresh' });
    expect(session.onRefreshed).toHaveBeenCalledWith(expect.objectContaining({ user }));
  });

  it('makes concurrent requests that get a 401 share a single refresh', async () => {
    const server = fakeServer();
    server.expireAccessToken();
    fakeSession('stale-access', 'refresh-1');
    const results = await Promise.all([api.get('/missions'), api.get('/agents'), api.post('/incidents', {})]);
    expect(results).toHaveLength(3);
    expect(server.refreshCalls).toBe(1);
    expect(server.seenBearers.filter((bearer) => bearer === 'Bearer renewed-access')).toHaveLength(3);
  });

  it('signs out when the refresh is refused and passes the original error on', async () => {
    const server = fakeServer({ refreshSucceeds: false });
    server.expireAccessToken();
    const session = fakeSession('stale-access', 'refresh-1');
    const failure = api.get('/missions');
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({ status: 401, message: 'Session expirée' });
    expect(session.onSessionLost).toHaveBeenCalledTimes(1);
    expect(session.state).toEqual({ accessToken: null, refreshToken: null });
  });

  it('does not refresh again when the replayed request is refused too', async () => {
    const server = fakeServer();
    fakeSession('stale-access', 'refresh-1');
    server.refusesEverything();
    await expect(api.get('/missions')).rejects.toMatchObject({ status: 401 });
    expect(server.refreshCalls).toBe(1);
    expect(server.seenBearers).toHaveLength(2);
  });

  it('never refreshes for a sign-in call and shows the server message', async () => {
    const server = fakeServer();
    const session = fakeSession(null, null);
    await expect(
      api.post('/auth/login', { email: 'a@b.fr', password: 'x' }, { anonymous: true }),
    ).rejects.toMatchObject({ status: 401, message: 'Email ou mot de passe incorrect', fromServer: true });
    expect(server.refreshCalls).toBe(0);
    expect(server.seenBearers).toEqual([null]);
    expect(session.onSessionLost).not.toHaveBeenCalled();
  });

  it('reports an unreachable server without ending the session', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    const session = fakeSession('fresh-access', 'refresh-1');
    await expect(api.get('/missions')).rejects.toMatchObject({ status: 0, fromServer: false });
    expect(session.onSessionLost).not.toHaveBeenCalled();
  });

  it('downloads a file with the bearer token and the server-given file name', async () => {
    const fetchMock = vi.fn(
      async () =>
        new Response('%PDF-1.7', {
          status: 200,
          headers: { 'Content-Disposition': 'attachment; filename="rapport-mission.pdf"' },
        }),
    );
    vi.stubGlobal('fetch', fetchMock);
    fakeSession('fresh-access', 'refresh-1');
    const file = await api.file('/missions/m1/report.pdf');
    expect(file.filename).toBe('rapport-mission.pdf');
    expect(await file.blob.text()).toBe('%PDF-1.7');
    const init = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(new Headers(init[1].headers).get('Authorization')).toBe('Bearer fresh-access');
  });
});
