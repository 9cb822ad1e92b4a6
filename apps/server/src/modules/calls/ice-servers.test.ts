import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { createUser, type TestUser } from '../../test/fixtures.ts';
import { accessToken } from '../../test/realtime-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { iceServersFor, turnCredentials } from './ice-servers.ts';

const SECRET = 'turn-shared-secret-0123456789';

describe('TURN REST credentials', () => {
  it('names the expiry and the user, and signs them with the shared secret', () => {
    const now = Date.UTC(2026, 10, 25, 12, 0, 0);
    const { username, credential } = turnCredentials(SECRET, 'u-1', now);
    expect(username).toBe(`${now / 1000 + 3600}:u-1`);
    expect(credential).toBe(createHmac('sha1', SECRET).update(username).digest('base64'));
    expect(turnCredentials('another-secret-0123456', 'u-1', now).credential).not.toBe(credential);
  });

  it('gives the default STUN servers alone until TURN is configured', () => {
    const config = loadConfig({ NODE_ENV: 'test' }).calls;
    expect(iceServersFor(config, 'u-1')).toEqual([
      { urls: ['stun:stun.l.google.com:19302', 'stun:stun1.l.google.com:19302'] },
    ]);
  });

  it('refuses TURN URLs without their secret, and URLs that are not STUN or TURN', () => {
    expect(() => loadConfig({ NODE_ENV: 'test', TURN_URLS: 'turn:turn.example.com:3478' })).toThrow(
      /TURN_SECRET/,
    );
    expect(() => loadConfig({ NODE_ENV: 'test', STUN_URLS: 'http://example.com' })).toThrow(/STUN_URLS/);
  });
});

describe('GET /api/calls/ice-servers', () => {
  let t: TestApp;
  let agent: TestUser;

  beforeAll(async () => {
    t = await createTestApp({
      STUN_URLS: 'stun:stun.example.com:3478',
      TURN_URLS: 'turn:turn.example.com:3478?transport=udp, turns:turn.example.com:5349',
      TURN_SECRET: SECRET,
    });
    agent = await createUser(t.database.db, { role: 'AGENT' });
  });
  afterAll(() => t.close());

  it('answers 401 without a session', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/calls/ice-servers' });
    expect(response.statusCode).toBe(401);
  });

  it('answers the configured STUN servers and TURN with credentials of the signed-in user, valid one hour', async () => {
    const before = Math.floor(Date.now() / 1000);
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/calls/ice-servers',
      headers: { authorization: `Bearer ${await accessToken(t.app, agent)}` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const [stun, turn] = response.json().iceServers;
    expect(stun).toEqual({ urls: ['stun:stun.example.com:3478'] });
    expect(turn.urls).toEqual(['turn:turn.example.com:3478?transport=udp', 'turns:turn.example.com:5349']);
    const [expiry, userId] = turn.username.split(':');
    expect(userId).toBe(agent.id);
    expect(Number(expiry) - before).toBeGreaterThanOrEqual(3600);
    expect(Number(expiry) - before).toBeLessThanOrEqual(3602);
    expect(turn.credential).toBe(createHmac('sha1', SECRET).update(turn.username).digest('base64'));
  });
});
