import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEVICE_TOKENS_MAX_ACTIVE } from '@secops/domain/gps-tracker';
import * as MSG from '@secops/domain/messages';
import { gpsDeviceTokens } from '../../db/schema/index.ts';
import { authHeader, createUser, type TestUser } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { hashDeviceToken, newDeviceToken } from './device-token.ts';

describe('device tokens of native trackers', () => {
  let t: TestApp;
  let agent: TestUser;
  let lead: TestUser;
  let supervisor: TestUser;
  let staffOnly: TestUser;

  const call = async (user: TestUser | null, method: 'GET' | 'POST' | 'DELETE', url: string) =>
    t.app.inject({ method, url, headers: user ? await authHeader(t.app, user) : {} });
  const create = async (user: TestUser) => {
    const res = await call(user, 'POST', '/api/gps/device-tokens');
    expect(res.statusCode).toBe(201);
    return res.json() as { id: string; token: string; createdAt: string };
  };
  const list = async (user: TestUser, query = '') =>
    (await call(user, 'GET', `/api/gps/device-tokens${query}`)).json() as { id: string }[];

  beforeAll(async () => {
    t = await createTestApp();
    agent = await createUser(t.database.db, { role: 'AGENT' });
    lead = await createUser(t.database.db, { role: 'LEAD' });
    supervisor = await createUser(t.database.db, { role: 'SUPERVISOR' });
    staffOnly = await createUser(t.database.db, { role: 'ADMIN' });
  });
  afterAll(() => t.close());

  it('makes a random token, answered once; only its SHA-256 is stored', async () => {
    const created = await create(agent);
    expect(created.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Date.parse(created.createdAt)).not.toBeNaN();
    const [row] = await t.database.db
      .select()
      .from(gpsDeviceTokens)
      .where(eq(gpsDeviceTokens.id, created.id));
    expect(row).toMatchObject({ agentId: agent.agentId, createdBy: agent.id, revokedAt: null });
    expect(row?.tokenHash).toBe(hashDeviceToken(created.token));
    expect(JSON.stringify(row)).not.toContain(created.token);
    expect((await create(agent)).token).not.toBe(created.token);
  });

  it('lists the caller’s own active tokens without any secret', async () => {
    const mine = await list(agent);
    expect(mine.length).toBeGreaterThanOrEqual(2);
    for (const token of mine) expect(Object.keys(token).sort()).toEqual(['createdAt', 'id', 'lastUsedAt']);
    expect(await list(lead)).toEqual([]);
    expect((await call(agent, 'GET', `/api/gps/device-tokens?agentId=${lead.agentId}`)).statusCode).toBe(403);
    expect(await list(agent, `?agentId=${agent.agentId}`)).toHaveLength(mine.length);
  });

  it('lets staff list an agent’s tokens, naming the agent (400 otherwise, in French)', async () => {
    expect((await list(supervisor, `?agentId=${agent.agentId}`)).length).toBeGreaterThanOrEqual(2);
    const unnamed = await call(supervisor, 'GET', '/api/gps/device-tokens');
    expect(unnamed.statusCode).toBe(400);
    expect(unnamed.json().message).toBe(MSG.trackerAgentRequired);
    expect((await call(supervisor, 'GET', '/api/gps/device-tokens?agentId=abc')).statusCode).toBe(400);
  });

  it('is for field users only (staff 403, visitors 401)', async () => {
    expect((await call(staffOnly, 'POST', '/api/gps/device-tokens')).statusCode).toBe(403);
    expect((await call(null, 'POST', '/api/gps/device-tokens')).statusCode).toBe(401);
    expect((await call(null, 'GET', '/api/gps/device-tokens')).statusCode).toBe(401);
  });

  it(`refuses a token past ${DEVICE_TOKENS_MAX_ACTIVE} active ones with a French 409, and takes one after a revocation`, async () => {
    const tokens = [];
    for (let i = 0; i < DEVICE_TOKENS_MAX_ACTIVE; i += 1) tokens.push(await create(lead));
    const refused = await call(lead, 'POST', '/api/gps/device-tokens');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(MSG.trackerTokenLimit);
    expect(await list(lead)).toHaveLength(DEVICE_TOKENS_MAX_ACTIVE);
    expect((await call(lead, 'DELETE', `/api/gps/device-tokens/${tokens[0]?.id}`)).statusCode).toBe(204);
    await create(lead);
  });

  it('lets the owning agent revoke, hides another agent’s token (404), and lets staff revoke any', async () => {
    const [first, second] = [await create(agent), await create(agent)];
    expect((await call(lead, 'DELETE', `/api/gps/device-tokens/${first.id}`)).statusCode).toBe(404);
    expect((await call(agent, 'DELETE', `/api/gps/device-tokens/${first.id}`)).statusCode).toBe(204);
    // Again: nothing more to do, still 204.
    expect((await call(agent, 'DELETE', `/api/gps/device-tokens/${first.id}`)).statusCode).toBe(204);
    expect((await call(supervisor, 'DELETE', `/api/gps/device-tokens/${second.id}`)).statusCode).toBe(204);
    const ids = (await list(agent)).map((token) => token.id);
    expect(ids).not.toContain(first.id);
    expect(ids).not.toContain(second.id);
    const [row] = await t.database.db.select().from(gpsDeviceTokens).where(eq(gpsDeviceTokens.id, second.id));
    expect(row?.revokedBy).toBe(supervisor.id);
    expect(row?.revokedAt).toBeInstanceOf(Date);
  });

  it('answers 404 for an unknown token and 400 for a malformed id', async () => {
    const unknown = await call(
      agent,
      'DELETE',
      '/api/gps/device-tokens/00000000-0000-4000-8000-000000000000',
    );
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(MSG.trackerTokenNotFound);
    expect((await call(agent, 'DELETE', '/api/gps/device-tokens/pas-un-id')).statusCode).toBe(400);
  });
});

describe('device token secrets', () => {
  it('are 32 random bytes in base64url, kept as their SHA-256 (hex)', () => {
    const { token, hash } = newDeviceToken();
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(hashDeviceToken(token)).toBe(hash);
    expect(hashDeviceToken('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    expect(newDeviceToken().token).not.toBe(token);
  });
});
