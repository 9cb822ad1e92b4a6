import { eq } from 'drizzle-orm';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as MSG from '@secops/domain/messages';
import { attendances, gpsLatestPositions, gpsPositions, shifts } from '../../db/schema/index.ts';
import { createUser, type TestUser } from '../../test/fixtures.ts';
import {
  accessToken,
  collectPositions,
  connectSocket,
  createMission,
  emitWithAck,
  nextPosition,
  pause,
} from '../../test/realtime-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

type Ack = { ok: true } | { ok: false; error: { statusCode: number; message: string } };
const minutes = (n: number) => n * 60_000;

describe('positions sent late (queued offline) on position:update', () => {
  let t: TestApp;
  let agent: TestUser;
  let missionId: string;
  let agentSocket: Socket;
  let watcher: Socket;
  const sockets: Socket[] = [];

  const socketOf = async (user: TestUser) => {
    const socket = await connectSocket(t.url as string, '/gps', { token: await accessToken(t.app, user) });
    sockets.push(socket);
    return socket;
  };
  const send = (socket: Socket, lat: number, extra: Record<string, unknown> = {}) =>
    emitWithAck<Ack>(socket, 'position:update', { missionId, lat, lng: 2.35, accuracy: 10, ...extra });
  const history = () =>
    t.database.db
      .select()
      .from(gpsPositions)
      .where(eq(gpsPositions.agentId, agent.agentId as string));

  beforeAll(async () => {
    t = await createTestApp({}, { listen: true });
    agent = await createUser(t.database.db, { role: 'AGENT' });
    missionId = await createMission(t.database.db, { agentIds: [agent.agentId], onDuty: true });
    agentSocket = await socketOf(agent);
    watcher = await socketOf(await createUser(t.database.db, { role: 'SUPERVISOR' }));
    await emitWithAck(watcher, 'mission:subscribe', { missionId });
  });
  afterAll(async () => {
    sockets.forEach((socket) => socket.close());
    await t.close();
  });

  it('records a queued position at its own time, once however often it is sent, without moving the map back', async () => {
    const live = nextPosition(watcher);
    expect(await send(agentSocket, 48.85)).toEqual({ ok: true });
    await live;
    const seen = collectPositions(watcher);
    const recordedAt = new Date(Date.now() - minutes(10)).toISOString();
    const queued = { recordedAt, clientRequestId: 'queue-0001-abcd' };
    expect(await send(agentSocket, 48.8, queued)).toEqual({ ok: true });
    expect(await send(agentSocket, 48.8, queued)).toEqual({ ok: true });

    const rows = (await history()).filter((p) => p.lat === 48.8);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.recordedAt.toISOString()).toBe(recordedAt);
    const [latest] = await t.database.db
      .select()
      .from(gpsLatestPositions)
      .where(eq(gpsLatestPositions.agentId, agent.agentId as string));
    expect(latest?.lat).toBe(48.85);
    await pause(200);
    expect(seen).toEqual([]);
  });

  it('refuses a time more than 5 minutes ahead, older than the retention period, or malformed (400, French)', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ recordedAt: new Date(Date.now() + minutes(6)).toISOString() }, MSG.gpsRecordedAtInFuture],
      [{ recordedAt: new Date(Date.now() - 31 * 24 * 3600_000).toISOString() }, MSG.gpsRecordedAtTooOld],
      [{ recordedAt: 'hier' }, MSG.gpsRecordedAtInvalid],
      [{ clientRequestId: 'x' }, MSG.gpsClientRequestIdInvalid],
    ];
    for (const [extra, message] of cases) {
      expect(await send(agentSocket, 48.81, extra)).toMatchObject({
        ok: false,
        error: { statusCode: 400, message },
      });
    }
    expect((await history()).some((p) => p.lat === 48.81)).toBe(false);
  });

  it('decides duty at the position’s time: a position taken before the shift is refused even sent during it', async () => {
    // The shift runs from an hour ago; with its 15 minutes of margin, 80 minutes ago is off duty.
    const before = new Date(Date.now() - minutes(80)).toISOString();
    expect(await send(agentSocket, 48.82, { recordedAt: before })).toMatchObject({
      ok: false,
      error: { statusCode: 403, message: MSG.gpsOffDuty },
    });
    const withinMargin = new Date(Date.now() - minutes(70)).toISOString();
    expect(await send(agentSocket, 48.83, { recordedAt: withinMargin })).toEqual({ ok: true });
  });
});

describe('positions only on duty (privacy)', () => {
  let t: TestApp;
  const sockets: Socket[] = [];

  const agentOnMission = async () => {
    const agent = await createUser(t.database.db, { role: 'AGENT' });
    const missionId = await createMission(t.database.db, { agentIds: [agent.agentId] });
    const socket = await connectSocket(t.url as string, '/gps', { token: await accessToken(t.app, agent) });
    sockets.push(socket);
    const send = () =>
      emitWithAck<Ack>(socket, 'position:update', { missionId, lat: 48.8, lng: 2.3, accuracy: 5 });
    return { agentId: agent.agentId as string, missionId, send };
  };
  const shift = (agentId: string, missionId: string, fromMin: number, toMin: number) =>
    t.database.db.insert(shifts).values({
      agentId,
      missionId,
      startAt: new Date(Date.now() + minutes(fromMin)),
      endAt: new Date(Date.now() + minutes(toMin)),
    });

  beforeAll(async () => {
    t = await createTestApp({}, { listen: true });
  });
  afterAll(async () => {
    sockets.forEach((socket) => socket.close());
    await t.close();
  });

  it('refuses a position of an assigned agent with neither a shift nor an open attendance (403, French)', async () => {
    const { send } = await agentOnMission();
    expect(await send()).toEqual({
      ok: false,
      error: expect.objectContaining({ statusCode: 403, message: MSG.gpsOffDuty }),
    });
  });

  it('accepts from 15 minutes before a shift, not earlier', async () => {
    const soon = await agentOnMission();
    await shift(soon.agentId, soon.missionId, 10, 240);
    expect(await soon.send()).toEqual({ ok: true });
    const later = await agentOnMission();
    await shift(later.agentId, later.missionId, 20, 240);
    expect(await later.send()).toMatchObject({ ok: false, error: { statusCode: 403 } });
  });

  it('accepts up to 15 minutes after a shift, not later', async () => {
    const justDone = await agentOnMission();
    await shift(justDone.agentId, justDone.missionId, -240, -10);
    expect(await justDone.send()).toEqual({ ok: true });
    const longDone = await agentOnMission();
    await shift(longDone.agentId, longDone.missionId, -240, -20);
    expect(await longDone.send()).toMatchObject({ ok: false, error: { statusCode: 403 } });
  });

  it('accepts while an attendance is open without a shift running', async () => {
    const { agentId, missionId, send } = await agentOnMission();
    const started = new Date(Date.now() - 3 * 3600_000);
    await t.database.db
      .insert(attendances)
      .values({ agentId, missionId, status: 'OVERTIME', startTime: started, periodStart: started });
    expect(await send()).toEqual({ ok: true });
  });

  it('checks a position older than the cached span (12 hours) against the shifts of its time', async () => {
    const { agentId, missionId, send } = await agentOnMission();
    await shift(agentId, missionId, -60, 60);
    expect(await send()).toEqual({ ok: true });
    await shift(agentId, missionId, -16 * 60, -14 * 60);
    const socket = sockets.at(-1) as Socket;
    const at = (hoursAgo: number) => new Date(Date.now() - hoursAgo * 3600_000).toISOString();
    const queued = (recordedAt: string) =>
      emitWithAck<Ack>(socket, 'position:update', {
        missionId,
        lat: 48.7,
        lng: 2.3,
        accuracy: 5,
        recordedAt,
      });
    expect(await queued(at(15))).toEqual({ ok: true });
    expect(await queued(at(20))).toMatchObject({ ok: false, error: { statusCode: 403 } });
  });
});
