import { randomInt } from 'node:crypto';
import net from 'node:net';
import type { FastifyBaseLogger } from 'fastify';
import webPush from 'web-push';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import * as MSG from '@secops/domain/messages';
import { DEFAULT_PUSH_HOSTS } from '../../config.ts';
import { pushSubscriptions } from '../../db/schema/index.ts';
import { authHeader, createUser, type TestUser } from '../../test/fixtures.ts';
import { subscriberKeys } from '../../test/push-service.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createPushSender } from './push.sender.ts';

/** A TCP server that only counts the connections made to it. */
async function connectionCounter(host: string, port: number) {
  let connections = 0;
  const server = net.createServer((socket) => {
    connections += 1;
    socket.destroy();
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, resolve);
  }).catch((error: unknown) => {
    // 'localhost' may resolve to ::1 or 127.0.0.1: '::' takes both where the machine has IPv6.
    if (host !== '::') throw error;
    return new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', resolve);
    });
  });
  const { port: bound } = server.address() as net.AddressInfo;
  return {
    port: bound,
    connections: () => connections,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const silent = { warn: () => undefined, error: () => undefined } as unknown as FastifyBaseLogger;
const vapid = { ...webPush.generateVAPIDKeys(), subject: 'mailto:admin@localhost' };
/** Characters the URL parser keeps in a host name, and Node's legacy parser ends the host name at. */
const HOST_BREAKERS = ['"', '{', ';', "'", '`'];

/**
 * The push allowlist must hold for the parser that connects, not only for the one that checks. Node's legacy URL
 * parser, which the web-push library sends with, reads `https://127.0.0.1".x.notify.windows.com/p` as 127.0.0.1
 * port 443, where the URL parser reads a host under notify.windows.com. A counter listens on port 443 of a loopback
 * address of its own (binding port 443 needs root or CAP_NET_BIND_SERVICE).
 */
describe('push endpoints that two URL parsers read differently', () => {
  let t: TestApp;
  let admin: TestUser;
  let loopback: string;
  let counter: Awaited<ReturnType<typeof connectionCounter>>;
  const keys = subscriberKeys().json;
  const payloads = () => HOST_BREAKERS.map((c) => `https://${loopback}${c}.x.notify.windows.com/p`);
  const deliver = (endpoints: string[], allowedHosts: readonly string[]) =>
    createPushSender({ db: t.database.db, log: silent, vapid, allowedHosts }).deliver(
      endpoints.map((endpoint, i) => ({
        target: { id: `00000000-0000-4000-8000-00000000000${i}`, endpoint, ...keys },
        payload: { title: 'SOS', body: '', url: '/admin/gps', tag: 'sos' },
      })),
      { ttlSeconds: 60, urgency: 'high' },
    );

  beforeAll(async () => {
    loopback = `127.${randomInt(1, 255)}.${randomInt(1, 255)}.${randomInt(2, 255)}`;
    counter = await connectionCounter(loopback, 443);
    t = await createTestApp();
    admin = await createUser(t.database.db, { role: 'ADMIN' });
  });
  afterAll(async () => {
    await t?.close();
    await counter?.close();
  });

  it('would reach the loopback service through the web-push library’s own sending (the attack is real)', async () => {
    const before = counter.connections();
    await webPush
      .sendNotification({ endpoint: payloads()[0]!, keys }, 'x', { vapidDetails: vapid, timeout: 2000 })
      .catch(() => undefined);
    expect(counter.connections()).toBe(before + 1);
  });

  it.each(HOST_BREAKERS)(
    'refuses a host holding %s with a 400, stores nothing and connects nowhere',
    async (c) => {
      const before = counter.connections();
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/push/subscriptions',
        headers: await authHeader(t.app, admin),
        payload: { endpoint: `https://${loopback}${c}.x.notify.windows.com/p`, keys },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(MSG.pushEndpointNotAllowed);
      expect(await t.database.db.select().from(pushSubscriptions)).toEqual([]);
      expect(counter.connections()).toBe(before);
    },
  );

  it('never posts to such an endpoint stored before the rule, and posts only to the URL it checked', async () => {
    const before = counter.connections();
    const report = await deliver(payloads(), DEFAULT_PUSH_HOSTS);
    expect(report).toEqual({ delivered: 0, removed: 0, failed: HOST_BREAKERS.length });
    expect(counter.connections()).toBe(before);
  });
});

describe('the port of a push endpoint', () => {
  let t: TestApp;
  let admin: TestUser;
  let counter: Awaited<ReturnType<typeof connectionCounter>>;
  const keys = subscriberKeys().json;

  beforeAll(async () => {
    counter = await connectionCounter('::', 0);
    t = await createTestApp({ PUSH_ALLOWED_HOSTS: 'localhost' });
    admin = await createUser(t.database.db, { role: 'ADMIN' });
  });
  beforeEach(async () => {
    await t.database.db.delete(pushSubscriptions);
  });
  afterAll(async () => {
    await t?.close();
    await counter?.close();
  });

  const subscribe = async (endpoint: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/push/subscriptions',
      headers: await authHeader(t.app, admin),
      payload: { endpoint, keys },
    });

  it('is 443 on an allowed host: any other port answers 400 and is never connected to', async () => {
    const endpoint = `https://localhost:${counter.port}/p`;
    const res = await subscribe(endpoint);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(MSG.pushEndpointNotAllowed);
    expect(await t.database.db.select().from(pushSubscriptions)).toEqual([]);

    const sender = createPushSender({ db: t.database.db, log: silent, vapid, allowedHosts: ['localhost'] });
    const target = { id: '00000000-0000-4000-8000-000000000001', endpoint, ...keys };
    const payload = { title: 'SOS', body: '', url: '/admin/gps', tag: 'sos' };
    await sender.deliver([{ target, payload }], { ttlSeconds: 60, urgency: 'high' });
    expect(counter.connections()).toBe(0);

    // Named with its port in PUSH_ALLOWED_HOSTS, the same endpoint is posted to (the counter sees it).
    const allowed = createPushSender({
      db: t.database.db,
      log: silent,
      vapid,
      allowedHosts: [`localhost:${counter.port}`],
    });
    await allowed.deliver([{ target, payload }], { ttlSeconds: 60, urgency: 'high' });
    expect(counter.connections()).toBe(1);
  });

  it('must be written as the URL parser writes it back: no explicit :443, no capitals, no backslash, no numbers read as an address', async () => {
    for (const endpoint of [
      'https://localhost:443/p',
      'https://LOCALHOST/p',
      'https://localhost\\@evil.fr/p',
      'https://0x7f.1/p',
      'https://localhost/a/../p',
    ]) {
      const res = await subscribe(endpoint);
      expect(res.statusCode, endpoint).toBe(400);
      expect(res.json().message, endpoint).toBe(MSG.pushEndpointInvalid);
    }
    expect((await subscribe('https://localhost/push/abc?x=1')).statusCode).toBe(201);
  });
});
