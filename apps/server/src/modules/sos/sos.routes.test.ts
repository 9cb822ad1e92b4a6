import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as MSG from '@secops/domain/messages';
import type { Sos } from '@secops/domain/sos';
import { authHeader, createUser, type TestUser } from '../../test/fixtures.ts';
import { accessToken, connectSocket, createMission, nextEvent } from '../../test/realtime-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

describe('SOS', () => {
  let t: TestApp;
  let agent: TestUser;
  let otherAgent: TestUser;
  let admin: TestUser;
  let supervisor: TestUser;
  let missionId: string;
  const open: Socket[] = [];
  let seq = 0;

  const call = async (user: TestUser | null, method: 'GET' | 'POST', url: string, payload?: object) =>
    t.app.inject({ method, url, payload, headers: user ? await authHeader(t.app, user) : {} });
  const requestId = () => `sos-test-${(seq += 1).toString().padStart(4, '0')}`;
  /** A new alert: by a field user of its own unless told (an agent's alert still open answers the next press). */
  const raise = async (user?: TestUser, body: object = {}) => {
    const res = await call(user ?? (await fieldUser()), 'POST', '/api/sos', {
      lat: 48.8656,
      lng: 2.3212,
      accuracy: 12,
      clientRequestId: requestId(),
      ...body,
    });
    expect(res.statusCode).toBe(201);
    return res.json() as Sos;
  };
  const fieldUser = () => createUser(t.database.db, { role: 'AGENT', firstName: 'Léa', lastName: 'Garnier' });
  const socketOf = async (user: TestUser) => {
    const socket = await connectSocket(t.url as string, '/gps', { token: await accessToken(t.app, user) });
    open.push(socket);
    return socket;
  };

  beforeAll(async () => {
    t = await createTestApp({}, { listen: true });
    const db = t.database.db;
    agent = await createUser(db, { role: 'AGENT', firstName: 'Yanis', lastName: 'Durand' });
    otherAgent = await createUser(db, { role: 'LEAD' });
    admin = await createUser(db, { role: 'ADMIN', firstName: 'Claire', lastName: 'Vasseur' });
    supervisor = await createUser(db, { role: 'SUPERVISOR', firstName: 'Paul', lastName: 'Renard' });
    missionId = await createMission(db, { title: 'Escorte Opéra', agentIds: [agent.agentId] });
  });
  afterAll(async () => {
    open.forEach((socket) => socket.disconnect());
    await t.close();
  });

  it('raises an alert with the position and the mission the agent is on, and a resend answers the same one', async () => {
    const body = { lat: 48.8656, lng: 2.3212, accuracy: 12, clientRequestId: 'phone-1234-abcd' };
    const first = await call(agent, 'POST', '/api/sos', body);
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      status: 'OPEN',
      lat: 48.8656,
      accuracy: 12,
      agent: { id: agent.agentId, firstName: 'Yanis', lastName: 'Durand', falseAlarms: 0 },
      mission: { id: missionId, title: 'Escorte Opéra' },
      acknowledgedBy: null,
    });
    const again = await call(agent, 'POST', '/api/sos', body);
    expect(again.statusCode).toBe(200);
    expect(again.json().id).toBe(first.json().id);
    const list = await call(admin, 'GET', '/api/sos?status=OPEN');
    expect(list.json().filter((s: Sos) => s.id === first.json().id)).toHaveLength(1);
  });

  it('raises one without a position fix and without a mission when the agent is off duty', async () => {
    const res = await call(otherAgent, 'POST', '/api/sos', { clientRequestId: requestId() });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ lat: null, lng: null, mission: null });
  });

  it('refuses bad input in French and staff raising an alert', async () => {
    const noId = await call(agent, 'POST', '/api/sos', { lat: 48.8, lng: 2.3 });
    expect(noId.statusCode).toBe(400);
    expect(noId.json().message).toContain(MSG.sosClientRequestIdInvalid);
    const half = await call(agent, 'POST', '/api/sos', { lat: 48.8, clientRequestId: requestId() });
    expect(half.statusCode).toBe(400);
    expect(half.json().message).toContain(MSG.sosPositionIncomplete);
    const far = await call(agent, 'POST', '/api/sos', { lat: 91, lng: 2, clientRequestId: requestId() });
    expect(far.statusCode).toBe(400);
    expect((await call(admin, 'POST', '/api/sos', { clientRequestId: requestId() })).statusCode).toBe(403);
    expect((await call(null, 'POST', '/api/sos', { clientRequestId: requestId() })).statusCode).toBe(401);
  });

  it('lets staff only list, take and close alerts; an agent reads only their own', async () => {
    const raiser = await fieldUser();
    const sos = await raise(raiser);
    expect((await call(agent, 'GET', '/api/sos')).statusCode).toBe(403);
    expect((await call(agent, 'POST', `/api/sos/${sos.id}/acknowledge`)).statusCode).toBe(403);
    expect((await call(agent, 'POST', `/api/sos/${sos.id}/close`, { falseAlarm: true })).statusCode).toBe(
      403,
    );
    expect((await call(raiser, 'GET', `/api/sos/${sos.id}`)).statusCode).toBe(200);
    expect((await call(otherAgent, 'GET', `/api/sos/${sos.id}`)).statusCode).toBe(404);
    expect((await call(admin, 'GET', '/api/sos?status=LOST')).statusCode).toBe(400);
  });

  it('is taken by one staff member: who and when, the same one again is fine, another gets 409 naming them', async () => {
    const sos = await raise();
    const taken = await call(supervisor, 'POST', `/api/sos/${sos.id}/acknowledge`);
    expect(taken.statusCode).toBe(200);
    expect(taken.json()).toMatchObject({
      status: 'ACKNOWLEDGED',
      acknowledgedBy: { id: supervisor.id, name: 'Paul Renard' },
    });
    expect(Date.parse(taken.json().acknowledgedAt)).not.toBeNaN();
    expect((await call(supervisor, 'POST', `/api/sos/${sos.id}/acknowledge`)).statusCode).toBe(200);
    const other = await call(admin, 'POST', `/api/sos/${sos.id}/acknowledge`);
    expect(other.statusCode).toBe(409);
    expect(other.json().message).toBe('Cette alerte est déjà prise en charge par Paul Renard');
    expect(
      (await call(admin, 'POST', '/api/sos/00000000-0000-4000-8000-000000000000/acknowledge')).statusCode,
    ).toBe(404);
  });

  it('closes with a note, keeps false alarms and counts them for the agent', async () => {
    const raiser = await fieldUser();
    const first = await raise(raiser);
    await call(admin, 'POST', `/api/sos/${first.id}/close`, {});
    const sos = await raise(raiser);
    const closed = await call(admin, 'POST', `/api/sos/${sos.id}/close`, {
      note: 'Appui involontaire',
      falseAlarm: true,
    });
    expect(closed.statusCode).toBe(200);
    expect(closed.json()).toMatchObject({
      status: 'CLOSED',
      note: 'Appui involontaire',
      falseAlarm: true,
      closedBy: { id: admin.id, name: 'Claire Vasseur' },
    });
    const again = await call(admin, 'POST', `/api/sos/${sos.id}/close`, {});
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(MSG.sosAlreadyClosed);
    expect((await call(admin, 'POST', `/api/sos/${sos.id}/acknowledge`)).statusCode).toBe(409);
    expect(first.agent.falseAlarms).toBe(0);
    expect((await raise(raiser)).agent.falseAlarms).toBe(1);
    const listed = (await call(admin, 'GET', '/api/sos?status=CLOSED')).json() as Sos[];
    expect(listed.some((s) => s.id === sos.id && s.falseAlarm)).toBe(true);
  });

  it('lists open alerts first, the longest waiting first', async () => {
    const older = await raise();
    const newer = await raise();
    const all = (await call(admin, 'GET', '/api/sos')).json() as Sos[];
    const statuses = all.map((s) => s.status);
    expect(statuses.indexOf('OPEN')).toBe(0);
    expect(statuses.lastIndexOf('OPEN')).toBeLessThan(statuses.indexOf('CLOSED'));
    expect(all.findIndex((s) => s.id === older.id)).toBeLessThan(all.findIndex((s) => s.id === newer.id));
  });

  it('tells every staff /gps socket at once, and the raising agent when it is taken and closed', async () => {
    const raiser = await fieldUser();
    const staffSocket = await socketOf(supervisor);
    const agentSocket = await socketOf(raiser);
    const otherSocket = await socketOf(otherAgent);
    const raised = nextEvent<Sos>(staffSocket, 'sos:raised', 2000);
    const notForAgents = nextEvent<Sos>(otherSocket, 'sos:raised', 500).then(
      () => 'received',
      () => 'nothing',
    );
    const sos = await raise(raiser);
    expect((await raised).id).toBe(sos.id);
    expect(await notForAgents).toBe('nothing');

    const acknowledged = nextEvent<Sos>(agentSocket, 'sos:acknowledged', 2000);
    await call(admin, 'POST', `/api/sos/${sos.id}/acknowledge`);
    expect(await acknowledged).toMatchObject({ id: sos.id, acknowledgedBy: { name: 'Claire Vasseur' } });

    const closed = nextEvent<Sos>(agentSocket, 'sos:closed', 2000);
    const staffClosed = nextEvent<Sos>(staffSocket, 'sos:closed', 2000);
    await call(admin, 'POST', `/api/sos/${sos.id}/close`, { note: 'Agent en sécurité' });
    expect((await closed).status).toBe('CLOSED');
    expect((await staffClosed).id).toBe(sos.id);
  });
});
