import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as MSG from '@secops/domain/messages';
import { missionPerimeters } from '../../db/schema/index.ts';
import { createUser, type TestUser } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { caller, givenAssignment, givenMission } from './missions.fixtures.ts';

describe('missions API: moving the perimeter centre', () => {
  let t: TestApp;
  let call: ReturnType<typeof caller>;
  let admin: TestUser;
  let supervisor: TestUser;
  let agent: TestUser;

  beforeAll(async () => {
    t = await createTestApp();
    call = caller(t.app);
    admin = await createUser(t.database.db, { role: 'SUPERADMIN' });
    supervisor = await createUser(t.database.db, { role: 'SUPERVISOR' });
    agent = await createUser(t.database.db, { role: 'AGENT' });
  });
  afterAll(() => t.close());

  const storedPerimeter = async (missionId: string) =>
    (
      await t.database.db.select().from(missionPerimeters).where(eq(missionPerimeters.missionId, missionId))
    )[0];

  it('stores a centre away from the mission place, which the assigned agent then reads', async () => {
    const mission = await givenMission(t.database.db);
    await givenAssignment(t.database.db, mission.id, agent.agentId!);
    const url = `/api/missions/${mission.id}/perimeter`;
    const res = await call(supervisor, 'PATCH', url, { centerLat: 48.87, centerLng: 2.33, radius: 400 });
    expect(res.statusCode).toBe(200);
    const moved = { enabled: true, centerLat: 48.87, centerLng: 2.33, radius: 400 };
    expect(res.json()).toEqual(moved);
    expect(await storedPerimeter(mission.id)).toMatchObject({
      centerLat: 48.87,
      centerLng: 2.33,
      radiusM: 400,
    });
    expect((await call(admin, 'GET', url)).json()).toEqual(moved);
    expect((await call(agent, 'GET', `/api/gps/perimeter/${mission.id}`)).json()).toEqual(moved);
  });

  it('puts the centre back on the mission place when a change gives none', async () => {
    const mission = await givenMission(t.database.db);
    const url = `/api/missions/${mission.id}/perimeter`;
    await call(admin, 'PATCH', url, { centerLat: 48.9, centerLng: 2.4 });
    const res = await call(admin, 'PATCH', url, { enabled: false });
    expect(res.json()).toEqual({ enabled: false, centerLat: 48.8656, centerLng: 2.3212, radius: 1000 });
  });

  it('gives a centre to a mission without coordinates, and keeps none when none is given', async () => {
    const mission = await givenMission(t.database.db, { locationLat: null, locationLng: null });
    const url = `/api/missions/${mission.id}/perimeter`;
    expect((await call(admin, 'PATCH', url, { radius: 200 })).json()).toEqual({
      enabled: true,
      centerLat: null,
      centerLng: null,
      radius: 200,
    });
    expect((await call(admin, 'PATCH', url, { centerLat: -33.8688, centerLng: 151.2093 })).json()).toEqual({
      enabled: true,
      centerLat: -33.8688,
      centerLng: 151.2093,
      radius: 200,
    });
  });

  it('refuses half a centre with a French message and leaves the perimeter as it was', async () => {
    const mission = await givenMission(t.database.db);
    const url = `/api/missions/${mission.id}/perimeter`;
    for (const payload of [{ centerLat: 48.87 }, { centerLng: 2.33, radius: 300 }]) {
      const res = await call(admin, 'PATCH', url, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().message).toBe(MSG.perimeterCenterIncomplete);
    }
    expect(await storedPerimeter(mission.id)).toMatchObject({ centerLat: 48.8656, radiusM: 1000 });
  });

  it('refuses a centre out of range or not a number', async () => {
    const mission = await givenMission(t.database.db);
    const url = `/api/missions/${mission.id}/perimeter`;
    const cases: [object, string][] = [
      [{ centerLat: 90.5, centerLng: 2 }, MSG.latitudeInvalid],
      [{ centerLat: -91, centerLng: 2 }, MSG.latitudeInvalid],
      [{ centerLat: 48, centerLng: 180.1 }, MSG.longitudeInvalid],
      [{ centerLat: 48, centerLng: -200 }, MSG.longitudeInvalid],
      [{ centerLat: '48', centerLng: 2 }, MSG.latitudeInvalid],
      [{ centerLat: 48, centerLng: null }, MSG.longitudeInvalid],
    ];
    for (const [payload, message] of cases) {
      const res = await call(admin, 'PATCH', url, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().message, JSON.stringify(payload)).toBe(message);
    }
    expect(await storedPerimeter(mission.id)).toMatchObject({ centerLat: 48.8656, centerLng: 2.3212 });
  });

  it('refuses field users, even on their own mission, and archived missions', async () => {
    const mission = await givenMission(t.database.db);
    await givenAssignment(t.database.db, mission.id, agent.agentId!);
    const body = { centerLat: 48.87, centerLng: 2.33 };
    expect((await call(agent, 'PATCH', `/api/missions/${mission.id}/perimeter`, body)).statusCode).toBe(403);
    expect(await storedPerimeter(mission.id)).toMatchObject({ centerLat: 48.8656, centerLng: 2.3212 });

    const archived = await givenMission(t.database.db, { status: 'ARCHIVED' });
    const res = await call(admin, 'PATCH', `/api/missions/${archived.id}/perimeter`, body);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(MSG.missionArchived);
    expect(await storedPerimeter(archived.id)).toMatchObject({ centerLat: 48.8656, centerLng: 2.3212 });
  });
});
