import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { io, type Socket } from 'socket.io-client';
import { afterAll, describe, expect, it } from 'vitest';
import { startBalancer } from './balancer.ts';
import {
  freePort,
  signIn,
  startServer,
  stopServer,
  throwawayDatabase,
  type ServerProcess,
} from './server-process.ts';

const base = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL;
const title =
  base && redisUrl
    ? 'two server processes behind one address, one stopped'
    : 'two server processes behind one address, one stopped (skipped: TEST_DATABASE_URL and TEST_REDIS_URL needed)';

/** A socket that reconnects (through the balancer, so to whichever process is up) and subscribes again each time. */
function follow(url: string, namespace: string, token: string, subscribe: (socket: Socket) => void): Socket {
  const socket = io(`${url}${namespace}`, {
    auth: { token },
    transports: ['websocket'],
    reconnectionDelay: 200,
    reconnectionDelayMax: 500,
  });
  socket.on('connect', () => subscribe(socket));
  return socket;
}

const waitFor = <T>(socket: Socket, event: string, accept: (payload: T) => boolean, ms = 15_000) =>
  new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${event} within ${ms} ms`)), ms);
    const listener = (payload: T) => {
      if (!accept(payload)) return;
      clearTimeout(timer);
      socket.off(event, listener);
      resolve(payload);
    };
    socket.on(event, listener);
  });

describe.skipIf(!base || !redisUrl)(title, () => {
  const cleanups: (() => Promise<void> | void)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  it('moves the live sockets to the other process, which keeps delivering positions and chat', async () => {
    const { url, drop } = await throwawayDatabase(base as string, 'secops_failover');
    cleanups.push(drop);
    const dataDir = mkdtempSync(path.join(tmpdir(), 'secops-fault-'));
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
    const env = { DATABASE_URL: url.toString(), REDIS_URL: redisUrl as string, DATA_DIR: dataDir };
    const [portA, portB] = [await freePort(), await freePort()];
    const a: ServerProcess = await startServer(env, portA);
    const b: ServerProcess = await startServer({ ...env, SEED_DEMO: 'false' }, portB);
    cleanups.push(
      () => stopServer(a),
      () => stopServer(b),
    );
    const balancer = await startBalancer([portA, portB]);
    cleanups.push(() => balancer.close());

    const staff = await signIn(balancer.url);
    const field = await signIn(balancer.url, 'agent@secops.demo');
    const missions = (await (await fetch(`${balancer.url}/api/missions`, { headers: field })).json()) as {
      id: string;
      status: string;
    }[];
    const missionId = missions.find((mission) => mission.status === 'ACTIVE')?.id as string;
    expect(missionId).toBeDefined();

    const token = staff.authorization?.replace('Bearer ', '') as string;
    const map = follow(balancer.url, '/gps', token, (s) => s.emit('mission:subscribe', { missionId: 'all' }));
    const chat = follow(balancer.url, '/chat', token, (s) => s.emit('mission:subscribe', { missionId }));
    cleanups.push(
      () => void map.close(),
      () => void chat.close(),
    );
    await Promise.all([waitFor(map, 'connect', () => true), waitFor(chat, 'connect', () => true)]);

    // Stop the process each socket is on: whichever it is, the other one takes over.
    await stopServer(a);
    const send = async (lat: number, text: string) => {
      const position = await fetch(`${balancer.url}/api/gps/position`, {
        method: 'POST',
        headers: field,
        body: JSON.stringify({ missionId, lat, lng: 2.3294, accuracy: 5 }),
      });
      const message = await fetch(`${balancer.url}/api/chat/mission/${missionId}`, {
        method: 'POST',
        headers: field,
        body: JSON.stringify({ content: text }),
      });
      return [position.status, message.status];
    };
    const moved = waitFor<{ lat: number }[]>(map, 'position:updated', (list) =>
      list.some((p) => p.lat === 48.8676),
    );
    const said = waitFor<{ content: string }>(chat, 'message:new', (m) => m.content === 'Toujours là');
    // The sockets need a moment to notice and reconnect; send until they have.
    const sending = setInterval(() => void send(48.8676, 'Toujours là').catch(() => undefined), 1000);
    cleanups.push(() => clearInterval(sending));
    expect((await moved).map((p) => p.lat)).toContain(48.8676);
    expect((await said).content).toBe('Toujours là');
    clearInterval(sending);
  });
});
