import { and, eq } from 'drizzle-orm';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LogbookEntry } from '@secops/domain/logbook';
import { logbookEntries, shifts } from '../../db/schema/index.ts';
import { authHeader, createUser, type TestUser } from '../../test/fixtures.ts';
import { accessToken, connectSocket, createMission, nextEvent, pause } from '../../test/realtime-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

/** The automatic entries, written with what they record, and every entry sent live to staff and the mission's guards. */
describe('main courante: automatic entries and live', () => {
  let t: TestApp;
  let supervisor: TestUser;
  let guard: TestUser;
  let outsider: TestUser;
  let missionId: string;
  const open: Socket[] = [];

  beforeAll(async () => {
    t = await createTestApp({}, { listen: true });
    const db = t.database.db;
    supervisor = await createUser(db, { role: 'SUPERVISOR', firstName: 'Paul', lastName: 'Renard' });
    guard = await createUser(db, { role: 'AGENT', firstName: 'Yanis', lastName: 'Durand' });
    outsider = await createUser(db, { role: 'AGENT' });
    missionId = await createMission(db, { title: 'Siège Lumière', agentIds: [guard.agentId], onDuty: true });
  });
  afterAll(async () => {
    open.forEach((socket) => socket.disconnect());
    await t.close();
  });

  const call = async (user: TestUser, method: string, url: string, payload?: object) =>
    t.app.inject({ method: method as 'GET', url, payload, headers: await authHeader(t.app, user) });
  const socketOf = async (user: TestUser, namespace: '/gps' | '/chat') => {
    const socket = await connectSocket(t.url as string, namespace, { token: await accessToken(t.app, user) });
    open.push(socket);
    return socket;
  };
  const entriesOf = (type: string) =>
    t.database.db
      .select()
      .from(logbookEntries)
      .where(and(eq(logbookEntries.missionId, missionId), eq(logbookEntries.type, type)));

  it('sends a new entry to staff sockets on /gps and to the mission’s guards on /chat, not to others', async () => {
    const staff = await socketOf(supervisor, '/gps');
    const guardChat = await socketOf(guard, '/chat');
    const outsiderChat = await socketOf(outsider, '/chat');
    const missed: LogbookEntry[] = [];
    outsiderChat.on('logbook:entry', (entry: LogbookEntry) => missed.push(entry));
    const toStaff = nextEvent<LogbookEntry>(staff, 'logbook:entry');
    const toGuard = nextEvent<LogbookEntry>(guardChat, 'logbook:entry');
    const started = Date.now();
    const res = await call(supervisor, 'POST', `/api/missions/${missionId}/logbook`, {
      type: 'INSTRUCTION',
      text: 'Consigne : fermeture du parking à 20 h',
    });
    expect(res.statusCode).toBe(201);
    const [a, b] = await Promise.all([toStaff, toGuard]);
    expect(Date.now() - started).toBeLessThan(2000);
    expect(a).toMatchObject({ id: res.json().id, text: 'Consigne : fermeture du parking à 20 h' });
    expect(b.id).toBe(res.json().id);
    await pause(200);
    expect(missed).toEqual([]);
  });

  it('writes prise de poste, fin de poste and reprise with the attendance', async () => {
    const [shift] = await t.database.db.select().from(shifts).where(eq(shifts.missionId, missionId));
    const position = { lat: 48.8656, lng: 2.3212, accuracy: 10 };
    const start = await call(guard, 'POST', '/api/attendance/start', {
      agentId: guard.agentId,
      missionId,
      shiftId: shift!.id,
      ...position,
    });
    expect(start.statusCode).toBe(201);
    const attendanceId = start.json().id as string;
    expect((await call(guard, 'POST', '/api/attendance/end', { attendanceId, ...position })).statusCode).toBe(
      200,
    );
    expect(
      (await call(guard, 'POST', '/api/attendance/resume', { attendanceId, ...position })).statusCode,
    ).toBe(200);
    const [startEntry] = await entriesOf('ATTENDANCE_START');
    expect(startEntry).toMatchObject({
      source: 'AUTO',
      authorUserId: guard.id,
      authorName: 'Yanis Durand',
      subjectId: attendanceId,
    });
    expect(startEntry!.text).toMatch(/^Prise de poste sur l'horaire du \d\d\/\d\d \d\d:\d\d–/);
    expect(await entriesOf('ATTENDANCE_END')).toHaveLength(1);
    expect(await entriesOf('ATTENDANCE_RESUME')).toHaveLength(1);
  });

  it('writes the incident reported and each status change', async () => {
    const res = await call(guard, 'POST', '/api/incidents', {
      missionId,
      type: 'intrusion',
      severity: 4,
      title: 'Porte de service forcée',
      description: 'Serrure arrachée',
    });
    expect(res.statusCode).toBe(201);
    const id = res.json().id as string;
    expect(
      (await call(supervisor, 'PATCH', `/api/incidents/${id}`, { status: 'IN_PROGRESS' })).statusCode,
    ).toBe(200);
    const [reported] = await entriesOf('INCIDENT_REPORTED');
    expect(reported!.text).toBe('Incident signalé : Porte de service forcée (Intrusion, gravité 4/5)');
    const [status] = await entriesOf('INCIDENT_STATUS');
    expect(status).toMatchObject({
      text: 'Incident « Porte de service forcée » : En cours',
      authorUserId: supervisor.id,
      subjectId: id,
    });
    // A refused change writes nothing.
    expect((await call(supervisor, 'PATCH', `/api/incidents/${id}`, { status: 'OPEN' })).statusCode).toBe(
      409,
    );
    expect(await entriesOf('INCIDENT_STATUS')).toHaveLength(1);
  });

  it('writes the SOS raised, taken and closed', async () => {
    const raised = await call(guard, 'POST', '/api/sos', {
      lat: 48.8656,
      lng: 2.3212,
      clientRequestId: 'sos-logbook-1',
    });
    expect(raised.statusCode).toBe(201);
    const id = raised.json().id as string;
    expect((await call(supervisor, 'POST', `/api/sos/${id}/acknowledge`)).statusCode).toBe(200);
    expect(
      (
        await call(supervisor, 'POST', `/api/sos/${id}/close`, {
          note: 'Malaise, pompiers appelés',
          falseAlarm: false,
        })
      ).statusCode,
    ).toBe(200);
    expect((await entriesOf('SOS_RAISED')).map((e) => e.subjectId)).toEqual([id]);
    expect(await entriesOf('SOS_ACKNOWLEDGED')).toHaveLength(1);
    const [closed] = await entriesOf('SOS_CLOSED');
    expect(closed!.text).toBe('SOS clos : Malaise, pompiers appelés');
  });
});
