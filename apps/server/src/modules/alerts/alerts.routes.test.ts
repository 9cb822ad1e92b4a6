import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hhmm, type Alert } from '@secops/domain/alerts';
import * as MSG from '@secops/domain/messages';
import {
  attendances,
  dispatchAlerts,
  gpsDeviceTokens,
  gpsLatestPositions,
  gpsPositions,
  logbookEntries,
  missionAssignments,
  missions,
  shifts,
} from '../../db/schema/index.ts';
import { authHeader, createUser, type TestUser } from '../../test/fixtures.ts';
import { accessToken, connectSocket, createMission, nextEvent, pause } from '../../test/realtime-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createAlertJob } from './alert-job.ts';

const MIN = 60_000;
/** The clock of the rules: a shift two hours ahead of the real time, so that the job running by itself never sees it. */
const T = new Date(Math.ceil((Date.now() + 2 * 3_600_000) / MIN) * MIN);
const at = (minutes: number) => new Date(T.getTime() + minutes * MIN);
const PLACE = { lat: 48.8656, lng: 2.3212 };
const OUTSIDE = { lat: 48.8856, lng: 2.3212 }; // about 2.2 km north

describe('dispatch alerts', () => {
  let t: TestApp;
  let second: TestApp;
  let supervisor: TestUser;
  let admin: TestUser;
  let guard: TestUser;
  const open: Socket[] = [];

  beforeAll(async () => {
    // Two server processes on one database; with Redis (TEST_REDIS_URL, as in CI) their sockets share its adapter.
    const redis = process.env.TEST_REDIS_URL
      ? { redisUrl: process.env.TEST_REDIS_URL, redisKey: `alerts-test-${randomUUID()}` }
      : {};
    t = await createTestApp({}, { listen: true, ...redis });
    second = await createTestApp({}, { listen: true, database: t.database, ...redis });
    const db = t.database.db;
    supervisor = await createUser(db, { role: 'SUPERVISOR', firstName: 'Paul', lastName: 'Renard' });
    admin = await createUser(db, { role: 'ADMIN' });
    guard = await createUser(db, { role: 'AGENT', firstName: 'Yanis', lastName: 'Durand' });
  });
  afterAll(async () => {
    open.forEach((socket) => socket.disconnect());
    await second.close();
    await t.close();
  });

  const job = () => createAlertJob({ db: t.database.db, log: t.app.log });
  const call = async (user: TestUser, method: string, url: string, payload?: object) =>
    t.app.inject({ method: method as 'GET', url, payload, headers: await authHeader(t.app, user) });
  const alertsOf = (missionId: string) =>
    t.database.db.select().from(dispatchAlerts).where(eq(dispatchAlerts.missionId, missionId));

  /** A mission at PLACE with the guard assigned and a shift from T to T + 8 h (or for nobody: an open shift). */
  async function missionWithShift(agentId: string | null = guard.agentId!) {
    const db = t.database.db;
    const [mission] = await db
      .insert(missions)
      .values({
        title: `Site ${randomUUID().slice(0, 8)}`,
        type: 'RESIDENCE',
        status: 'ACTIVE',
        startAt: at(-60),
        endAt: at(600),
        locationLat: PLACE.lat,
        locationLng: PLACE.lng,
      })
      .returning();
    if (agentId) await db.insert(missionAssignments).values({ missionId: mission!.id, agentId });
    const [shift] = await db
      .insert(shifts)
      .values({ missionId: mission!.id, agentId, startAt: T, endAt: at(480) })
      .returning();
    return { missionId: mission!.id, shiftId: shift!.id };
  }
  async function clockIn(missionId: string, shiftId: string, minutes: number) {
    const [row] = await t.database.db
      .insert(attendances)
      .values({
        agentId: guard.agentId!,
        missionId,
        shiftId,
        status: 'STARTED',
        startTime: at(minutes),
        periodStart: at(minutes),
        startLat: PLACE.lat,
        startLng: PLACE.lng,
      })
      .returning();
    return row!.id;
  }

  it('raises NO_SHOW once, 10 min after the start, with its cause, and resolves it at the clock-in', async () => {
    const { missionId, shiftId } = await missionWithShift();
    expect((await job().runOnce(at(9)))?.raised ?? []).toHaveLength(0);
    const first = await job().runOnce(at(10));
    expect(first?.raised.map((a) => a.type)).toEqual(['NO_SHOW']);
    expect((await job().runOnce(at(11)))?.raised.filter((a) => a.missionId === missionId)).toEqual([]);
    const list = (await call(supervisor, 'GET', `/api/alerts?missionId=${missionId}`)).json() as Alert[];
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({
      type: 'NO_SHOW',
      status: 'OPEN',
      shiftId,
      agent: { id: guard.agentId, name: 'Yanis Durand' },
      cause: `Pas de prise de poste 10 min après le début de l'horaire de ${hhmm(T)}`,
    });
    const entries = await t.database.db
      .select()
      .from(logbookEntries)
      .where(and(eq(logbookEntries.missionId, missionId), eq(logbookEntries.type, 'ALERT_RAISED')));
    expect(entries).toHaveLength(1);
    await clockIn(missionId, shiftId, 12);
    const pass = await job().runOnce(at(13));
    expect(pass?.ended.map((a) => a.id)).toContain(list[0]!.id);
    const [done] = await alertsOf(missionId).then((rows) => rows.filter((a) => a.type === 'NO_SHOW'));
    expect(done).toMatchObject({ status: 'RESOLVED', resolution: `Prise de poste à ${hhmm(at(12))}` });
    // The late clock-in is an alert of its own.
    await job().runOnce(at(14));
    expect((await alertsOf(missionId)).map((a) => a.type).sort()).toEqual(['LATE_CLOCK_IN', 'NO_SHOW']);
  });

  it('settles NO_SHOW and raises LATE_CLOCK_IN at the clock-in itself, without waiting for a pass', async () => {
    // A guard of their own: the others here have attendances in progress.
    const nurse = await createUser(t.database.db, { role: 'AGENT' });
    const missionId = await createMission(t.database.db, {
      title: 'Clinique Saint-Roch',
      agentIds: [nurse.agentId],
      onDuty: true,
    });
    const [shift] = await t.database.db.select().from(shifts).where(eq(shifts.missionId, missionId));
    await job().runOnce(new Date());
    expect((await alertsOf(missionId)).map((a) => [a.type, a.status])).toEqual([['NO_SHOW', 'OPEN']]);
    const start = await call(nurse, 'POST', '/api/attendance/start', {
      agentId: nurse.agentId,
      missionId,
      shiftId: shift!.id,
      ...PLACE,
      accuracy: 10,
    });
    expect(start.statusCode).toBe(201);
    const after = await alertsOf(missionId);
    expect(after.find((a) => a.type === 'NO_SHOW')?.status).toBe('RESOLVED');
    expect(after.find((a) => a.type === 'LATE_CLOCK_IN')?.status).toBe('OPEN');
    // The next pass finds nothing more to raise.
    await job().runOnce(new Date());
    expect(await alertsOf(missionId)).toHaveLength(2);
    await call(nurse, 'POST', '/api/attendance/end', {
      attendanceId: start.json().id,
      ...PLACE,
      accuracy: 10,
    });
    expect((await alertsOf(missionId)).filter((a) => a.type === 'EARLY_END')).toHaveLength(1);
  });

  it('never raises NO_SHOW for an open shift', async () => {
    const { missionId } = await missionWithShift(null);
    await job().runOnce(at(30));
    expect(await alertsOf(missionId)).toEqual([]);
  });

  it('raises each alert once when two processes evaluate at the same time, and tells each staff socket once', async () => {
    const { missionId } = await missionWithShift();
    const sockets = await Promise.all(
      [t, second].map(async (app) => {
        const socket = await connectSocket(app.url as string, '/gps', {
          token: await accessToken(app.app, supervisor),
        });
        open.push(socket);
        const got: Alert[] = [];
        socket.on('alert:raised', (alert: Alert) => got.push(alert));
        return got;
      }),
    );
    const jobs = [job(), createAlertJob({ db: second.database.db, log: second.app.log })];
    const started = Date.now();
    const passes = await Promise.all(jobs.map((j) => j.runOnce(at(10))));
    const raisedHere = passes.flatMap((p) => p?.raised ?? []).filter((a) => a.missionId === missionId);
    expect(raisedHere).toHaveLength(1);
    expect(await alertsOf(missionId)).toHaveLength(1);
    await pause(300);
    for (const got of sockets) expect(got.filter((a) => a.mission?.id === missionId)).toHaveLength(1);
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('raises EARLY_END and resolves it when the guard resumes', async () => {
    const { missionId, shiftId } = await missionWithShift();
    const attendanceId = await clockIn(missionId, shiftId, 0);
    await t.database.db
      .update(attendances)
      .set({ status: 'COMPLETED', endTime: at(400) })
      .where(eq(attendances.id, attendanceId));
    await job().runOnce(at(401));
    const [early] = (await alertsOf(missionId)).filter((a) => a.type === 'EARLY_END');
    expect(early!.cause).toBe(
      `Fin de poste à ${hhmm(at(400))}, 80 min avant la fin de l'horaire (${hhmm(at(480))})`,
    );
    await t.database.db
      .update(attendances)
      .set({ status: 'STARTED', endTime: null, periodStart: at(405) })
      .where(eq(attendances.id, attendanceId));
    await job().runOnce(at(406));
    const [after] = (await alertsOf(missionId)).filter((a) => a.type === 'EARLY_END');
    expect(after).toMatchObject({ status: 'RESOLVED', resolution: `Reprise de poste à ${hhmm(at(405))}` });
  });

  it('raises POSITION_LOST only when the tracker reported during the duty, and resolves it on the next fix', async () => {
    const { missionId, shiftId } = await missionWithShift();
    await clockIn(missionId, shiftId, 0);
    const db = t.database.db;
    await db
      .insert(gpsLatestPositions)
      .values({ agentId: guard.agentId!, missionId, ...PLACE, recordedAt: at(5) })
      .onConflictDoUpdate({
        target: gpsLatestPositions.agentId,
        set: { ...PLACE, recordedAt: at(5), missionId },
      });
    // Without a tracker (the web page alone), nothing.
    await job().runOnce(at(20));
    expect((await alertsOf(missionId)).filter((a) => a.type === 'POSITION_LOST')).toEqual([]);
    await db
      .insert(gpsDeviceTokens)
      .values({ agentId: guard.agentId!, tokenHash: randomUUID(), lastUsedAt: at(5) });
    await job().runOnce(at(14));
    expect((await alertsOf(missionId)).filter((a) => a.type === 'POSITION_LOST')).toEqual([]);
    await job().runOnce(at(16));
    const [lost] = (await alertsOf(missionId)).filter((a) => a.type === 'POSITION_LOST');
    expect(lost).toMatchObject({
      status: 'OPEN',
      cause: `Aucune position du traceur depuis 10 min (dernière à ${hhmm(at(5))})`,
    });
    await db
      .update(gpsLatestPositions)
      .set({ recordedAt: at(17) })
      .where(eq(gpsLatestPositions.agentId, guard.agentId!));
    await job().runOnce(at(18));
    const [back] = (await alertsOf(missionId)).filter((a) => a.type === 'POSITION_LOST');
    expect(back).toMatchObject({ status: 'RESOLVED', resolution: `Position reçue à ${hhmm(at(17))}` });
    const types = (await db.select().from(logbookEntries).where(eq(logbookEntries.missionId, missionId))).map(
      (e) => e.type,
    );
    expect(types).toEqual(expect.arrayContaining(['POSITION_LOST', 'POSITION_BACK']));
    await db.delete(gpsDeviceTokens).where(eq(gpsDeviceTokens.agentId, guard.agentId!));
  });

  it('raises OUTSIDE_PERIMETER after 5 min outside, and resolves it back inside', async () => {
    const { missionId, shiftId } = await missionWithShift();
    await clockIn(missionId, shiftId, 100);
    const db = t.database.db;
    await db.insert(gpsPositions).values([
      { agentId: guard.agentId!, missionId, ...PLACE, recordedAt: at(101) },
      { agentId: guard.agentId!, missionId, ...OUTSIDE, recordedAt: at(102) },
    ]);
    await db
      .update(gpsLatestPositions)
      .set({ ...OUTSIDE, recordedAt: at(102), missionId })
      .where(eq(gpsLatestPositions.agentId, guard.agentId!));
    await job().runOnce(at(105));
    expect((await alertsOf(missionId)).filter((a) => a.type === 'OUTSIDE_PERIMETER')).toEqual([]);
    await job().runOnce(at(107));
    const [outside] = (await alertsOf(missionId)).filter((a) => a.type === 'OUTSIDE_PERIMETER');
    expect(outside?.status).toBe('OPEN');
    await db
      .update(gpsLatestPositions)
      .set({ ...PLACE, recordedAt: at(108) })
      .where(eq(gpsLatestPositions.agentId, guard.agentId!));
    await job().runOnce(at(109));
    const [inside] = (await alertsOf(missionId)).filter((a) => a.type === 'OUTSIDE_PERIMETER');
    expect(inside).toMatchObject({
      status: 'RESOLVED',
      resolution: `De retour dans le périmètre à ${hhmm(at(108))}`,
    });
  });

  it('raises INCIDENT_HIGH with a severity-4 report, live within 2 s, and ends it when the incident is resolved', async () => {
    const { missionId } = await missionWithShift();
    const socket = await connectSocket(t.url as string, '/gps', {
      token: await accessToken(t.app, supervisor),
    });
    open.push(socket);
    const live = nextEvent<Alert>(socket, 'alert:raised', 2000);
    const minor = await call(guard, 'POST', '/api/incidents', {
      missionId,
      type: 'technical',
      severity: 3,
      title: 'Néon',
      description: 'Néon grillé',
    });
    expect(minor.statusCode).toBe(201);
    const res = await call(guard, 'POST', '/api/incidents', {
      missionId,
      type: 'intrusion',
      severity: 4,
      title: 'Intrusion quai',
      description: 'Deux individus',
    });
    const alert = await live;
    expect(alert).toMatchObject({
      type: 'INCIDENT_HIGH',
      incidentId: res.json().id,
      cause: 'Incident de gravité 4/5 signalé : Intrusion quai',
    });
    expect((await alertsOf(missionId)).filter((a) => a.type === 'INCIDENT_HIGH')).toHaveLength(1);
    const id = res.json().id as string;
    await call(supervisor, 'PATCH', `/api/incidents/${id}`, { status: 'IN_PROGRESS' });
    await call(supervisor, 'PATCH', `/api/incidents/${id}`, {
      status: 'RESOLVED',
      resolution: 'Police prévenue',
    });
    const [ended] = (await alertsOf(missionId)).filter((a) => a.type === 'INCIDENT_HIGH');
    expect(ended?.status).toBe('RESOLVED');
  });

  it('lets staff take and resolve an alert with a note; refuses guards, a missing note, and the SOS’s own alert', async () => {
    const { missionId } = await missionWithShift();
    await job().runOnce(at(10));
    const [alert] = await alertsOf(missionId);
    expect((await call(guard, 'GET', '/api/alerts')).statusCode).toBe(403);
    expect((await call(guard, 'POST', `/api/alerts/${alert!.id}/acknowledge`)).statusCode).toBe(403);
    const taken = await call(supervisor, 'POST', `/api/alerts/${alert!.id}/acknowledge`);
    expect(taken.json()).toMatchObject({
      status: 'ACKNOWLEDGED',
      acknowledgedBy: { id: supervisor.id, name: 'Paul Renard' },
    });
    const noNote = await call(supervisor, 'POST', `/api/alerts/${alert!.id}/resolve`, { note: ' ' });
    expect(noNote.statusCode).toBe(400);
    expect(noNote.json().message).toBe(MSG.alertResolveNoteRequired);
    const resolved = await call(supervisor, 'POST', `/api/alerts/${alert!.id}/resolve`, {
      note: 'Remplaçant envoyé',
    });
    expect(resolved.json()).toMatchObject({ status: 'RESOLVED', resolution: 'Remplaçant envoyé' });
    expect(
      (await call(supervisor, 'POST', `/api/alerts/${alert!.id}/resolve`, { note: 'encore' })).statusCode,
    ).toBe(409);
    expect((await call(supervisor, 'POST', `/api/alerts/${randomUUID()}/acknowledge`)).statusCode).toBe(404);

    const sos = await call(guard, 'POST', '/api/sos', {
      ...PLACE,
      clientRequestId: `alert-sos-${randomUUID()}`,
    });
    const [sosAlert] = await t.database.db
      .select()
      .from(dispatchAlerts)
      .where(eq(dispatchAlerts.sosId, sos.json().id));
    expect(sosAlert?.type).toBe('SOS');
    const refused = await call(supervisor, 'POST', `/api/alerts/${sosAlert!.id}/acknowledge`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('ALERT_FOLLOWS_SOS');
    await call(supervisor, 'POST', `/api/sos/${sos.json().id}/close`, {
      note: 'Fausse manipulation',
      falseAlarm: true,
    });
    const [closed] = await t.database.db
      .select()
      .from(dispatchAlerts)
      .where(eq(dispatchAlerts.id, sosAlert!.id));
    expect(closed).toMatchObject({ status: 'RESOLVED', resolution: 'Fausse manipulation' });
  });

  it('keeps the thresholds in Paramètres: staff read them, ADMIN changes them, bad values get a French 400', async () => {
    expect((await call(supervisor, 'GET', '/api/settings/alerts')).json()).toMatchObject({
      noShowMinutes: 10,
      incidentSeverity: 4,
    });
    const body = {
      noShowMinutes: 15,
      lateClockInMinutes: 5,
      earlyEndMinutes: 15,
      positionLostMinutes: 10,
      outsidePerimeterMinutes: 5,
      incidentSeverity: 5,
    };
    expect((await call(supervisor, 'PUT', '/api/settings/alerts', body)).statusCode).toBe(403);
    const bad = await call(admin, 'PUT', '/api/settings/alerts', { ...body, noShowMinutes: 0 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain(MSG.alertsSettingsInvalid);
    expect((await call(admin, 'PUT', '/api/settings/alerts', body)).json()).toEqual(body);
    const { missionId } = await missionWithShift();
    await job().runOnce(at(12));
    expect(await alertsOf(missionId)).toEqual([]);
    await job().runOnce(at(15));
    expect((await alertsOf(missionId)).map((a) => a.cause)).toEqual([
      `Pas de prise de poste 15 min après le début de l'horaire de ${hhmm(T)}`,
    ]);
    await call(admin, 'PUT', '/api/settings/alerts', { ...body, noShowMinutes: 10, incidentSeverity: 4 });
  });
});
