import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as MSG from '@secops/domain/messages';
import { loadConfig } from '../../config.ts';
import { gpsLatestPositions, gpsPositions, missionPerimeters } from '../../db/schema/index.ts';
import { authHeader, createUser, type TestUser } from '../../test/fixtures.ts';
import { createMission } from '../../test/realtime-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { tileImageSource } from '../../app.ts';
import { purgeGpsHistory } from './gps.service.ts';

describe('GPS over HTTP', () => {
  let t: TestApp;
  let agent: TestUser;
  let outsider: TestUser;
  let admin: TestUser;
  let missionId: string;

  const post = async (user: TestUser | undefined, payload: Record<string, unknown>) =>
    t.app.inject({
      method: 'POST',
      url: '/api/gps/position',
      headers: user ? await authHeader(t.app, user) : {},
      payload,
    });
  const get = async (user: TestUser, url: string) =>
    t.app.inject({ method: 'GET', url, headers: await authHeader(t.app, user) });
  const body = (extra: Record<string, unknown> = {}) => ({
    agentId: agent.agentId,
    missionId,
    lat: 48.85,
    lng: 2.35,
    accuracy: 15,
    ...extra,
  });

  beforeAll(async () => {
    t = await createTestApp();
    agent = await createUser(t.database.db, { role: 'LEAD', firstName: 'Inès', lastName: 'Moreau' });
    outsider = await createUser(t.database.db, { role: 'AGENT' });
    admin = await createUser(t.database.db, { role: 'SUPERVISOR' });
    missionId = await createMission(t.database.db, {
      title: 'Garde résidence Neuilly',
      agentIds: [agent.agentId],
      onDuty: true,
    });
  });
  afterAll(() => t.close());

  describe('POST /api/gps/position', () => {
    it('accepts the assigned agent’s position (202) and answers it as the live map shows it', async () => {
      const res = await post(agent, body({ speed: 3 }));
      expect(res.statusCode).toBe(202);
      expect(res.json()).toMatchObject({
        agentId: agent.agentId,
        missionId,
        lat: 48.85,
        speed: 3,
        agent: { firstName: 'Inès', lastName: 'Moreau' },
        mission: { title: 'Garde résidence Neuilly' },
      });
    });

    it('refuses an agent who is not assigned to the mission (403)', async () => {
      const res = await post(outsider, body({ agentId: undefined }));
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(MSG.gpsNotAssigned);
    });

    it("refuses another agent's id (403), staff (403) and visitors (401)", async () => {
      expect((await post(agent, body({ agentId: outsider.agentId }))).statusCode).toBe(403);
      expect((await post(admin, body())).statusCode).toBe(403);
      expect((await post(undefined, body())).statusCode).toBe(401);
    });

    it('refuses bad input with 400 and a French message, never 500', async () => {
      const res = await post(agent, body({ lng: 'est' }));
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(MSG.longitudeInvalid);
      expect((await post(agent, body({ missionId: 'pas-un-id' }))).statusCode).toBe(400);
      expect((await post(agent, body({ altitude: 35 }))).statusCode).toBe(400);
    });

    it('answers 404 for an unknown mission and 409 for a completed one', async () => {
      const unknown = await post(agent, body({ missionId: '00000000-0000-4000-8000-000000000000' }));
      expect(unknown.statusCode).toBe(404);
      const done = await createMission(t.database.db, { status: 'COMPLETED', agentIds: [agent.agentId] });
      expect((await post(agent, body({ missionId: done }))).statusCode).toBe(409);
    });
  });

  describe('GET /api/gps/positions', () => {
    it('answers the latest position of each agent, filtered by mission, to staff only', async () => {
      const other = await createMission(t.database.db, { agentIds: [outsider.agentId] });
      await t.database.db
        .insert(gpsLatestPositions)
        .values([
          { agentId: agent.agentId as string, missionId, lat: 48.9, lng: 2.3, accuracy: 5 },
          { agentId: outsider.agentId as string, missionId: other, lat: 45.7, lng: 4.8, accuracy: 5 },
        ])
        .onConflictDoNothing();
      const all = await get(admin, '/api/gps/positions');
      expect(all.statusCode).toBe(200);
      expect(
        all
          .json()
          .map((p: { agentId: string }) => p.agentId)
          .sort(),
      ).toEqual([agent.agentId, outsider.agentId].sort());
      const filtered = await get(admin, `/api/gps/positions?missionId=${other}`);
      expect(filtered.json()).toEqual([expect.objectContaining({ agentId: outsider.agentId, lat: 45.7 })]);
      expect((await get(agent, '/api/gps/positions')).statusCode).toBe(403);
      expect((await get(admin, '/api/gps/positions?missionId=abc')).statusCode).toBe(400);
      expect((await get(admin, '/api/gps/positions?limit=0')).statusCode).toBe(400);
    });
  });

  describe('GET /api/gps/perimeter/{missionId}', () => {
    it('gives the default perimeter around the mission place: enabled, 1,000 m', async () => {
      const res = await get(agent, `/api/gps/perimeter/${missionId}`);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ enabled: true, centerLat: 48.8656, centerLng: 2.3212, radius: 1000 });
    });

    it('gives the stored perimeter to staff', async () => {
      await t.database.db.insert(missionPerimeters).values({ missionId, enabled: false, radiusM: 250 });
      const res = await get(admin, `/api/gps/perimeter/${missionId}`);
      expect(res.json()).toEqual({ enabled: false, centerLat: 48.8656, centerLng: 2.3212, radius: 250 });
    });

    it('refuses an agent not assigned to the mission (403) and answers 404 for an unknown one', async () => {
      expect((await get(outsider, `/api/gps/perimeter/${missionId}`)).statusCode).toBe(403);
      expect((await get(admin, '/api/gps/perimeter/00000000-0000-4000-8000-000000000000')).statusCode).toBe(
        404,
      );
      expect((await get(admin, '/api/gps/perimeter/inconnue')).statusCode).toBe(404);
    });
  });

  describe('retention', () => {
    it('purges history older than the retention period and keeps the rest and the latest positions', async () => {
      const day = 24 * 3600_000;
      const agentId = outsider.agentId as string;
      await t.database.db.insert(gpsPositions).values([
        { agentId, missionId, lat: 1, lng: 1, recordedAt: new Date(Date.now() - 31 * day) },
        { agentId, missionId, lat: 2, lng: 2, recordedAt: new Date(Date.now() - 29 * day) },
      ]);
      expect(await purgeGpsHistory(t.database.db, 30)).toBe(1);
      const left = await t.database.db.query.gpsPositions.findMany({
        where: (p, { eq }) => eq(p.agentId, agentId),
      });
      expect(left.map((p) => p.lat)).toEqual([2]);
      expect(await t.database.db.$count(gpsLatestPositions)).toBeGreaterThan(0);
    });

    it('keeps 30 days by default and reads GPS_RETENTION_DAYS', () => {
      expect(t.config.gpsRetentionDays).toBe(30);
      expect(loadConfig({ GPS_RETENTION_DAYS: '7' }).gpsRetentionDays).toBe(7);
      expect(() => loadConfig({ GPS_RETENTION_DAYS: '0' })).toThrow(/GPS_RETENTION_DAYS/);
    });
  });

  describe('GET /api/gps/map-settings', () => {
    it('tells any signed-in user the OpenStreetMap tiles by default, and nobody else', async () => {
      for (const user of [admin, agent]) {
        const res = await get(user, '/api/gps/map-settings');
        expect(res.statusCode).toBe(200);
        expect(res.json()).toMatchObject({ tileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png' });
      }
      expect((await t.app.inject({ method: 'GET', url: '/api/gps/map-settings' })).statusCode).toBe(401);
    });

    it('tells the configured tile server, which the page is then allowed to load images from', async () => {
      const own = await createTestApp({
        MAP_TILE_URL: 'http://tuiles.local:8080/{z}/{x}/{y}.png',
        MAP_TILE_ATTRIBUTION: '© IGN',
      });
      try {
        const user = await createUser(own.database.db, { role: 'ADMIN' });
        const res = await own.app.inject({
          method: 'GET',
          url: '/api/gps/map-settings',
          headers: await authHeader(own.app, user),
        });
        expect(res.json()).toEqual({
          tileUrl: 'http://tuiles.local:8080/{z}/{x}/{y}.png',
          attribution: '© IGN',
        });
        expect(res.headers['content-security-policy']).toMatch(/img-src [^;]*http:\/\/tuiles\.local:8080/);
      } finally {
        await own.close();
      }
    });

    it('turns {s} subdomains into a wildcard source', () => {
      expect(tileImageSource('https://{s}.tile.example.fr/{z}/{x}/{y}.png')).toBe(
        'https://*.tile.example.fr',
      );
    });
  });
});
