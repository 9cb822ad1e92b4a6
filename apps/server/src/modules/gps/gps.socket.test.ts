import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { LivePosition } from '@secops/domain/gps';
import * as MSG from '@secops/domain/messages';
import { authHeader, createUser, type TestUser } from '../../test/fixtures.ts';
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

type PositionAck =
  { ok: true; position: LivePosition } | { ok: false; error: { statusCode: number; message: string } };

describe('/gps socket', () => {
  let t: TestApp;
  let agent: TestUser;
  let outsider: TestUser;
  let admin: TestUser;
  let missionId: string;
  let otherMissionId: string;
  let agentSocket: Socket;
  const open: Socket[] = [];

  const socketOf = async (user: TestUser) => {
    const socket = await connectSocket(t.url as string, '/gps', { token: await accessToken(t.app, user) });
    open.push(socket);
    return socket;
  };
  const position = (lat: number, extra: Record<string, unknown> = {}) => ({
    missionId,
    lat,
    lng: 2.3212,
    accuracy: 8,
    speed: 1.2,
    ...extra,
  });

  beforeAll(async () => {
    t = await createTestApp({}, { listen: true });
    const db = t.database.db;
    agent = await createUser(db, { role: 'AGENT', firstName: 'Yanis', lastName: 'Durand' });
    outsider = await createUser(db, { role: 'LEAD' });
    admin = await createUser(db, { role: 'ADMIN' });
    missionId = await createMission(db, { title: 'Escorte Opéra', agentIds: [agent.agentId], onDuty: true });
    otherMissionId = await createMission(db, { agentIds: [outsider.agentId] });
    agentSocket = await socketOf(agent);
  });
  afterAll(async () => {
    open.forEach((socket) => socket.close());
    await t.close();
  });

  it('refuses a position from an agent who is not assigned to the mission', async () => {
    const socket = await socketOf(outsider);
    const ack = await emitWithAck<PositionAck>(socket, 'position:update', position(48.1));
    expect(ack).toEqual({
      ok: false,
      error: expect.objectContaining({ statusCode: 403, message: MSG.gpsNotAssigned }),
    });
  });

  it('refuses a position that names another agent than the signed-in one', async () => {
    const ack = await emitWithAck<PositionAck>(
      agentSocket,
      'position:update',
      position(48.1, { agentId: outsider.agentId }),
    );
    expect(ack).toMatchObject({ ok: false, error: { statusCode: 403, message: MSG.gpsAgentMismatch } });
  });

  it('refuses a position for a mission that is not in progress', async () => {
    const planned = await createMission(t.database.db, { status: 'CONFIRMED', agentIds: [agent.agentId] });
    const ack = await emitWithAck<PositionAck>(agentSocket, 'position:update', {
      ...position(48.1),
      missionId: planned,
    });
    expect(ack).toMatchObject({ ok: false, error: { statusCode: 409, message: MSG.gpsMissionNotActive } });
  });

  it('refuses a malformed position with a French message', async () => {
    const ack = await emitWithAck<PositionAck>(agentSocket, 'position:update', position(123));
    expect(ack).toMatchObject({ ok: false, error: { statusCode: 400, message: MSG.latitudeInvalid } });
  });

  it('refuses positions from staff and live-map subscriptions from agents', async () => {
    const adminSocket = await socketOf(admin);
    const fromStaff = await emitWithAck<PositionAck>(adminSocket, 'position:update', position(48.1));
    expect(fromStaff).toMatchObject({ ok: false, error: { statusCode: 403 } });
    const subscribe = await emitWithAck(agentSocket, 'mission:subscribe', { missionId: 'all' });
    expect(subscribe).toMatchObject({ ok: false, error: { statusCode: 403 } });
  });

  it('sends a position to staff watching all missions or that mission, and to nobody else', async () => {
    const watchingAll = await socketOf(admin);
    const watchingMission = await socketOf(await createUser(t.database.db, { role: 'SUPERVISOR' }));
    const watchingOther = await socketOf(admin);
    const notSubscribed = await socketOf(admin);
    expect(await emitWithAck(watchingAll, 'mission:subscribe')).toEqual({ ok: true });
    expect(await emitWithAck(watchingMission, 'mission:subscribe', { missionId })).toEqual({ ok: true });
    await emitWithAck(watchingOther, 'mission:subscribe', { missionId: otherMissionId });
    const strays = [collectPositions(watchingOther), collectPositions(notSubscribed)];

    const toAll = nextPosition(watchingAll);
    const toMission = nextPosition(watchingMission);
    const ack = await emitWithAck<PositionAck>(agentSocket, 'position:update', position(48.8657));
    expect(ack).toEqual({ ok: true });

    const expected = {
      agentId: agent.agentId,
      missionId,
      lat: 48.8657,
      lng: 2.3212,
      accuracy: 8,
      speed: 1.2,
      timestamp: expect.any(String),
      agent: { firstName: 'Yanis', lastName: 'Durand', photo: null, matricule: expect.any(String) },
      mission: { title: 'Escorte Opéra' },
    };
    expect(await toAll).toMatchObject(expected);
    expect(await toMission).toMatchObject(expected);
    await pause(200);
    expect(strays.flat()).toEqual([]);
  });

  it('sends each position once, in order, to a socket watching all missions and that mission', async () => {
    const watcher = await socketOf(admin);
    await emitWithAck(watcher, 'mission:subscribe', { missionId });
    await emitWithAck(watcher, 'mission:subscribe', { missionId: 'all' });
    const seen = collectPositions(watcher);
    const lats = [48.8661, 48.8662, 48.8663];
    const acks = await Promise.all(
      lats.map((lat) => emitWithAck<PositionAck>(agentSocket, 'position:update', position(lat))),
    );
    expect(acks).toEqual(lats.map(() => ({ ok: true })));
    await vi.waitFor(() => expect(seen).toHaveLength(lats.length), { timeout: 3000 });
    await pause(200);
    expect(seen.map((p) => p.lat)).toEqual(lats);
  });

  it('stops sending to a socket that unsubscribed', async () => {
    const watcher = await socketOf(admin);
    await emitWithAck(watcher, 'mission:subscribe', { missionId });
    expect(await emitWithAck(watcher, 'mission:unsubscribe', { missionId })).toEqual({ ok: true });
    const seen = collectPositions(watcher);
    await emitWithAck(agentSocket, 'position:update', position(48.866));
    await pause(200);
    expect(seen).toEqual([]);
  });

  it('stores positions in batches: the history keeps each one, the live map the latest per agent', async () => {
    await emitWithAck(agentSocket, 'position:update', position(48.87));
    await emitWithAck(agentSocket, 'position:update', position(48.871, { speed: null }));
    const headers = await authHeader(t.app, admin);
    await vi.waitFor(
      async () => {
        const res = await t.app.inject({ url: `/api/gps/positions?missionId=${missionId}`, headers });
        expect(res.json()).toEqual([
          expect.objectContaining({ agentId: agent.agentId, lat: 48.871, speed: null }),
        ]);
      },
      { timeout: 3000, interval: 100 },
    );
    const history = await t.database.db.query.gpsPositions.findMany({
      where: (p, { eq }) => eq(p.agentId, agent.agentId as string),
    });
    expect(history.map((p) => p.lat)).toEqual(expect.arrayContaining([48.8657, 48.87, 48.871]));
  });
});
