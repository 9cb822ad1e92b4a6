import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SignJWT } from 'jose';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as MSG from '@secops/domain/messages';
import { createJwtService, loadJwtSecret } from './jwt.ts';

const secret = new TextEncoder().encode('unit-test-secret-unit-test-secret-01');
const jwt = createJwtService(secret);
const other = createJwtService(new TextEncoder().encode('another-secret-another-secret-000002'));
const userId = '5f0c8a2e-8a55-4a43-9d1e-1c9f3f1f0a11';
const sessionId = '0b6f2d0e-3c1a-4d5e-9f6a-7b8c9d0e1f2a';

const signedAt = async <T>(msAgo: number, sign: () => Promise<T>): Promise<T> => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(Date.now() - msAgo);
  try {
    return await sign();
  } finally {
    vi.useRealTimers();
  }
};

describe('access and two-factor tokens', () => {
  it('carries the user id, role and session in an access token', async () => {
    const token = await jwt.signAccess({ userId, role: 'SUPERVISOR', sessionId });
    expect(await jwt.verifyAccess(token)).toEqual({ userId, role: 'SUPERVISOR', sessionId });
  });

  it('refuses an access token signed with another secret', async () => {
    const token = await other.signAccess({ userId, role: 'ADMIN', sessionId });
    await expect(jwt.verifyAccess(token)).rejects.toMatchObject({ statusCode: 401, code: 'UNAUTHENTICATED' });
  });

  it('refuses an access token older than 15 minutes as expired', async () => {
    const token = await signedAt(16 * 60_000, () => jwt.signAccess({ userId, role: 'ADMIN', sessionId }));
    await expect(jwt.verifyAccess(token)).rejects.toMatchObject({
      statusCode: 401,
      code: 'TOKEN_EXPIRED',
      message: MSG.sessionExpired,
    });
  });

  it('refuses a token it verified before once it has expired, and a copy of it with another signature', async () => {
    const token = await signedAt(14 * 60_000, () => jwt.signAccess({ userId, role: 'ADMIN', sessionId }));
    expect(await jwt.verifyAccess(token)).toEqual({ userId, role: 'ADMIN', sessionId });
    const [header, payload] = token.split('.');
    await expect(jwt.verifyAccess(`${header}.${payload}.${'A'.repeat(43)}`)).rejects.toMatchObject({
      code: 'UNAUTHENTICATED',
    });

    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + 61_000);
      await expect(jwt.verifyAccess(token)).rejects.toMatchObject({ statusCode: 401, code: 'TOKEN_EXPIRED' });
    } finally {
      vi.useRealTimers();
    }
  });

  it('does not take a two-factor token for an access token, nor the reverse', async () => {
    const challenge = await jwt.signTwoFactor(userId);
    const access = await jwt.signAccess({ userId, role: 'AGENT', sessionId });
    await expect(jwt.verifyAccess(challenge)).rejects.toMatchObject({ statusCode: 401 });
    await expect(jwt.verifyTwoFactor(access)).rejects.toMatchObject({ statusCode: 401 });
    expect(await jwt.verifyTwoFactor(challenge)).toBe(userId);
  });

  it('binds a device token to its account and its secret, for 90 days, and takes no other token for one', async () => {
    const device = await jwt.signDevice(userId, 'laptop');
    expect(await jwt.verifyDevice(device, userId)).toBe('laptop');
    expect(await jwt.verifyDevice(device, '00000000-0000-4000-8000-000000000000')).toBeUndefined();
    expect(await other.verifyDevice(device, userId)).toBeUndefined();
    expect(await jwt.verifyDevice(await jwt.signTwoFactor(userId), userId)).toBeUndefined();
    expect(
      await jwt.verifyDevice(await jwt.signAccess({ userId, role: 'AGENT', sessionId }), userId),
    ).toBeUndefined();
    await expect(jwt.verifyAccess(device)).rejects.toMatchObject({ statusCode: 401 });
    expect(await jwt.verifyDevice(undefined, userId)).toBeUndefined();
    const stale = await signedAt(91 * 24 * 3600_000, () => jwt.signDevice(userId, 'laptop'));
    expect(await jwt.verifyDevice(stale, userId)).toBeUndefined();
  });

  it('lets a two-factor challenge live 5 minutes only', async () => {
    const fresh = await signedAt(4 * 60_000, () => jwt.signTwoFactor(userId));
    const stale = await signedAt(6 * 60_000, () => jwt.signTwoFactor(userId));
    expect(await jwt.verifyTwoFactor(fresh)).toBe(userId);
    await expect(jwt.verifyTwoFactor(stale)).rejects.toMatchObject({ message: MSG.twoFactorSessionExpired });
  });

  it('refuses an access token that names no session (issued before sessions were checked)', async () => {
    const token = await new SignJWT({ purpose: 'access', role: 'ADMIN' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(userId)
      .setIssuer('secops')
      .setExpirationTime('5m')
      .sign(secret);
    await expect(jwt.verifyAccess(token)).rejects.toMatchObject({ statusCode: 401, code: 'UNAUTHENTICATED' });
  });

  it('refuses garbage', async () => {
    await expect(jwt.verifyAccess('not.a.token')).rejects.toMatchObject({ statusCode: 401 });
  });
});

describe('loadJwtSecret', () => {
  const dirs: string[] = [];
  const tempDir = () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'secops-jwt-'));
    dirs.push(dir);
    return dir;
  };
  afterEach(() => {
    for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('uses JWT_SECRET when configured', () => {
    const secret = loadJwtSecret({ jwtSecret: 'configured-secret-configured-secret', dataDir: tempDir() });
    expect(new TextDecoder().decode(secret)).toBe('configured-secret-configured-secret');
  });

  it('otherwise makes a random secret once, readable by its owner only, and keeps it across restarts', () => {
    const dataDir = path.join(tempDir(), 'data');
    const first = loadJwtSecret({ dataDir });
    const second = loadJwtSecret({ dataDir });
    expect(Buffer.from(second).equals(Buffer.from(first))).toBe(true);
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(fs.statSync(path.join(dataDir, 'jwt-secret')).mode & 0o777).toBe(0o600);
    expect(fs.readdirSync(dataDir)).toEqual(['jwt-secret']);
  });
});
