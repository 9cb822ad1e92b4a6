import { eq } from 'drizzle-orm';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Sos } from '@secops/domain/sos';
import { gpsDeviceTokens, gpsPositions, sosAlerts } from '../../db/schema/index.ts';
import { authHeader, createUser, type TestUser } from '../../test/fixtures.ts';
import { accessToken, connectSocket, createMission, nextEvent } from '../../test/realtime-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

describe('Traccar Client heartbeats, SOS button and batches (OsmAnd protocol)', () => {
  let t: TestApp;
  let admin: TestUser;
  let staffSocket: Socket;

  const onDutyAgent = async () => {
    const user = await createUser(t.database.db, { role: 'AGENT' });
    const missionId = await createMission(t.database.db, { agentIds: [user.agentId], onDuty: true });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/gps/device-tokens',
      headers: await authHeader(t.app, user),
    });
    const { token, id } = res.json() as { id: string; token: string };
    return { user, agentId: user.agentId as string, missionId, token, tokenId: id };
  };
  const osmand = (query: Record<string, string>, init: { body?: string; type?: string } = {}) =>
    t.app.inject({
      method: init.body === undefined ? 'GET' : 'POST',
      url: `/api/gps/osmand?${new URLSearchParams(query)}`,
      payload: init.body,
      headers: init.type ? { 'content-type': init.type } : {},
    });
  const postJson = (body: unknown) => osmand({}, { body: JSON.stringify(body), type: 'application/json' });
  const positionsOf = (agentId: string) =>
    t.database.db.select().from(gpsPositions).where(eq(gpsPositions.agentId, agentId));
  const alertsOf = (agentId: string) =>
    t.database.db.select().from(sosAlerts).where(eq(sosAlerts.agentId, agentId));

  beforeAll(async () => {
    t = await createTestApp({}, { listen: true });
    admin = await createUser(t.database.db, { role: 'ADMIN' });
    staffSocket = await connectSocket(t.url as string, '/gps', { token: await accessToken(t.app, admin) });
  });
  afterAll(async () => {
    staffSocket.close();
    await t.close();
  });

  it('answers a heartbeat (no coordinates, cell and wifi only) 200, stores no position, records contact and battery', async () => {
    const { agentId, token, tokenId } = await onDutyAgent();
    const res = await osmand({
      id: token,
      batt: '37',
      cell: '257,02,16,2224',
      wifi: '00-14-22-01-23-45,-80',
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-position-refused']).toBeUndefined();
    expect(await positionsOf(agentId)).toEqual([]);
    const [row] = await t.database.db.select().from(gpsDeviceTokens).where(eq(gpsDeviceTokens.id, tokenId));
    expect(row?.lastBattery).toBe(37);
    expect(row?.lastContactAt).toBeInstanceOf(Date);
    expect(Math.abs((row?.lastContactAt?.getTime() ?? 0) - Date.now())).toBeLessThan(10_000);
    expect(row?.lastUsedAt).toEqual(row?.lastContactAt);
  });

  it('shows the heartbeat newer than the last position as the agent’s last contact on the live map', async () => {
    const { agentId, missionId, token } = await onDutyAgent();
    const at = String(Math.floor(Date.now() / 1000) - 120);
    expect((await osmand({ id: token, lat: '48.85', lon: '2.35', timestamp: at })).statusCode).toBe(200);
    const latest = async () => {
      const res = await t.app.inject({
        url: `/api/gps/positions?missionId=${missionId}`,
        headers: await authHeader(t.app, admin),
      });
      return (res.json() as { agentId: string; lastContact?: unknown }[]).find((p) => p.agentId === agentId);
    };
    expect((await latest())?.lastContact ?? null).toBeNull();
    expect((await osmand({ id: token, batt: '12' })).statusCode).toBe(200);
    expect((await latest())?.lastContact).toEqual({ at: expect.any(String), battery: 12 });
  });

  it('raises one SOS, as POST /api/sos does, for alarm=sos sent again and again (query, form, JSON)', async () => {
    const { agentId, missionId, token } = await onDutyAgent();
    const raised = nextEvent<Sos>(staffSocket, 'sos:raised', 3000);
    const first = await osmand({ id: token, lat: '48.86', lon: '2.34', alarm: 'sos' });
    expect(first.statusCode).toBe(200);
    const sos = await raised;
    expect(sos).toMatchObject({ status: 'OPEN', agent: { id: agentId }, lat: 48.86, lng: 2.34 });
    const form = new URLSearchParams({ id: token, alarm: 'sos' }).toString();
    expect((await osmand({}, { body: form, type: 'application/x-www-form-urlencoded' })).statusCode).toBe(
      200,
    );
    const json = {
      device_id: token,
      location: { coords: { latitude: 48.87, longitude: 2.35 }, extras: { alarm: 'sos' } },
    };
    expect((await postJson(json)).statusCode).toBe(200);
    const alerts = await alertsOf(agentId);
    expect(alerts).toHaveLength(1);
    expect(alerts[0]).toMatchObject({ id: sos.id, status: 'OPEN', missionId });
    expect((await positionsOf(agentId)).map((p) => p.lat)).toEqual(expect.arrayContaining([48.86, 48.87]));
  });

  it('raises the SOS of a heartbeat, without a position', async () => {
    const { agentId, token } = await onDutyAgent();
    const res = await postJson({ device_id: token, location: { event: 'sos', battery: { level: 0.2 } } });
    expect(res.statusCode).toBe(200);
    expect(await alertsOf(agentId)).toEqual([
      expect.objectContaining({ status: 'OPEN', lat: null, lng: null }),
    ]);
  });

  it('stores each position of a JSON array of locations (a refused one dropped alone), and of location=lat,lon', async () => {
    const { agentId, token } = await onDutyAgent();
    const fix = (lat: number, minutes: number) => ({
      device_id: token,
      location: {
        coords: { latitude: lat, longitude: 2.3 },
        timestamp: new Date(Date.now() - minutes * 60_000).toISOString(),
      },
    });
    // The middle one is older than the retention: dropped alone, the others kept.
    const batch = await postJson([fix(48.801, 3), fix(48.809, 60 * 24 * 365), fix(48.802, 2)]);
    expect(batch.statusCode).toBe(200);
    expect(batch.headers['x-position-refused']).toBeDefined();
    expect((await osmand({ id: token, location: '48.803,2.31' })).statusCode).toBe(200);
    const lats = (await positionsOf(agentId)).map((p) => p.lat).sort();
    expect(lats).toEqual([48.801, 48.802, 48.803]);
  });
});
