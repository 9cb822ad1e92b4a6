import { eq } from 'drizzle-orm';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as MSG from '@secops/domain/messages';
import { gpsDeviceTokens, gpsPositions } from '../../db/schema/index.ts';
import { authHeader, createUser, type TestUser } from '../../test/fixtures.ts';
import {
  accessToken,
  connectSocket,
  createMission,
  emitWithAck,
  nextPosition,
  nextPositionWhere,
} from '../../test/realtime-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

describe('positions of Traccar Client (OsmAnd protocol)', () => {
  let t: TestApp;
  let agent: TestUser;
  let admin: TestUser;
  let missionId: string;
  let token: string;
  let tokenId: string;
  let watcher: Socket;
  const sockets: Socket[] = [];
  // Distinct times a few minutes back, inside the agent's shift (an hour ago to an hour from now).
  let minutesBack = 0;
  const earlier = () => new Date(Date.now() - (minutesBack += 1) * 60_000 - 500);

  const tokenOf = async (user: TestUser) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/gps/device-tokens',
      headers: await authHeader(t.app, user),
    });
    return res.json() as { id: string; token: string };
  };
  const osmand = (
    query: Record<string, string>,
    init: { method?: 'GET' | 'POST'; body?: string; type?: string } = {},
  ) =>
    t.app.inject({
      method: init.method ?? 'GET',
      url: `/api/gps/osmand?${new URLSearchParams(query)}`,
      payload: init.body,
      headers: init.type ? { 'content-type': init.type } : {},
    });
  const historyOf = (user: TestUser) =>
    t.database.db
      .select()
      .from(gpsPositions)
      .where(eq(gpsPositions.agentId, user.agentId as string));

  beforeAll(async () => {
    t = await createTestApp({}, { listen: true });
    const db = t.database.db;
    agent = await createUser(db, { role: 'AGENT', firstName: 'Lina', lastName: 'Garnier' });
    admin = await createUser(db, { role: 'ADMIN' });
    missionId = await createMission(db, { title: 'Parking Opéra', agentIds: [agent.agentId], onDuty: true });
    ({ token, id: tokenId } = await tokenOf(agent));
    watcher = await connectSocket(t.url as string, '/gps', { token: await accessToken(t.app, admin) });
    sockets.push(watcher);
    expect(await emitWithAck(watcher, 'mission:subscribe', { missionId })).toEqual({ ok: true });
  });
  afterAll(async () => {
    sockets.forEach((socket) => socket.close());
    await t.close();
  });

  it('takes a GET with the OsmAnd query (200, empty body) and shows it live on the map with the battery', async () => {
    const at = earlier();
    const live = nextPosition(watcher);
    const res = await osmand({
      id: token,
      lat: '48.8702',
      lon: '2.3318',
      timestamp: String(Math.floor(at.getTime() / 1000)),
      accuracy: '9',
      speed: '10',
      bearing: '90',
      batt: '54',
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('');
    const position = await live;
    expect(position).toMatchObject({
      agentId: agent.agentId,
      missionId,
      lat: 48.8702,
      lng: 2.3318,
      accuracy: 9,
      heading: 90,
      battery: 54,
      timestamp: new Date(Math.floor(at.getTime() / 1000) * 1000).toISOString(),
      agent: { firstName: 'Lina', lastName: 'Garnier' },
      mission: { title: 'Parking Opéra' },
    });
    expect(position.speed).toBeCloseTo(5.144, 2);
    const latest = await t.app.inject({
      url: `/api/gps/positions?missionId=${missionId}`,
      headers: await authHeader(t.app, admin),
    });
    expect(latest.json()).toEqual([expect.objectContaining({ agentId: agent.agentId, battery: 54 })]);
    const [row] = await t.database.db.select().from(gpsDeviceTokens).where(eq(gpsDeviceTokens.id, tokenId));
    expect(row?.lastUsedAt).toBeInstanceOf(Date);
  });

  it('takes the form-encoded body, and a POST whose parameters are in the query', async () => {
    const at = earlier();
    const form = new URLSearchParams({
      id: token,
      lat: '48.8703',
      lon: '2.3319',
      timestamp: String(at.getTime()),
    });
    const posted = await osmand(
      {},
      { method: 'POST', body: form.toString(), type: 'application/x-www-form-urlencoded' },
    );
    expect(posted.statusCode).toBe(200);
    const inQuery = await osmand({ id: token, lat: '48.8704', lon: '2.332' }, { method: 'POST' });
    expect(inQuery.statusCode).toBe(200);
    const empty = await osmand(
      { id: token, lat: '48.8705', lon: '2.332', timestamp: earlier().toISOString() },
      { method: 'POST', body: '', type: 'application/json' },
    );
    expect(empty.statusCode).toBe(200);
    const history = await historyOf(agent);
    expect(history.find((p) => p.lat === 48.8703)?.recordedAt).toEqual(at);
    expect(history.map((p) => p.lat)).toEqual(expect.arrayContaining([48.8704, 48.8705]));
  });

  it('takes Traccar Client’s JSON body, battery level from 0 to 1', async () => {
    // Newer than any position of the agent so far: an older one is stored but not broadcast.
    const at = new Date();
    const live = nextPositionWhere(watcher, (position) => position.lat === 48.8706);
    const body = {
      location: {
        timestamp: at.toISOString(),
        coords: { latitude: 48.8706, longitude: 2.3321, accuracy: 6, speed: 1.2, heading: 180, altitude: 40 },
        is_moving: true,
        odometer: 1200,
        event: 'motionchange',
        battery: { level: 0.54, is_charging: false },
        activity: { type: 'walking' },
        extras: {},
        _: `&id=${token}&lat=48.8706&lon=2.3321&timestamp=${at.toISOString()}&`,
      },
      device_id: token,
    };
    const res = await osmand({}, { method: 'POST', body: JSON.stringify(body), type: 'application/json' });
    expect(res.statusCode).toBe(200);
    expect(await live).toMatchObject({ lat: 48.8706, speed: 1.2, heading: 180, battery: 54 });
    const stored = (await historyOf(agent)).find((p) => p.lat === 48.8706);
    expect(stored).toMatchObject({ battery: 54, accuracy: 6, recordedAt: at, missionId });
  });

  it('stores a position sent again (same time) once', async () => {
    const at = String(earlier().getTime());
    const query = { id: token, lat: '48.8707', lon: '2.3322', timestamp: at };
    expect((await osmand(query)).statusCode).toBe(200);
    expect((await osmand(query)).statusCode).toBe(200);
    expect((await historyOf(agent)).filter((p) => p.lat === 48.8707)).toHaveLength(1);
  });

  it('answers 401 for an unknown token, and for a token once revoked', async () => {
    const unknown = await osmand({ id: 'inconnu', lat: '48.87', lon: '2.33' });
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json().message).toBe(MSG.trackerTokenUnknown);
    const other = await tokenOf(agent);
    expect((await osmand({ id: other.token, lat: '48.8708', lon: '2.33' })).statusCode).toBe(200);
    const revoke = await t.app.inject({
      method: 'DELETE',
      url: `/api/gps/device-tokens/${other.id}`,
      headers: await authHeader(t.app, agent),
    });
    expect(revoke.statusCode).toBe(204);
    const refused = await osmand({ id: other.token, lat: '48.8709', lon: '2.33' });
    expect(refused.statusCode).toBe(401);
    expect((await historyOf(agent)).some((p) => p.lat === 48.8709)).toBe(false);
  });

  // Traccar Client would send a refused position again and again before any newer one: dropped with a 200.
  const refusal = (res: { statusCode: number; headers: Record<string, unknown> }) => {
    expect(res.statusCode).toBe(200);
    return decodeURIComponent(String(res.headers['x-position-refused']));
  };

  it('drops, with the French reason, positions of an agent off duty or on no mission, and stores nothing', async () => {
    const offDuty = await createUser(t.database.db, { role: 'LEAD' });
    await createMission(t.database.db, { agentIds: [offDuty.agentId] });
    const offDutyRes = await osmand({ id: (await tokenOf(offDuty)).token, lat: '48.87', lon: '2.33' });
    expect(refusal(offDutyRes)).toBe(MSG.gpsOffDuty);
    const idle = await createUser(t.database.db, { role: 'AGENT' });
    const idleRes = await osmand({ id: (await tokenOf(idle)).token, lat: '48.87', lon: '2.33' });
    expect(refusal(idleRes)).toBe(MSG.trackerNoCurrentMission);
    expect(await historyOf(offDuty)).toEqual([]);
    expect(await historyOf(idle)).toEqual([]);
  });

  it('drops with a 200 a position older than the retention or more than 5 min ahead, and takes one 4 min ahead', async () => {
    const old = await osmand({ id: token, lat: '48.8711', lon: '2.33', timestamp: '946684800' });
    expect(refusal(old)).toBe(MSG.gpsRecordedAtTooOld);
    const ahead = String(Date.now() + 5 * 60_000 + 30_000);
    expect(refusal(await osmand({ id: token, lat: '48.8712', lon: '2.33', timestamp: ahead }))).toBe(
      MSG.gpsRecordedAtInFuture,
    );
    const drift = await osmand({
      id: token,
      lat: '48.8713',
      lon: '2.33',
      timestamp: String(Date.now() + 4 * 60_000),
    });
    expect(drift.statusCode).toBe(200);
    expect(drift.headers['x-position-refused']).toBeUndefined();
    const stored = (await historyOf(agent)).map((p) => p.lat);
    expect(stored).toContain(48.8713);
    expect(stored).not.toContain(48.8711);
    expect(stored).not.toContain(48.8712);
  });

  it('refuses a position taken outside the agent’s shift, even sent during it', async () => {
    const beforeShift = new Date(Date.now() - 2 * 3600_000);
    const res = await osmand({ id: token, lat: '48.871', lon: '2.33', timestamp: beforeShift.toISOString() });
    expect(refusal(res)).toBe(MSG.gpsOffDuty);
    expect((await historyOf(agent)).some((p) => p.lat === 48.871)).toBe(false);
  });

  it('refuses bad input with 400 and a French message, never 500', async () => {
    const cases: [Record<string, string>, string][] = [
      [{ lat: '48.87', lon: '2.33' }, MSG.trackerIdMissing],
      [{ id: token, lat: '91', lon: '2.33' }, MSG.latitudeInvalid],
      [{ id: token, lat: '48.87' }, MSG.longitudeInvalid],
      [{ id: token, lat: '48.87', lon: '2.33', timestamp: 'hier' }, MSG.trackerTimestampInvalid],
    ];
    for (const [query, message] of cases) {
      const res = await osmand(query);
      expect(res.statusCode, JSON.stringify(query)).toBe(400);
      expect(res.json().message).toBe(message);
    }
    const broken = await osmand({}, { method: 'POST', body: '{"location":', type: 'application/json' });
    expect(broken.statusCode).toBe(400);
  });

  it('refuses a timestamp no date column holds (400, French), in the query and in the JSON body', async () => {
    for (const timestamp of ['99999999999999999999', '9999-12-31T23:59:59Z', '8640000000000001']) {
      const res = await osmand({ id: token, lat: '48.87', lon: '2.33', timestamp });
      expect(res.statusCode, timestamp).toBe(400);
      expect(res.json().message).toBe(MSG.trackerTimestampInvalid);
    }
    const body = `{"device_id":"${token}","location":{"timestamp":1e20,"coords":{"latitude":48.87,"longitude":2.33}}}`;
    const json = await osmand({}, { method: 'POST', body, type: 'application/json' });
    expect(json.statusCode).toBe(400);
    expect(json.json().message).toBe(MSG.trackerTimestampInvalid);
  });
});
