import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Incident, IncidentDetail } from '@secops/domain/incidents.schemas';
import * as MSG from '@secops/domain/messages';
import { authHeader, createUser, type TestUser } from '../../test/fixtures.ts';
import { accessToken, connectSocket, createMission, nextEvent } from '../../test/realtime-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { multipart } from '../documents/upload-fixtures.ts';
import { PNG_1PX } from '../logbook/logbook-fixtures.ts';
import { seedIncident } from './incidents-fixtures.ts';

/** The follow-up of an incident: photos and position, assignee, timeline, resolution, report, live. */
describe('incident reports', () => {
  let t: TestApp;
  let supervisor: TestUser;
  let admin: TestUser;
  let guard: TestUser;
  let otherGuard: TestUser;
  let missionId: string;
  const open: Socket[] = [];

  beforeAll(async () => {
    t = await createTestApp({}, { listen: true });
    const db = t.database.db;
    supervisor = await createUser(db, { role: 'SUPERVISOR', firstName: 'Paul', lastName: 'Renard' });
    admin = await createUser(db, { role: 'ADMIN', firstName: 'Claire', lastName: 'Vasseur' });
    guard = await createUser(db, { role: 'AGENT', firstName: 'Yanis', lastName: 'Durand' });
    otherGuard = await createUser(db, { role: 'AGENT' });
    missionId = await createMission(db, {
      title: 'Entrepôt Gennevilliers',
      agentIds: [guard.agentId, otherGuard.agentId],
    });
  });
  afterAll(async () => {
    open.forEach((socket) => socket.disconnect());
    await t.close();
  });

  const call = async (user: TestUser, method: string, url: string, payload?: object) =>
    t.app.inject({ method: method as 'GET', url, payload, headers: await authHeader(t.app, user) });
  const uploadPhoto = async (user: TestUser) => {
    const form = multipart({
      name: 'photo.png',
      content: PNG_1PX,
      type: 'image/png',
      fields: { clientRequestId: randomUUID() },
    });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/photos',
      payload: form.payload,
      headers: { ...form.headers, ...(await authHeader(t.app, user)) },
    });
    expect(res.statusCode).toBe(201);
    return res.json().id as string;
  };
  const report = async (body: object = {}) => {
    const res = await call(guard, 'POST', '/api/incidents', {
      missionId,
      type: 'intrusion',
      severity: 3,
      title: 'Grillage découpé',
      description: 'Ouverture de 1 m côté voie ferrée',
      ...body,
    });
    expect(res.statusCode).toBe(201);
    return res.json() as Incident;
  };

  it('reports with photos and the position; staff get it live; the reporter and staff read it, no other guard', async () => {
    const staff = await connectSocket(t.url as string, '/gps', {
      token: await accessToken(t.app, supervisor),
    });
    open.push(staff);
    const live = nextEvent<Incident>(staff, 'incident:created', 3000);
    const photoId = await uploadPhoto(guard);
    const incident = await report({ photoIds: [photoId], lat: 48.93, lng: 2.3, accuracy: 12 });
    expect(incident).toMatchObject({
      photos: [{ id: photoId, url: `/api/photos/${photoId}` }],
      lat: 48.93,
      lng: 2.3,
      accuracy: 12,
      assignee: null,
      resolution: null,
    });
    expect((await live).id).toBe(incident.id);
    const mine = await call(guard, 'GET', `/api/incidents/${incident.id}`);
    expect(mine.statusCode).toBe(200);
    expect((mine.json() as IncidentDetail).timeline.map((e) => e.kind)).toEqual(['REPORTED']);
    expect((await call(otherGuard, 'GET', `/api/incidents/${incident.id}`)).statusCode).toBe(404);
    expect((await call(otherGuard, 'GET', `/api/photos/${photoId}`)).statusCode).toBe(404);
    expect((await call(supervisor, 'GET', `/api/photos/${photoId}`)).statusCode).toBe(200);
    // A photo already used cannot be joined again, nor someone else's.
    const again = await call(guard, 'POST', '/api/incidents', {
      missionId,
      type: 'other',
      title: 'x',
      description: 'y',
      photoIds: [photoId],
    });
    expect(again.statusCode).toBe(400);
    const foreign = await uploadPhoto(otherGuard);
    const stolen = await call(guard, 'POST', '/api/incidents', {
      missionId,
      type: 'other',
      title: 'x',
      description: 'y',
      photoIds: [foreign],
    });
    expect(stolen.statusCode).toBe(400);
  });

  it('follows up: assignee, notes, resolution required for Résolu, every step in the timeline, live', async () => {
    const incident = await report();
    const staff = await connectSocket(t.url as string, '/gps', {
      token: await accessToken(t.app, supervisor),
    });
    open.push(staff);
    const updated = new Promise<Incident>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('no incident:updated within 2 s')), 2000);
      staff.on('incident:updated', (changed: Incident) => {
        if (changed.id !== incident.id || !changed.assignee) return;
        clearTimeout(timer);
        resolve(changed);
      });
    });
    const assigned = await call(supervisor, 'PATCH', `/api/incidents/${incident.id}`, {
      assigneeId: admin.id,
    });
    expect(assigned.statusCode).toBe(200);
    expect(assigned.json().assignee).toEqual({ id: admin.id, name: 'Claire Vasseur' });
    expect((await updated).assignee?.id).toBe(admin.id);
    const note = await call(admin, 'POST', `/api/incidents/${incident.id}/notes`, {
      text: 'Police municipale prévenue',
    });
    expect(note.statusCode).toBe(201);
    expect(note.json()).toMatchObject({
      kind: 'NOTE',
      text: 'Police municipale prévenue',
      author: { id: admin.id },
    });
    await call(admin, 'PATCH', `/api/incidents/${incident.id}`, { status: 'IN_PROGRESS' });
    const missing = await call(admin, 'PATCH', `/api/incidents/${incident.id}`, { status: 'RESOLVED' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe(MSG.incidentResolutionRequired);
    const resolved = await call(admin, 'PATCH', `/api/incidents/${incident.id}`, {
      status: 'RESOLVED',
      resolution: 'Grillage réparé le jour même',
    });
    expect(resolved.json()).toMatchObject({ status: 'RESOLVED', resolution: 'Grillage réparé le jour même' });
    const detail = (await call(supervisor, 'GET', `/api/incidents/${incident.id}`)).json() as IncidentDetail;
    expect(detail.timeline.map((e) => [e.kind, e.status ?? e.text])).toEqual([
      ['REPORTED', null],
      ['ASSIGNED', 'Claire Vasseur'],
      ['NOTE', 'Police municipale prévenue'],
      ['STATUS', 'IN_PROGRESS'],
      ['RESOLUTION', 'Grillage réparé le jour même'],
      ['STATUS', 'RESOLVED'],
    ]);
  });

  it('refuses an empty change, a non-staff assignee, notes by guards, and closing what was never resolved', async () => {
    const incident = await report();
    const empty = await call(supervisor, 'PATCH', `/api/incidents/${incident.id}`, {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toContain(MSG.incidentUpdateEmpty);
    const notStaff = await call(supervisor, 'PATCH', `/api/incidents/${incident.id}`, {
      assigneeId: guard.id,
    });
    expect(notStaff.statusCode).toBe(400);
    expect(notStaff.json().message).toBe(MSG.incidentAssigneeInvalid);
    expect(
      (await call(guard, 'POST', `/api/incidents/${incident.id}/notes`, { text: 'moi' })).statusCode,
    ).toBe(403);
    expect(
      (await call(supervisor, 'POST', `/api/incidents/${incident.id}/notes`, { text: '  ' })).statusCode,
    ).toBe(400);
    // Resolved before resolutions were asked for: it cannot be closed without one.
    const legacy = await seedIncident(t.database.db, missionId, { status: 'RESOLVED' });
    const close = await call(supervisor, 'PATCH', `/api/incidents/${legacy}`, { status: 'CLOSED' });
    expect(close.statusCode).toBe(400);
    expect(close.json().message).toBe(MSG.incidentCloseNeedsResolution);
    const closed = await call(supervisor, 'PATCH', `/api/incidents/${legacy}`, {
      status: 'CLOSED',
      resolution: 'Sans suite',
    });
    expect(closed.json().status).toBe('CLOSED');
    expect((await call(supervisor, 'GET', `/api/incidents/${randomUUID()}`)).statusCode).toBe(404);
  });

  it('prints the report for the client with the photo, the timeline and the resolution', async () => {
    const incident = await report({ photoIds: [await uploadPhoto(guard)] });
    await call(supervisor, 'POST', `/api/incidents/${incident.id}/notes`, {
      text: 'Constat fait avec le client',
    });
    await call(supervisor, 'PATCH', `/api/incidents/${incident.id}`, { status: 'IN_PROGRESS' });
    await call(supervisor, 'PATCH', `/api/incidents/${incident.id}`, {
      status: 'RESOLVED',
      resolution: 'Clôture remplacée',
    });
    const res = await call(supervisor, 'GET', `/api/incidents/${incident.id}/report.pdf`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const text = execFileSync('pdftotext', ['-', '-'], { input: res.rawPayload }).toString();
    for (const expected of [
      "Rapport d'incident : Grillage découpé",
      'Entrepôt Gennevilliers',
      'Yanis Durand',
      'Ouverture de 1 m',
      'Constat fait avec le client',
      'Clôture remplacée',
    ])
      expect(text).toContain(expected);
    const images = execFileSync('pdfimages', ['-list', '-'], { input: res.rawPayload }).toString();
    expect(
      images.split('\n').filter((line) => /^\s*\d+\s+\d+\s+image/.test(line)).length,
    ).toBeGreaterThanOrEqual(1);
    expect((await call(guard, 'GET', `/api/incidents/${incident.id}/report.pdf`)).statusCode).toBe(403);
  });
});
