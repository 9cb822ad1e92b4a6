import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { importJWK, jwtVerify } from 'jose';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MissionListItem } from '@secops/domain/missions.schemas';
import type { Sos } from '@secops/domain/sos';
import { signIn, startServer, stopServer, type ServerProcess } from '../../faults/server-process.ts';
import { decryptPush, startPushService, subscriberKeys, type PushService } from '../../test/push-service.ts';
import { pause } from '../../test/realtime-fixtures.ts';

const SLOW = 180_000;

/** A fresh PostgreSQL database for the server process when the tests run on PostgreSQL; else it uses PGlite. */
async function serverDatabase(): Promise<{ env: Record<string, string>; drop(): Promise<void> }> {
  const base = process.env.TEST_DATABASE_URL;
  if (!base) return { env: {}, drop: async () => undefined };
  const name = `secops_push_${randomBytes(6).toString('hex')}`;
  const run = async (sql: string) => {
    const client = new pg.Client({ connectionString: base });
    await client.connect();
    await client.query(sql);
    await client.end();
  };
  await run(`create database ${name}`);
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    env: { DATABASE_URL: url.toString() },
    drop: () => run(`drop database if exists ${name} with (force)`),
  };
}

/**
 * The real server in its own process, trusting the local push service's certificate through NODE_EXTRA_CA_CERTS
 * (read by Node at start only) and allowing `localhost:port` in PUSH_ALLOWED_HOSTS, as an operator would set it up.
 */
describe('web push delivered to a push service', () => {
  let dir: string;
  let service: PushService;
  let server: ServerProcess;
  let dropDatabase: () => Promise<void>;
  let admin: Record<string, string>;
  let agent: Record<string, string>;
  let publicKey: string;
  const adminKeys = subscriberKeys();
  let seq = 0;

  const api = async (headers: Record<string, string>, method: string, url: string, body?: object) => {
    const res = await fetch(`${server.url}${url}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    return { status: res.status, json: text ? JSON.parse(text) : null };
  };
  const subscribe = (who: Record<string, string>, pathName: string, keys = subscriberKeys()) =>
    api(who, 'POST', '/api/push/subscriptions', {
      endpoint: `${service.origin}${pathName}`,
      keys: keys.json,
    });
  /** A new alert: the agent's earlier ones are closed first (a press while one is open answers that one). */
  const raiseSos = async () => {
    for (const status of ['OPEN', 'ACKNOWLEDGED']) {
      for (const open of (await api(admin, 'GET', `/api/sos?status=${status}`)).json as Sos[]) {
        await api(admin, 'POST', `/api/sos/${open.id}/close`, {});
      }
    }
    const res = await api(agent, 'POST', '/api/sos', {
      lat: 48.8656,
      lng: 2.3212,
      accuracy: 10,
      clientRequestId: `push-delivery-${(seq += 1)}`,
    });
    expect(res.status).toBe(201);
    return res.json as Sos;
  };

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'secops-push-delivery-'));
    service = await startPushService(dir);
    const database = await serverDatabase();
    dropDatabase = database.drop;
    server = await startServer({
      DATA_DIR: path.join(dir, 'data'),
      NODE_EXTRA_CA_CERTS: service.caFile,
      PUSH_ALLOWED_HOSTS: new URL(service.origin).host,
      ...database.env,
    });
    admin = await signIn(server.url, 'admin@secops.demo');
    agent = await signIn(server.url, 'agent@secops.demo');
    publicKey = (await api(admin, 'GET', '/api/push/public-key')).json.publicKey;
  }, SLOW);
  afterAll(async () => {
    if (server) await stopServer(server);
    await service?.close();
    await dropDatabase?.();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it(
    'sends an SOS to staff within 5 s, encrypted for the browser (aes128gcm) and signed with VAPID',
    async () => {
      expect((await subscribe(admin, '/push/admin', adminKeys)).status).toBe(201);
      const raisedAt = Date.now();
      const sos = await raiseSos();
      const push = await service.next('/push/admin', 1, 5000);
      expect(push.at - raisedAt).toBeLessThan(5000);

      expect(JSON.parse(decryptPush(push.body, adminKeys))).toEqual({
        title: `SOS — ${sos.agent.firstName} ${sos.agent.lastName}`,
        body: sos.mission ? `Mission : ${sos.mission.title}` : 'Aucune mission en cours',
        url: '/admin/gps',
        tag: `sos-${sos.id}`,
      });
      expect(push.headers).toMatchObject({ 'content-encoding': 'aes128gcm', urgency: 'high', ttl: '3600' });

      const vapid = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(String(push.headers.authorization));
      expect(vapid?.[2]).toBe(publicKey);
      const raw = Buffer.from(publicKey, 'base64url');
      const key = await importJWK({
        kty: 'EC',
        crv: 'P-256',
        x: raw.subarray(1, 33).toString('base64url'),
        y: raw.subarray(33, 65).toString('base64url'),
        alg: 'ES256',
      });
      const { payload, protectedHeader } = await jwtVerify(vapid?.[1] ?? '', key, {
        audience: service.origin,
      });
      expect(protectedHeader.alg).toBe('ES256');
      expect(payload.sub).toBe('mailto:admin@localhost');
      expect((payload.exp ?? 0) * 1000 - Date.now()).toBeLessThanOrEqual(24 * 3600_000);
    },
    SLOW,
  );

  it(
    'deletes a subscription its push service answers 410 for, and sends it nothing more',
    async () => {
      service.answer('/push/gone', 410);
      expect((await subscribe(admin, '/push/gone')).status).toBe(201);
      const delivered = service.received.filter((r) => r.path === '/push/admin').length;
      await raiseSos();
      await service.next('/push/gone', 1, 5000);
      await service.next('/push/admin', delivered + 1, 5000);
      // The 410 is handled once every push of that SOS has its answer: give the server a moment to delete the row.
      await pause(1000);

      await raiseSos();
      await service.next('/push/admin', delivered + 2, 5000);
      await pause(300);
      expect(service.received.filter((r) => r.path === '/push/gone')).toHaveLength(1);
      const endpoint = `${service.origin}/push/gone`;
      expect((await api(admin, 'DELETE', '/api/push/subscriptions', { endpoint })).status).toBe(404);
    },
    SLOW,
  );

  it(
    'tells an agent mentioned in mission chat, with a tap opening the mission in the agent area',
    async () => {
      const agentKeys = subscriberKeys();
      expect((await subscribe(agent, '/push/agent', agentKeys)).status).toBe(201);
      const me = (await api(agent, 'GET', '/api/agents/me')).json as { firstName: string; lastName: string };
      const missions = (await api(agent, 'GET', '/api/missions')).json as MissionListItem[];
      const mission = missions.find((m) => m.status === 'ACTIVE') ?? missions[0];
      if (!mission) throw new Error('the demo agent has no mission');

      const content = `@${me.firstName.toUpperCase()} ${me.lastName.toLowerCase()} passez au PC sécurité`;
      const sent = await api(admin, 'POST', `/api/chat/mission/${mission.id}`, { content });
      expect(sent.status).toBe(201);
      const push = await service.next('/push/agent', 1, 5000);
      expect(JSON.parse(decryptPush(push.body, agentKeys))).toEqual({
        title: 'Claire Vasseur vous a mentionné',
        body: content.slice(0, 80),
        url: `/agent/missions/${mission.id}`,
        tag: `chat-${mission.id}`,
      });
    },
    SLOW,
  );
});
