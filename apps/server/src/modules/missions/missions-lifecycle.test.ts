import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as MSG from '@secops/domain/messages';
import {
  attendances,
  chatMessages,
  checklistItems,
  documents,
  incidents,
  missionAssignments,
  missionPerimeters,
  missions,
  shifts,
} from '../../db/schema/index.ts';
import { createUser, type TestUser } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { caller, givenAssignment, givenMission } from './missions.fixtures.ts';

describe('missions API: edits, status, perimeter, deletion', () => {
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

  const statusOf = async (id: string) =>
    (await t.database.db.select().from(missions).where(eq(missions.id, id)))[0]?.status;

  it('edits the mission fields and moves the perimeter centre with the place', async () => {
    const mission = await givenMission(t.database.db);
    const res = await call(supervisor, 'PATCH', `/api/missions/${mission.id}`, {
      title: 'Gala de charité',
      objective: null,
      locationAddress: 'Palais des Festivals, 06400 Cannes',
      locationLat: 43.5513,
      locationLng: 7.0174,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      title: 'Gala de charité',
      type: 'EVENT',
      objective: null,
      locations: [{ line1: 'Palais des Festivals', city: 'Cannes' }],
      perimeter: { centerLat: 43.5513, centerLng: 7.0174, radius: 1000 },
    });
  });

  it('checks a new end against the stored start', async () => {
    const mission = await givenMission(t.database.db);
    const res = await call(admin, 'PATCH', `/api/missions/${mission.id}`, {
      endAt: new Date(mission.startAt.getTime() - 60_000).toISOString(),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(MSG.missionEndBeforeStart);
  });

  it('refuses a bad edit with 400 in French and field users with 403', async () => {
    const mission = await givenMission(t.database.db);
    const url = `/api/missions/${mission.id}`;
    const cases: [object, string][] = [
      [{}, MSG.missionUpdateEmpty],
      [{ status: 'ACTIVE', title: 'x' }, MSG.missionStatusAlone],
      [{ status: 'EN_COURS' }, MSG.missionStatusInvalid],
      [{ createdBy: admin.id }, `${MSG.unknownField} : createdBy`],
    ];
    for (const [payload, message] of cases) {
      const res = await call(admin, 'PATCH', url, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
    }
    expect((await call(agent, 'PATCH', url, { title: 'x' })).statusCode).toBe(403);
    expect((await call(admin, 'PATCH', '/api/missions/inconnu', { title: 'x' })).statusCode).toBe(404);
  });

  it('follows the transitions: activate, complete, archive, and refuses the others with 409', async () => {
    const mission = await givenMission(t.database.db);
    const url = `/api/missions/${mission.id}`;
    const refused = await call(admin, 'PATCH', url, { status: 'COMPLETED' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(MSG.missionTransitionRefused);

    for (const status of ['ACTIVE', 'COMPLETED', 'ACTIVE', 'COMPLETED', 'ARCHIVED']) {
      const res = await call(supervisor, 'PATCH', url, { status });
      expect(res.statusCode, status).toBe(200);
      expect(res.json().status).toBe(status);
    }
    expect(await statusOf(mission.id)).toBe('ARCHIVED');
  });

  it('refuses to move a mission to its own status or back to preparation', async () => {
    const mission = await givenMission(t.database.db, { status: 'ACTIVE' });
    const url = `/api/missions/${mission.id}`;
    expect((await call(admin, 'PATCH', url, { status: 'ACTIVE' })).statusCode).toBe(409);
    expect((await call(admin, 'PATCH', url, { status: 'PREPARATION' })).statusCode).toBe(409);
    expect(await statusOf(mission.id)).toBe('ACTIVE');
  });

  it('locks an archived mission: every write answers 409, reads still work', async () => {
    const mission = await givenMission(t.database.db, { status: 'ARCHIVED' });
    const assignment = await givenAssignment(t.database.db, mission.id, agent.agentId!);
    const [item] = await t.database.db
      .insert(checklistItems)
      .values({ missionId: mission.id, label: 'Radio' })
      .returning();
    const id = mission.id;
    const writes: [string, string, object?][] = [
      ['PATCH', `/api/missions/${id}`, { title: 'Nouveau' }],
      ['PATCH', `/api/missions/${id}`, { status: 'ACTIVE' }],
      ['DELETE', `/api/missions/${id}`],
      ['PATCH', `/api/missions/${id}/perimeter`, { radius: 500 }],
      ['POST', `/api/missions/${id}/assignments`, { agentId: agent.agentId }],
      ['DELETE', `/api/missions/assignments/${assignment.id}`],
      ['POST', '/api/checklists/bulk', { missionId: id, items: [{ label: 'Gilet' }] }],
      [
        'POST',
        '/api/checklists/tick',
        { checklistId: item!.id, agentId: agent.agentId, missionId: id, checked: true },
      ],
    ];
    for (const [method, url, payload] of writes) {
      const res = await call(admin, method as 'GET', url, payload);
      expect(res.statusCode, `${method} ${url}`).toBe(409);
      expect(res.json().message).toBe(MSG.missionArchived);
    }
    const tick = await call(agent, 'POST', '/api/checklists/tick', {
      checklistId: item!.id,
      agentId: agent.agentId,
      missionId: id,
      checked: true,
    });
    expect(tick.statusCode).toBe(409);
    expect((await call(admin, 'GET', `/api/missions/${id}`)).json()).toMatchObject({
      title: 'Protection Gala',
    });
    expect((await call(agent, 'GET', `/api/missions/${id}`)).statusCode).toBe(200);
  });

  it('reads and changes the perimeter (staff only), keeping its centre on the mission place', async () => {
    const mission = await givenMission(t.database.db);
    const url = `/api/missions/${mission.id}/perimeter`;
    expect((await call(admin, 'GET', url)).json()).toEqual({
      enabled: true,
      centerLat: 48.8656,
      centerLng: 2.3212,
      radius: 1000,
    });
    const res = await call(supervisor, 'PATCH', url, { enabled: false, radius: 250 });
    expect(res.json()).toEqual({ enabled: false, centerLat: 48.8656, centerLng: 2.3212, radius: 250 });
    for (const payload of [{ radius: 0 }, { radius: 12.5 }, { enabled: 'oui' }, {}, { centerLat: 1 }]) {
      expect((await call(admin, 'PATCH', url, payload)).statusCode).toBe(400);
    }
    expect((await call(admin, 'PATCH', url, { radius: 5 })).json().message).toBe(MSG.perimeterRadiusInvalid);
    expect((await call(agent, 'GET', url)).statusCode).toBe(403);
    expect((await call(agent, 'PATCH', url, { radius: 300 })).statusCode).toBe(403);
  });

  it('deletes a mission without history with its team, shifts, tasks, chat, documents and their files, perimeter', async () => {
    const mission = await givenMission(t.database.db);
    await givenAssignment(t.database.db, mission.id, agent.agentId!);
    await t.database.db.insert(shifts).values({
      missionId: mission.id,
      agentId: agent.agentId!,
      startAt: mission.startAt,
      endAt: mission.endAt,
    });
    await t.database.db.insert(checklistItems).values({ missionId: mission.id, label: 'Radio' });
    await t.database.db
      .insert(chatMessages)
      .values({ missionId: mission.id, senderId: admin.id, content: 'Bonjour' });
    const storedName = randomBytes(16).toString('hex');
    const file = path.join(t.config.dataDir, 'uploads', storedName);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, 'plan du site');
    await t.database.db.insert(documents).values({
      missionId: mission.id,
      fileName: 'plan.pdf',
      storedName,
      fileType: 'application/pdf',
      fileSize: 12,
    });

    const res = await call(admin, 'DELETE', `/api/missions/${mission.id}`);
    expect(res.statusCode).toBe(204);
    const db = t.database.db;
    expect(await db.$count(missions, eq(missions.id, mission.id))).toBe(0);
    expect(await db.$count(missionAssignments, eq(missionAssignments.missionId, mission.id))).toBe(0);
    expect(await db.$count(shifts, eq(shifts.missionId, mission.id))).toBe(0);
    expect(await db.$count(missionPerimeters, eq(missionPerimeters.missionId, mission.id))).toBe(0);
    expect(await db.$count(documents, eq(documents.missionId, mission.id))).toBe(0);
    expect(fs.existsSync(file)).toBe(false);
    expect((await call(admin, 'DELETE', `/api/missions/${mission.id}`)).statusCode).toBe(404);
  });

  it('refuses to delete a mission with attendances or incidents (409): it must be archived', async () => {
    const withIncident = await givenMission(t.database.db);
    await t.database.db
      .insert(incidents)
      .values({ missionId: withIncident.id, type: 'other', title: 'Porte forcée', description: 'Entrée B' });
    const withAttendance = await givenMission(t.database.db);
    await t.database.db
      .insert(attendances)
      .values({ missionId: withAttendance.id, agentId: agent.agentId!, status: 'COMPLETED' });
    for (const mission of [withIncident, withAttendance]) {
      const res = await call(admin, 'DELETE', `/api/missions/${mission.id}`);
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(MSG.missionDeleteHasHistory);
      expect(await statusOf(mission.id)).toBe('PREPARATION');
    }
  });

  it('lets only SUPERADMIN and ADMIN delete: SUPERVISOR and field users get 403', async () => {
    const mission = await givenMission(t.database.db);
    expect((await call(supervisor, 'DELETE', `/api/missions/${mission.id}`)).statusCode).toBe(403);
    expect((await call(agent, 'DELETE', `/api/missions/${mission.id}`)).statusCode).toBe(403);
    expect(await statusOf(mission.id)).toBe('PREPARATION');
  });
});
