import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as MSG from '@secops/domain/messages';
import { missionPerimeters, missions } from '../../db/schema/index.ts';
import { createUser, type TestUser } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { caller, givenAssignment, givenClient, givenMission } from './missions.fixtures.ts';

const form = {
  title: 'Escorte Ambassade',
  type: 'ESCORT',
  startAt: '2026-07-01T08:00:00.000Z',
  endAt: '2026-07-01T18:00:00.000Z',
  locationAddress: '2 avenue Gabriel, 75008 Paris',
  locationLat: 48.8683,
  locationLng: 2.3176,
  objective: "Escorter l'ambassadeur",
  briefingNotes: 'Tenue sombre',
};

describe('missions API: list, detail, creation', () => {
  let t: TestApp;
  let call: ReturnType<typeof caller>;
  let admin: TestUser;
  let agent: TestUser;
  let otherAgent: TestUser;
  let assignedId: string;
  let clientId: string;

  beforeAll(async () => {
    t = await createTestApp();
    call = caller(t.app);
    admin = await createUser(t.database.db, { role: 'ADMIN' });
    agent = await createUser(t.database.db, { role: 'AGENT', firstName: 'Marc', lastName: 'Petit' });
    otherAgent = await createUser(t.database.db, { role: 'LEAD' });
    const client = await givenClient(t.database.db, 'Maison Lumière');
    clientId = client.id;
    const base = Date.parse('2026-05-04T00:00:00.000Z');
    for (let i = 0; i < 10; i += 1) {
      const start = new Date(base + i * 86_400_000);
      const mission = await givenMission(t.database.db, {
        title: `Mission ${i}`,
        status: i < 3 ? 'ACTIVE' : 'PREPARATION',
        clientId: i % 2 === 0 ? client.id : null,
        startAt: start,
        endAt: new Date(start.getTime() + 36 * 3_600_000),
      });
      if (i === 4) {
        assignedId = mission.id;
        await givenAssignment(t.database.db, mission.id, agent.agentId!);
        await givenAssignment(t.database.db, mission.id, otherAgent.agentId!);
      }
    }
  });
  afterAll(() => t.close());

  it('lists every mission to staff, newest first, with the fields of the spec', async () => {
    const res = await call(admin, 'GET', '/api/missions');
    expect(res.statusCode).toBe(200);
    const list = res.json();
    expect(list).toHaveLength(10);
    expect(list.map((m: { title: string }) => m.title)[0]).toBe('Mission 9');
    const fourth = list.find((m: { id: string }) => m.id === assignedId);
    expect(fourth).toEqual({
      id: assignedId,
      title: 'Mission 4',
      type: 'EVENT',
      status: 'PREPARATION',
      startAt: '2026-05-08T00:00:00.000Z',
      endAt: '2026-05-09T12:00:00.000Z',
      locationAddress: '1 place de la Concorde, 75008 Paris',
      locationLat: 48.8656,
      locationLng: 2.3212,
      client: { id: clientId, name: 'Maison Lumière', company: 'Maison Lumière' },
      _count: { assignments: 2 },
    });
    expect(list.find((m: { title: string }) => m.title === 'Mission 1').client).toBeNull();
  });

  it('filters by status, by overlapping window and pages with limit and offset', async () => {
    const active = (await call(admin, 'GET', '/api/missions?status=ACTIVE')).json();
    expect(active.map((m: { title: string }) => m.title)).toEqual(['Mission 2', 'Mission 1', 'Mission 0']);

    const week = await call(admin, 'GET', '/api/missions?from=2026-05-06T00:00:00Z&to=2026-05-08T00:00:00Z');
    // Mission 1 (5th–6th noon) still overlaps the 6th; Mission 4 starts exactly at the window's end.
    expect(week.json().map((m: { title: string }) => m.title)).toEqual([
      'Mission 3',
      'Mission 2',
      'Mission 1',
    ]);

    const page = (await call(admin, 'GET', '/api/missions?limit=3&offset=3')).json();
    expect(page.map((m: { title: string }) => m.title)).toEqual(['Mission 6', 'Mission 5', 'Mission 4']);
  });

  it('refuses a bad query with 400 and a French message', async () => {
    for (const query of ['limit=0', 'limit=1001', 'status=FINI', 'from=hier', 'foo=1']) {
      const res = await call(admin, 'GET', `/api/missions?${query}`);
      expect(res.statusCode, query).toBe(400);
    }
    const res = await call(admin, 'GET', '/api/missions?limit=5000');
    expect(res.json().message).toBe(MSG.paginationInvalid);
    const window = await call(
      admin,
      'GET',
      '/api/missions?from=2026-05-08T00:00:00Z&to=2026-05-01T00:00:00Z',
    );
    expect(window.json().message).toBe(MSG.missionWindowInvalid);
  });

  it('lists to a field user only the missions their agent is assigned to', async () => {
    const res = await call(agent, 'GET', '/api/missions');
    expect(res.json().map((m: { id: string }) => m.id)).toEqual([assignedId]);
    const lonely = await createUser(t.database.db, { role: 'AGENT' });
    expect((await call(lonely, 'GET', '/api/missions')).json()).toEqual([]);
    expect((await call(null, 'GET', '/api/missions')).statusCode).toBe(401);
  });

  it('gives the full mission to staff with its team, perimeter and counts', async () => {
    const res = await call(admin, 'GET', `/api/missions/${assignedId}`);
    expect(res.statusCode).toBe(200);
    const mission = res.json();
    expect(mission).toMatchObject({
      id: assignedId,
      title: 'Mission 4',
      clientId,
      client: { name: 'Maison Lumière', company: 'Maison Lumière' },
      locations: [{ line1: '1 place de la Concorde', city: 'Paris' }],
      perimeter: { enabled: true, centerLat: 48.8656, centerLng: 2.3212, radius: 1000 },
      shifts: [],
      incidents: [],
      checklists: [],
      attendances: [],
      _count: { assignments: 2, incidents: 0, checklists: 0, attendances: 0 },
    });
    expect(mission.assignments[0]).toMatchObject({
      agentId: agent.agentId,
      role: 'agent',
      agent: { id: agent.agentId, firstName: 'Marc', lastName: 'Petit', photo: null, specialties: [] },
    });
  });

  it('shows a mission to an assigned field user and answers 404 to anyone else', async () => {
    expect((await call(agent, 'GET', `/api/missions/${assignedId}`)).statusCode).toBe(200);
    const stranger = await createUser(t.database.db, { role: 'AGENT' });
    const res = await call(stranger, 'GET', `/api/missions/${assignedId}`);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(MSG.missionNotFound);
  });

  it('answers 404 "Mission non trouvée" for an unknown or malformed id', async () => {
    for (const id of ['2f9a4c1e-0000-4000-8000-000000000000', 'pas-un-id', '42']) {
      const res = await call(admin, 'GET', `/api/missions/${id}`);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(MSG.missionNotFound);
    }
  });

  it('creates a mission in preparation with its perimeter and answers 201 with its id', async () => {
    const res = await call(admin, 'POST', '/api/missions', { ...form, clientId });
    expect(res.statusCode).toBe(201);
    const created = res.json();
    expect(created).toMatchObject({ ...form, id: expect.any(String), status: 'PREPARATION', clientId });
    const [row] = await t.database.db.select().from(missions).where(eq(missions.id, created.id));
    expect(row?.createdBy).toBe(admin.id);
    const perimeters = await t.database.db
      .select()
      .from(missionPerimeters)
      .where(eq(missionPerimeters.missionId, created.id));
    expect(perimeters).toMatchObject([
      { enabled: true, centerLat: 48.8683, centerLng: 2.3176, radiusM: 1000 },
    ]);
  });

  it('creates a mission from the required fields only', async () => {
    const { title, type, startAt, endAt } = form;
    const res = await call(admin, 'POST', '/api/missions', { title, type, startAt, endAt });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ clientId: null, locationLat: null, perimeter: { centerLat: null } });
  });

  it('refuses a bad mission form with 400 and a French message, never 500', async () => {
    const cases: [object, string][] = [
      [{ ...form, endAt: form.startAt }, MSG.missionEndBeforeStart],
      [{ ...form, title: '' }, MSG.missionTitleRequired],
      [{ ...form, type: 'PICNIC' }, MSG.missionTypeRequired],
      [{ ...form, startAt: '01/07/2026' }, MSG.missionStartRequired],
      [{ ...form, locationLat: 120 }, MSG.latitudeInvalid],
      [{ ...form, locationLng: '2.3' }, MSG.longitudeInvalid],
      [{ ...form, clientId: 'abc' }, MSG.idInvalid],
      [{ ...form, status: 'ACTIVE' }, `${MSG.unknownField} : status`],
    ];
    for (const [payload, message] of cases) {
      const res = await call(admin, 'POST', '/api/missions', payload);
      expect(res.statusCode, message).toBe(400);
      expect(res.json().message).toBe(message);
    }
    const count = await t.database.db.$count(missions);
    expect(count).toBe(12);
  });

  it('refuses an unknown client with 404', async () => {
    const res = await call(admin, 'POST', '/api/missions', {
      ...form,
      clientId: '2f9a4c1e-0000-4000-8000-000000000000',
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(MSG.clientNotFound);
  });

  it('refuses mission creation to field users with 403', async () => {
    for (const user of [agent, otherAgent]) {
      expect((await call(user, 'POST', '/api/missions', form)).statusCode).toBe(403);
    }
  });
});
