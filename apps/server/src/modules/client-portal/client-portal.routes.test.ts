import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ClientActivity, ClientMission } from '@secops/domain/client-portal';
import * as MSG from '@secops/domain/messages';
import { shifts } from '../../db/schema/index.ts';
import { authHeader, createUser, type TestUser } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { seedClient, seedIncident, seedMission } from '../incidents/incidents-fixtures.ts';
import { seedCheckpoints, seedShift, seedTour } from '../rounds/rounds-api-fixtures.ts';
import { seedAttendance, seedEntry, seedIncidentEvent, seedRound } from './client-portal-fixtures.ts';

// A Tuesday in winter (Paris is UTC+1): midnight is 23:00 UTC the day before.
const DAY = '2026-11-10';
const NEXT = '2026-11-11';
const utc = (time: string, day = DAY) => new Date(`${day}T${time}:00Z`);
const DAY_MS = 86_400_000;

describe('the client portal: missions and their activity', () => {
  let t: TestApp;
  let clientA: TestUser;
  let clientB: TestUser;
  let admin: TestUser;
  let supervisor: TestUser;
  let guard: TestUser;
  let companyA: string;
  let missionA: string;
  let comingA: string;
  let finishedA: string;
  let missionB: string;
  let incidentA: string;

  beforeAll(async () => {
    t = await createTestApp();
    const db = t.database.db;
    companyA = await seedClient(db, 'Résidence Les Tilleuls');
    const companyB = await seedClient(db, 'Galeries du Centre');
    clientA = await createUser(db, {
      role: 'CLIENT',
      clientId: companyA,
      firstName: 'Hélène',
      lastName: 'Garnier',
    });
    clientB = await createUser(db, { role: 'CLIENT', clientId: companyB });
    admin = await createUser(db, { role: 'ADMIN' });
    supervisor = await createUser(db, { role: 'SUPERVISOR', firstName: 'Paul', lastName: 'Renard' });
    guard = await createUser(db, { role: 'AGENT', firstName: 'Jean', lastName: 'Dupont' });
    const now = Date.now();
    missionA = await seedMission(db, {
      title: 'Gardiennage résidence',
      clientId: companyA,
      status: 'ACTIVE',
      startAt: utc('00:00', '2026-11-01'),
      endAt: new Date(now + 30 * DAY_MS),
      locationAddress: '3 rue des Tilleuls, 92100 Boulogne-Billancourt',
      briefingNotes: 'Code alarme 4321',
    });
    comingA = await seedMission(db, {
      title: 'Soirée de fin d’année',
      clientId: companyA,
      status: 'CONFIRMED',
      startAt: new Date(now + 10 * DAY_MS),
      endAt: new Date(now + 11 * DAY_MS),
    });
    finishedA = await seedMission(db, {
      title: 'Salon d’automne',
      clientId: companyA,
      status: 'COMPLETED',
      startAt: new Date(now - 60 * DAY_MS),
      endAt: new Date(now - 59 * DAY_MS),
    });
    missionB = await seedMission(db, { title: 'Galerie marchande', clientId: companyB, status: 'ACTIVE' });
    await seedMission(db, { title: 'Sans client', status: 'ACTIVE' });

    // Posts: a day shift, an open one, a night shift over midnight (Paris).
    const dayShift = await seedShift(db, missionA, guard.agentId!, utc('07:00'), utc('15:00'));
    await db
      .insert(shifts)
      .values({ missionId: missionA, agentId: null, startAt: utc('09:00'), endAt: utc('11:00') });
    const nightShift = await seedShift(db, missionA, guard.agentId!, utc('19:00'), utc('05:00', NEXT));
    await seedAttendance(db, {
      agentId: guard.agentId!,
      missionId: missionA,
      shiftId: dayShift,
      start: utc('07:05'),
      end: utc('15:00'),
    });
    await seedAttendance(db, {
      agentId: guard.agentId!,
      missionId: missionA,
      shiftId: nightShift,
      start: utc('19:00'),
      end: utc('05:00', NEXT),
    });

    const byGuard = { authorUserId: guard.id, authorName: 'Jean Dupont' };
    await seedEntry(db, {
      missionId: missionA,
      type: 'OBSERVATION',
      text: 'Portail fermé',
      occurredAt: utc('10:00'),
      ...byGuard,
    });
    await seedEntry(db, {
      missionId: missionA,
      type: 'INSTRUCTION',
      text: 'Code alarme changé',
      occurredAt: utc('11:00'),
      ...byGuard,
    });
    await seedEntry(db, {
      missionId: missionA,
      type: 'ATTENDANCE_START',
      text: 'Prise de poste de Jean Dupont',
      occurredAt: utc('07:05'),
      source: 'AUTO',
      ...byGuard,
    });
    await seedEntry(db, {
      missionId: missionA,
      type: 'OBSERVATION',
      text: 'La veille',
      occurredAt: utc('10:00', '2026-11-09'),
    });
    await seedEntry(db, {
      missionId: missionB,
      type: 'OBSERVATION',
      text: 'Chez B',
      occurredAt: utc('10:00'),
    });

    incidentA = await seedIncident(db, missionA, {
      title: 'Porte forcée',
      type: 'intrusion',
      severity: 3,
      status: 'RESOLVED',
      resolution: 'Serrure changée',
      occurredAt: utc('14:00'),
    });
    await seedIncidentEvent(db, {
      incidentId: incidentA,
      kind: 'STATUS',
      status: 'RESOLVED',
      at: utc('15:30'),
    });

    const [hall, parking] = await seedCheckpoints(db, missionA, [{ name: 'Hall' }, { name: 'Parking' }]);
    const tour = await seedTour(db, missionA, { checkpointIds: [hall!.id, parking!.id] });
    await seedRound(db, {
      tourId: tour.id,
      missionId: missionA,
      scheduledAt: utc('21:00'),
      status: 'PARTIAL',
      checkpointIds: [hall!.id, parking!.id],
      scans: [{ checkpointId: hall!.id, scannedAt: utc('21:05'), flags: ['LATE'] }],
    });
  });
  afterAll(() => t.close());

  const get = async (user: TestUser, url: string) =>
    t.app.inject({ method: 'GET', url, headers: await authHeader(t.app, user) });
  const put = async (user: TestUser, url: string, payload: object) =>
    t.app.inject({ method: 'PUT', url, payload, headers: await authHeader(t.app, user) });
  const activity = async (user: TestUser, missionId: string, from = DAY, to = DAY) =>
    get(user, `/api/client/missions/${missionId}/activity?from=${from}&to=${to}`);

  it("names the client's company for the portal's header", async () => {
    const res = await get(clientA, '/api/client/company');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id: companyA, name: 'Résidence Les Tilleuls' });
  });

  it("lists its company's missions only: in progress, coming, finished, without internal fields", async () => {
    const res = await get(clientA, '/api/client/missions');
    expect(res.statusCode).toBe(200);
    const missions = res.json() as ClientMission[];
    expect(missions.map((m) => [m.id, m.phase])).toEqual([
      [missionA, 'IN_PROGRESS'],
      [comingA, 'COMING'],
      [finishedA, 'FINISHED'],
    ]);
    expect(Object.keys(missions[0]!).sort()).toEqual(
      ['address', 'endAt', 'id', 'phase', 'startAt', 'status', 'title', 'type'].sort(),
    );
    expect(JSON.stringify(missions)).not.toContain('4321');
    expect(((await get(clientB, '/api/client/missions')).json() as ClientMission[]).map((m) => m.id)).toEqual(
      [missionB],
    );
  });

  it("gives one of its missions with its tours and the entry types shown; another company's is 404", async () => {
    const res = await get(clientA, `/api/client/missions/${missionA}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: missionA,
      title: 'Gardiennage résidence',
      address: '3 rue des Tilleuls, 92100 Boulogne-Billancourt',
      phase: 'IN_PROGRESS',
      hasTours: true,
      logbookTypes: ['OBSERVATION', 'PATROL', 'VISITOR', 'DELIVERY'],
    });
    expect((await get(clientA, `/api/client/missions/${comingA}`)).json().hasTours).toBe(false);
    for (const url of [`/api/client/missions/${missionB}`, `/api/client/missions/${randomUUID()}`]) {
      const other = await get(clientA, url);
      expect(other.statusCode).toBe(404);
      expect(other.json()).toMatchObject({ statusCode: 404, message: MSG.missionNotFound });
    }
    expect((await get(clientA, '/api/client/missions/pas-un-id')).statusCode).toBe(400);
  });

  it('gives the posts held with the guard as first name and initial, and the clocked minutes', async () => {
    const res = await activity(clientA, missionA);
    expect(res.statusCode).toBe(200);
    const body = res.json() as ClientActivity;
    expect(body.posts).toEqual([
      {
        shiftId: expect.any(String),
        guard: 'Jean D.',
        startAt: utc('07:00').toISOString(),
        endAt: utc('15:00').toISOString(),
        clockInAt: utc('07:05').toISOString(),
        clockOutAt: utc('15:00').toISOString(),
        minutes: 475,
      },
      expect.objectContaining({ guard: null, clockInAt: null, clockOutAt: null, minutes: 0 }),
      expect.objectContaining({ guard: 'Jean D.', minutes: 600 }),
    ]);
    expect(JSON.stringify(body)).not.toContain('Dupont');
  });

  it('counts hours per Paris day and ISO week, a night shift split at midnight', async () => {
    const one = (await activity(clientA, missionA)).json() as ClientActivity;
    expect(one.hours).toEqual({
      days: [{ date: DAY, minutes: 475 + 240 }],
      weeks: [{ weekStart: '2026-11-09', minutes: 715 }],
      totalMinutes: 715,
    });
    const two = (await activity(clientA, missionA, DAY, NEXT)).json() as ClientActivity;
    expect(two.hours.days).toEqual([
      { date: DAY, minutes: 715 },
      { date: NEXT, minutes: 360 },
    ]);
    expect(two.hours.totalMinutes).toBe(1075);
  });

  it('gives the incidents of the period with their status, resolution and when it was resolved', async () => {
    const body = (await activity(clientA, missionA)).json() as ClientActivity;
    expect(body.incidents).toEqual([
      {
        id: incidentA,
        title: 'Porte forcée',
        type: 'intrusion',
        severity: 3,
        occurredAt: utc('14:00').toISOString(),
        status: 'RESOLVED',
        resolution: 'Serrure changée',
        resolvedAt: utc('15:30').toISOString(),
      },
    ]);
    expect(((await activity(clientA, missionA, NEXT, NEXT)).json() as ClientActivity).incidents).toEqual([]);
  });

  it('gives only the logbook entries of the types shown to the client, of the period', async () => {
    const body = (await activity(clientA, missionA)).json() as ClientActivity;
    expect(body.logbook).toEqual([
      {
        id: expect.any(String),
        type: 'OBSERVATION',
        text: 'Portail fermé',
        occurredAt: utc('10:00').toISOString(),
        author: 'Jean D.',
        correctsId: null,
      },
    ]);
  });

  it('gives the rounds with each checkpoint, its time and flags', async () => {
    const body = (await activity(clientA, missionA)).json() as ClientActivity;
    expect(body.rounds).toEqual([
      {
        id: expect.any(String),
        tourName: 'Ronde de nuit',
        scheduledAt: utc('21:00').toISOString(),
        startedAt: utc('21:05').toISOString(),
        finishedAt: utc('21:05').toISOString(),
        status: 'PARTIAL',
        checkpoints: [
          { name: 'Hall', scannedAt: utc('21:05').toISOString(), flags: ['LATE'] },
          { name: 'Parking', scannedAt: null, flags: [] },
        ],
      },
    ]);
  });

  it('answers an empty activity for a period without anything', async () => {
    const body = (await activity(clientA, comingA)).json() as ClientActivity;
    expect(body).toMatchObject({ from: DAY, to: DAY, posts: [], incidents: [], logbook: [], rounds: [] });
    expect(body.hours.totalMinutes).toBe(0);
  });

  it('refuses a period that ends before it starts, is longer than 62 days, or is not a date (400)', async () => {
    const reversed = await activity(clientA, missionA, NEXT, DAY);
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().message).toBe(MSG.clientActivityPeriodInvalid);
    const tooLong = await activity(clientA, missionA, '2026-01-01', '2026-03-15');
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().message).toBe(MSG.clientActivityPeriodTooLong);
    expect((await activity(clientA, missionA, '2026-02-30', '2026-03-01')).statusCode).toBe(400);
    expect((await get(clientA, `/api/client/missions/${missionA}/activity`)).statusCode).toBe(400);
  });

  it("answers 404 for another company's mission's activity", async () => {
    expect((await activity(clientB, missionA)).statusCode).toBe(404);
    expect((await activity(clientA, missionB)).statusCode).toBe(404);
  });

  it('refuses staff and guards on the portal routes (403)', async () => {
    for (const user of [admin, supervisor, guard]) {
      expect((await get(user, '/api/client/company')).statusCode).toBe(403);
      expect((await get(user, '/api/client/missions')).statusCode).toBe(403);
      expect((await get(user, `/api/client/missions/${missionA}`)).statusCode).toBe(403);
      expect((await activity(user, missionA)).statusCode).toBe(403);
    }
  });

  describe("what a mission shows its client (staff's setting)", () => {
    const url = (id: string) => `/api/missions/${id}/client-visibility`;

    it('reads the default types, then replaces them: the activity follows at once', async () => {
      const read = await get(supervisor, url(missionA));
      expect(read.statusCode).toBe(200);
      expect(read.json()).toEqual({ logbookTypes: ['OBSERVATION', 'PATROL', 'VISITOR', 'DELIVERY'] });
      const saved = await put(admin, url(missionA), {
        logbookTypes: ['INSTRUCTION', 'INSTRUCTION', 'OBSERVATION'],
      });
      expect(saved.statusCode).toBe(200);
      expect(saved.json()).toEqual({ logbookTypes: ['OBSERVATION', 'INSTRUCTION'] });
      const body = (await activity(clientA, missionA)).json() as ClientActivity;
      expect(body.logbook.map((e) => e.text)).toEqual(['Code alarme changé', 'Portail fermé']);
      expect((await get(clientA, `/api/client/missions/${missionA}`)).json().logbookTypes).toEqual([
        'OBSERVATION',
        'INSTRUCTION',
      ]);
      const none = await put(supervisor, url(missionA), { logbookTypes: [] });
      expect(none.json()).toEqual({ logbookTypes: [] });
      expect(((await activity(clientA, missionA)).json() as ClientActivity).logbook).toEqual([]);
      await put(admin, url(missionA), { logbookTypes: ['OBSERVATION', 'PATROL', 'VISITOR', 'DELIVERY'] });
    });

    it('refuses a type that is not offered to clients, or a body not as described (400)', async () => {
      for (const payload of [
        { logbookTypes: ['ATTENDANCE_START'] },
        { logbookTypes: ['CLIENT_REQUEST'] },
        { logbookTypes: 'OBSERVATION' },
        {},
        { logbookTypes: [], other: true },
      ]) {
        const res = await put(admin, url(missionA), payload);
        expect(res.statusCode).toBe(400);
        expect(res.json()).toMatchObject({ statusCode: 400, issues: expect.any(Array) });
      }
    });

    it('answers 404 for an unknown mission and 409 for an archived one', async () => {
      expect((await get(admin, url(randomUUID()))).statusCode).toBe(404);
      expect((await put(admin, url(randomUUID()), { logbookTypes: [] })).statusCode).toBe(404);
      const archived = await seedMission(t.database.db, { clientId: companyA, status: 'ARCHIVED' });
      const res = await put(admin, url(archived), { logbookTypes: [] });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ code: 'MISSION_ARCHIVED' });
    });

    it('refuses guards and client accounts (403)', async () => {
      for (const user of [guard, clientA]) {
        expect((await get(user, url(missionA))).statusCode).toBe(403);
        expect((await put(user, url(missionA), { logbookTypes: [] })).statusCode).toBe(403);
      }
    });
  });
});
