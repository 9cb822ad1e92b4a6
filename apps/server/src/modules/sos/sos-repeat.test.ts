import fs from 'node:fs';
import https from 'node:https';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Sos } from '@secops/domain/sos';
import { sosAlerts } from '../../db/schema/index.ts';
import { authHeader, createUser, type TestUser } from '../../test/fixtures.ts';
import { startPushService, subscriberKeys, type PushService } from '../../test/push-service.ts';
import { accessToken, collect, connectSocket, pause } from '../../test/realtime-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { raiseSosOnce } from './sos.repository.ts';
import { SOS_REPEAT_WINDOW_MS } from './sos.service.ts';

const MINUTE = 60_000;

/**
 * An SOS is never refused, and never multiplied: while an agent's alert raised less than 10 minutes ago is not
 * closed, another press answers 200 with that alert, its position updated and the staff alarm sounded again. A real
 * push service (trusted through the default agent's `ca`) counts the push fan-outs; a staff /gps socket the alarms.
 */
describe('SOS pressed again while an alert is open', () => {
  let dir: string;
  let service: PushService;
  let t: TestApp;
  let admin: TestUser;
  let staffSocket: Socket;
  let seq = 0;
  const savedCa = https.globalAgent.options.ca;

  const fieldUser = () => createUser(t.database.db, { role: 'AGENT' });
  const headersOf = new Map<string, Promise<Record<string, string>>>();
  const press = async (user: TestUser, body: object = {}) => {
    if (!headersOf.has(user.id)) headersOf.set(user.id, authHeader(t.app, user));
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/sos',
      headers: await headersOf.get(user.id),
      payload: { clientRequestId: `repeat-${(seq += 1)}-${Date.now()}`, ...body },
    });
    return { status: res.statusCode, sos: res.json() as Sos };
  };
  const alertsOf = (user: TestUser) =>
    t.database.db.select().from(sosAlerts).where(eq(sosAlerts.agentId, user.agentId!));
  /** Waits for the socket events and pushes under way to arrive. */
  const settle = () => pause(800);

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'secops-sos-repeat-'));
    service = await startPushService(dir);
    https.globalAgent.options.ca = fs.readFileSync(service.caFile);
    t = await createTestApp({ PUSH_ALLOWED_HOSTS: new URL(service.origin).host }, { listen: true });
    admin = await createUser(t.database.db, { role: 'ADMIN' });
    const subscribed = await t.app.inject({
      method: 'POST',
      url: '/api/push/subscriptions',
      headers: await authHeader(t.app, admin),
      payload: { endpoint: `${service.origin}/push/admin`, keys: subscriberKeys().json },
    });
    expect(subscribed.statusCode).toBe(201);
    staffSocket = await connectSocket(t.url as string, '/gps', { token: await accessToken(t.app, admin) });
  });
  afterAll(async () => {
    https.globalAgent.options.ca = savedCa;
    staffSocket?.disconnect();
    await t?.close();
    await service?.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('makes one alert of 300 parallel presses with distinct request ids: one 201, 299 × 200, one push', async () => {
    const agent = await fieldUser();
    const alarms = collect<Sos>(staffSocket, 'sos:raised');
    const pushesBefore = service.received.length;
    const answers = await Promise.all(
      Array.from({ length: 300 }, (_, i) =>
        press(agent, { lat: 48.85, lng: 2.35 + i / 10_000, accuracy: 8 }),
      ),
    );
    expect(answers.filter((a) => a.status === 201)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 200)).toHaveLength(299);
    const ids = new Set(answers.map((a) => a.sos.id));
    expect(ids.size).toBe(1);
    expect(await alertsOf(agent)).toHaveLength(1);
    await settle();
    expect(alarms.filter((sos) => sos.id === [...ids][0])).toHaveLength(300);
    expect(service.received.length - pushesBefore).toBe(1);
  }, 120_000);

  it('makes one alert in the database too, for presses reaching several server processes at once', async () => {
    // What each process runs once its own presses are put in line: the agent's row lock decides between processes.
    const agent = await fieldUser();
    const since = new Date(Date.now() - SOS_REPEAT_WINDOW_MS);
    const outcomes = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        raiseSosOnce(
          t.database.db,
          { agentId: agent.agentId!, userId: agent.id, clientRequestId: `process-${i}-${Date.now()}` },
          since,
        ),
      ),
    );
    expect(outcomes.filter((o) => o.outcome === 'created')).toHaveLength(1);
    expect(new Set(outcomes.map((o) => o.id)).size).toBe(1);
    expect(await alertsOf(agent)).toHaveLength(1);
  });

  it('answers 200 with the same alert, its position updated, and sounds the staff alarm again', async () => {
    const agent = await fieldUser();
    const first = await press(agent, { lat: 48.8656, lng: 2.3212, accuracy: 12 });
    expect(first.status).toBe(201);
    await settle();
    const alarms = collect<Sos>(staffSocket, 'sos:raised');
    const pushesBefore = service.received.length;

    const again = await press(agent, { lat: 48.8701, lng: 2.3302, accuracy: 5 });
    expect(again.status).toBe(200);
    expect(again.sos).toMatchObject({
      id: first.sos.id,
      status: 'OPEN',
      lat: 48.8701,
      lng: 2.3302,
      accuracy: 5,
    });
    // Without a fix, the last position known stays.
    const blind = await press(agent);
    expect(blind.status).toBe(200);
    expect(blind.sos).toMatchObject({ id: first.sos.id, lat: 48.8701, lng: 2.3302 });
    await settle();
    expect(alarms.map((sos) => [sos.id, sos.lat])).toEqual([
      [first.sos.id, 48.8701],
      [first.sos.id, 48.8701],
    ]);
    expect(service.received.length - pushesBefore).toBe(0);
    expect(await alertsOf(agent)).toMatchObject([{ id: first.sos.id, lat: 48.8701 }]);
  });

  it('keeps answering a resent request id with its alert, telling nobody again', async () => {
    const agent = await fieldUser();
    const body = { clientRequestId: `resent-${Date.now()}`, lat: 48.86, lng: 2.33 };
    expect((await press(agent, body)).status).toBe(201);
    await settle();
    const alarms = collect<Sos>(staffSocket, 'sos:raised');
    const resent = await press(agent, { ...body, lat: 10, lng: 10 });
    expect(resent.status).toBe(200);
    expect(resent.sos.lat).toBe(48.86);
    await settle();
    expect(alarms).toEqual([]);
  });

  it('repeats an alert taken by staff without reopening it, and raises a new one once it is closed', async () => {
    const agent = await fieldUser();
    const first = await press(agent);
    const headers = await authHeader(t.app, admin);
    await t.app.inject({ method: 'POST', url: `/api/sos/${first.sos.id}/acknowledge`, headers });
    const repeated = await press(agent);
    expect(repeated.status).toBe(200);
    expect(repeated.sos).toMatchObject({ id: first.sos.id, status: 'ACKNOWLEDGED' });

    await t.app.inject({ method: 'POST', url: `/api/sos/${first.sos.id}/close`, headers, payload: {} });
    const fresh = await press(agent);
    expect(fresh.status).toBe(201);
    expect(fresh.sos.id).not.toBe(first.sos.id);
    expect(await alertsOf(agent)).toHaveLength(2);
  });

  it('raises a new alert when the open one was raised 10 minutes ago or more', async () => {
    expect(SOS_REPEAT_WINDOW_MS).toBe(10 * MINUTE);
    const agent = await fieldUser();
    const first = await press(agent);
    const raisedAgo = (ms: number) =>
      t.database.db
        .update(sosAlerts)
        .set({ createdAt: new Date(Date.now() - ms) })
        .where(eq(sosAlerts.id, first.sos.id));
    await raisedAgo(9 * MINUTE);
    expect((await press(agent)).sos.id).toBe(first.sos.id);

    await raisedAgo(10 * MINUTE + 1000);
    const fresh = await press(agent);
    expect(fresh.status).toBe(201);
    expect(fresh.sos.id).not.toBe(first.sos.id);
    // The new one is now the one a further press answers.
    expect((await press(agent)).sos.id).toBe(fresh.sos.id);
  });

  it('declares both answers of POST /api/sos in the OpenAPI document', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const responses = doc.paths['/api/sos'].post.responses;
    expect(Object.keys(responses)).toEqual(expect.arrayContaining(['200', '201', '400']));
    expect(responses['200'].description).toMatch(/10 minutes/);
  });
});
