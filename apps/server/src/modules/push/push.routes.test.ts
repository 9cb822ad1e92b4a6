import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as MSG from '@secops/domain/messages';
import { pushSubscriptions } from '../../db/schema/index.ts';
import { authHeader, createUser, type TestUser } from '../../test/fixtures.ts';
import { subscriberKeys } from '../../test/push-service.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

const FCM = 'https://fcm.googleapis.com/fcm/send/';

describe('push subscriptions API', () => {
  let t: TestApp;
  let agent: TestUser;
  let admin: TestUser;
  let dataDir: string;
  let seq = 0;
  const endpoint = () => `${FCM}test-${(seq += 1)}-${Date.now()}`;

  const call = async (
    user: TestUser | null,
    method: 'GET' | 'POST' | 'DELETE',
    url: string,
    payload?: object,
  ) => t.app.inject({ method, url, payload, headers: user ? await authHeader(t.app, user) : {} });
  const subscribe = (user: TestUser, body: object) => call(user, 'POST', '/api/push/subscriptions', body);
  const rowsOf = (url: string) =>
    t.database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, url));

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'secops-push-'));
    t = await createTestApp({ DATA_DIR: dataDir });
    agent = await createUser(t.database.db, { role: 'AGENT' });
    admin = await createUser(t.database.db, { role: 'ADMIN' });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('refuses every push route to someone not signed in', async () => {
    expect((await call(null, 'GET', '/api/push/public-key')).statusCode).toBe(401);
    const body = { endpoint: endpoint(), keys: subscriberKeys().json };
    expect((await call(null, 'POST', '/api/push/subscriptions', body)).statusCode).toBe(401);
    expect(
      (await call(null, 'DELETE', '/api/push/subscriptions', { endpoint: body.endpoint })).statusCode,
    ).toBe(401);
  });

  it('gives any signed-in user the VAPID public key, made once and kept in the data directory', async () => {
    const res = await call(agent, 'GET', '/api/push/public-key');
    expect(res.statusCode).toBe(200);
    const { publicKey } = res.json() as { publicKey: string };
    expect(Buffer.from(publicKey, 'base64url')).toHaveLength(65);
    expect((await call(admin, 'GET', '/api/push/public-key')).json()).toEqual({ publicKey });
    const stored = JSON.parse(fs.readFileSync(path.join(dataDir, 'vapid-keys.json'), 'utf8'));
    expect(stored.publicKey).toBe(publicKey);
    expect(fs.statSync(path.join(dataDir, 'vapid-keys.json')).mode & 0o777).toBe(0o600);

    // A restart on the same data directory signs with the same key: existing subscriptions keep working.
    const again = await createTestApp({ DATA_DIR: dataDir }, { database: t.database });
    try {
      const res2 = await again.app.inject({
        method: 'GET',
        url: '/api/push/public-key',
        headers: await authHeader(again.app, agent),
      });
      expect(res2.json()).toEqual({ publicKey });
    } finally {
      await again.close();
    }
  });

  it('uses VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY when they are set', async () => {
    const configured = {
      VAPID_PUBLIC_KEY: subscriberKeys().json.p256dh,
      VAPID_PRIVATE_KEY: Buffer.alloc(32, 7).toString('base64url'),
    };
    const other = await createTestApp({ DATA_DIR: dataDir, ...configured }, { database: t.database });
    try {
      const res = await other.app.inject({
        method: 'GET',
        url: '/api/push/public-key',
        headers: await authHeader(other.app, admin),
      });
      expect(res.json()).toEqual({ publicKey: configured.VAPID_PUBLIC_KEY });
    } finally {
      await other.close();
    }
  });

  it("stores the signed-in user's subscription, and moves an endpoint subscribed again by someone else", async () => {
    const url = endpoint();
    const keys = subscriberKeys().json;
    const first = await subscribe(agent, { endpoint: url, keys, expirationTime: null });
    expect(first.statusCode).toBe(201);
    expect(await rowsOf(url)).toMatchObject([{ userId: agent.id, p256dh: keys.p256dh, auth: keys.auth }]);

    const newKeys = subscriberKeys().json;
    expect((await subscribe(admin, { endpoint: url, keys: newKeys })).statusCode).toBe(201);
    expect(await rowsOf(url)).toMatchObject([{ userId: admin.id, p256dh: newKeys.p256dh }]);
  });

  it('refuses in French an endpoint that is not https or not on an allowed push service, and bad keys', async () => {
    const keys = subscriberKeys().json;
    const cases: [object, string][] = [
      [{ endpoint: 'http://fcm.googleapis.com/fcm/send/x', keys }, MSG.pushEndpointInvalid],
      [{ endpoint: 'https://attacker.example/collect', keys }, MSG.pushEndpointNotAllowed],
      [{ endpoint: 'https://127.0.0.1:6379/', keys }, MSG.pushEndpointNotAllowed],
      [{ endpoint: 'pas une adresse', keys }, MSG.pushEndpointInvalid],
      [{ endpoint: endpoint(), keys: { ...keys, auth: 'court' } }, MSG.pushKeysInvalid],
      [{ endpoint: endpoint(), keys: { ...keys, p256dh: `B${'A'.repeat(86)}` } }, MSG.pushKeysInvalid],
      [{ endpoint: endpoint() }, MSG.pushKeysInvalid],
      [{ endpoint: endpoint(), keys, userId: admin.id }, `${MSG.unknownField} : userId`],
    ];
    for (const [body, message] of cases) {
      const res = await subscribe(agent, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message, JSON.stringify(body)).toBe(message);
    }
    expect(
      await t.database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, agent.id)),
    ).toEqual([]);
  });

  it("removes only the user's own subscription: another user's endpoint answers 404 and stays", async () => {
    const url = endpoint();
    await subscribe(admin, { endpoint: url, keys: subscriberKeys().json });

    const foreign = await call(agent, 'DELETE', '/api/push/subscriptions', { endpoint: url });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe(MSG.pushSubscriptionNotFound);
    expect(await rowsOf(url)).toHaveLength(1);

    expect((await call(admin, 'DELETE', '/api/push/subscriptions', { endpoint: url })).statusCode).toBe(204);
    expect(await rowsOf(url)).toEqual([]);
    expect((await call(admin, 'DELETE', '/api/push/subscriptions', { endpoint: url })).statusCode).toBe(404);
  });

  it('takes the endpoint to remove from the query string too, and refuses a request naming none', async () => {
    const url = endpoint();
    await subscribe(agent, { endpoint: url, keys: subscriberKeys().json });
    const res = await call(agent, 'DELETE', `/api/push/subscriptions?endpoint=${encodeURIComponent(url)}`);
    expect(res.statusCode).toBe(204);
    expect(await rowsOf(url)).toEqual([]);

    const none = await call(agent, 'DELETE', '/api/push/subscriptions');
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe(MSG.pushEndpointInvalid);
  });
});
