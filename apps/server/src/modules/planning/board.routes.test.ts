import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as MSG from '@secops/domain/messages';
import { BoardSchema, type Board } from '@secops/domain/planning-board';
import { eq } from 'drizzle-orm';
import { clients, missions, shifts } from '../../db/schema/index.ts';
import { authHeader, createUser } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { insertAgent, insertMission, insertShift } from './planning-fixtures.ts';

describe('GET /api/planning/board', () => {
  let t: TestApp;
  let staff: Record<string, string>;
  const ids: Record<string, string> = {};
  beforeAll(async () => {
    t = await createTestApp();
    const db = t.database.db;
    staff = await authHeader(t.app, await createUser(db, { role: 'SUPERVISOR' }));
    const mission = await insertMission(db, { title: 'Siège social — accueil' });
    ids.mission = mission;
    // Confirmed and meeting the week but without a shift in it: 'Aucun agent planifié'. Not in preparation.
    ids.bare = await insertMission(db, { title: 'Entrepôt — rondes', startAt: '2024-03-10T08:00:00Z' });
    ids.draft = await insertMission(db, { title: 'Salon — étude', status: 'PREPARATION' });
    ids.zoe = await insertAgent(db, { firstName: 'Zoé', lastName: 'Aubert' });
    ids.paul = await insertAgent(db, { firstName: 'Paul', lastName: 'Aubert' });
    ids.gone = await insertAgent(db, { lastName: 'Parti', active: false });
    ids.none = await insertAgent(db, { lastName: 'Sanscompte', active: null });
    // Monday 11 to Sunday 17 March 2024 (Paris, UTC+1): one shift inside, one over the end, one the week before.
    ids.inside = await insertShift(db, {
      agentId: ids.zoe,
      missionId: mission,
      startAt: '2024-03-12T07:00:00Z',
      endAt: '2024-03-12T15:00:00Z',
    });
    ids.over = await insertShift(db, {
      agentId: ids.zoe,
      missionId: mission,
      startAt: '2024-03-17T19:00:00Z',
      endAt: '2024-03-18T03:00:00Z',
    });
    ids.before = await insertShift(db, {
      agentId: ids.paul,
      missionId: mission,
      startAt: '2024-03-08T07:00:00Z',
      endAt: '2024-03-08T15:00:00Z',
    });
  });
  afterAll(() => t.close());

  const board = (query: string, headers = staff) =>
    t.app.inject({ method: 'GET', url: `/api/planning/board?${query}`, headers });

  it('lists the plannable agents by name with their minutes of the period, and the shifts meeting it', async () => {
    const res = await board('from=2024-03-11&to=2024-03-17');
    expect(res.statusCode).toBe(200);
    const body = res.json() as Board;
    const mine = body.agents.filter((a) => Object.values(ids).includes(a.id));
    expect(mine).toEqual([
      {
        id: ids.paul,
        firstName: 'Paul',
        lastName: 'Aubert',
        matricule: expect.any(String),
        grade: null,
        specialties: [],
        weeklyContractHours: null,
        plannedMinutes: 0,
      },
      // 8 h inside, and 4 h of the night shift before Monday 00:00 Paris (23:00 UTC).
      {
        id: ids.zoe,
        firstName: 'Zoé',
        lastName: 'Aubert',
        matricule: expect.any(String),
        grade: null,
        specialties: [],
        weeklyContractHours: null,
        plannedMinutes: 720,
      },
    ]);
    const shifts = body.shifts.filter((s) => s.missionId === ids.mission);
    expect(shifts).toEqual([
      {
        id: ids.inside,
        agentId: ids.zoe,
        missionId: ids.mission,
        missionTitle: 'Siège social — accueil',
        clientId: null,
        clientName: null,
        startAt: '2024-03-12T07:00:00.000Z',
        endAt: '2024-03-12T15:00:00.000Z',
        zone: null,
        recurrenceGroupId: null,
        workingTimeOverride: null,
      },
      expect.objectContaining({ id: ids.over, endAt: '2024-03-18T03:00:00.000Z' }),
    ]);
    expect(body.unavailabilities).toEqual([]);
    expect(body.openShiftCount).toBe(0);
    const missions = body.missions.filter((m) => [ids.mission, ids.bare, ids.draft].includes(m.id));
    expect(missions).toEqual([
      expect.objectContaining({ id: ids.mission, status: 'CONFIRMED', shiftCount: 2, openShiftCount: 0 }),
      expect.objectContaining({ id: ids.bare, title: 'Entrepôt — rondes', shiftCount: 0, openShiftCount: 0 }),
    ]);
  });

  it('writes every field of a shift as its schema says: client, open shift, zone, series, override, instants to the ms', async () => {
    const db = t.database.db;
    const [client] = await db.insert(clients).values({ name: 'Banque "Étoile" $& Cie' }).returning();
    const mission = await insertMission(db, { title: 'Agence — nuit' });
    await db.update(missions).set({ clientId: client!.id }).where(eq(missions.id, mission));
    const series = crypto.randomUUID();
    const override = [
      { rule: 'DAILY_REST' as const, message: 'Repos de 9 h entre deux journées (minimum 11 h)' },
    ];
    const [open] = await db
      .insert(shifts)
      .values({
        agentId: null,
        missionId: mission,
        startAt: new Date('2024-03-13T20:00:30.250Z'),
        endAt: new Date('2024-03-14T04:00:00Z'),
        zone: 'Hall "B"',
        recurrenceGroupId: series,
        workingTimeOverride: override,
      })
      .returning({ id: shifts.id });
    const res = await board('from=2024-03-11&to=2024-03-17');
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    const body = BoardSchema.parse(res.json());
    // Sent as written, not through the schema: nothing more than it describes (the schema's parse drops the rest).
    expect(res.json()).toEqual(body);
    expect(body.shifts.find((s) => s.id === open!.id)).toEqual({
      id: open!.id,
      agentId: null,
      missionId: mission,
      missionTitle: 'Agence — nuit',
      clientId: client!.id,
      clientName: 'Banque "Étoile" $& Cie',
      startAt: '2024-03-13T20:00:30.250Z',
      endAt: '2024-03-14T04:00:00.000Z',
      zone: 'Hall "B"',
      recurrenceGroupId: series,
      workingTimeOverride: override,
    });
    // In start order, as the board draws them.
    const starts = body.shifts.map((s) => Date.parse(s.startAt));
    expect(starts).toEqual([...starts].sort((a, b) => a - b));
    expect(body.openShiftCount).toBe(1);
    expect(body.missions.find((m) => m.id === mission)).toMatchObject({
      clientName: 'Banque "Étoile" $& Cie',
      shiftCount: 1,
      openShiftCount: 1,
    });
    await db.delete(shifts).where(eq(shifts.id, open!.id));
    const empty = BoardSchema.parse((await board('from=2031-01-06&to=2031-01-12')).json());
    expect([empty.shifts, empty.openShiftCount]).toEqual([[], 0]);
    expect(empty.agents.find((a) => a.id === ids.zoe)?.plannedMinutes).toBe(0);
  });

  it('refuses a bad day, a period ending before it starts, or longer than 31 days; an agent gets 403', async () => {
    const bad = await board('from=2024-02-30&to=2024-03-17');
    expect([bad.statusCode, bad.json().message]).toEqual([400, MSG.planningInvalidDay]);
    const reversed = await board('from=2024-03-17&to=2024-03-11');
    expect([reversed.statusCode, reversed.json().message]).toEqual([400, MSG.missionWindowInvalid]);
    const long = await board('from=2024-03-01&to=2024-04-01');
    expect([long.statusCode, long.json().message]).toEqual([400, MSG.boardTooLong]);
    expect((await board('from=2024-03-01&to=2024-03-31')).statusCode).toBe(200);
    expect((await board('from=2024-03-11')).statusCode).toBe(400);
    const agent = await authHeader(t.app, await createUser(t.database.db, { role: 'AGENT' }));
    expect((await board('from=2024-03-11&to=2024-03-17', agent)).statusCode).toBe(403);
  });
});
