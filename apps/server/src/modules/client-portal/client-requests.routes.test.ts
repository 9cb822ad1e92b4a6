import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Alert } from '@secops/domain/alerts';
import type { ClientActivity } from '@secops/domain/client-portal';
import type { LogbookEntry } from '@secops/domain/logbook';
import * as MSG from '@secops/domain/messages';
import { addCalendarDays, toParisDate } from '@secops/domain/planning';
import { incidentPhotos, logbookEntries } from '../../db/schema/index.ts';
import { authHeader, createUser, type TestUser } from '../../test/fixtures.ts';
import { accessToken, connectSocket, nextEvent } from '../../test/realtime-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { multipart } from '../documents/upload-fixtures.ts';
import { seedClient, seedIncident, seedMission } from '../incidents/incidents-fixtures.ts';
import { PNG_1PX } from '../logbook/logbook-fixtures.ts';
import { seedEntry, seedIncidentEvent } from './client-portal-fixtures.ts';
import { CLIENT_REQUESTS_PER_HOUR } from './client-portal.service.ts';

describe("the client's requests and its copy of an incident report", () => {
  let t: TestApp;
  let clientA: TestUser;
  let clientB: TestUser;
  let supervisor: TestUser;
  let guard: TestUser;
  let companyA: string;
  let missionA: string;
  let missionB: string;
  const open: Socket[] = [];

  beforeAll(async () => {
    t = await createTestApp({}, { listen: true });
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
    supervisor = await createUser(db, { role: 'SUPERVISOR', firstName: 'Paul', lastName: 'Renard' });
    guard = await createUser(db, { role: 'AGENT', firstName: 'Jean', lastName: 'Dupont' });
    missionA = await seedMission(db, {
      title: 'Gardiennage résidence',
      clientId: companyA,
      status: 'ACTIVE',
      locationAddress: '3 rue des Tilleuls, 92100 Boulogne-Billancourt',
    });
    missionB = await seedMission(db, { title: 'Galerie marchande', clientId: companyB, status: 'ACTIVE' });
  });
  afterAll(async () => {
    open.forEach((socket) => socket.disconnect());
    await t.close();
  });

  const call = async (user: TestUser, method: 'GET' | 'POST', url: string, payload?: object) =>
    t.app.inject({ method, url, payload, headers: await authHeader(t.app, user) });
  const request = (user: TestUser, missionId: string, payload: object) =>
    call(user, 'POST', `/api/client/missions/${missionId}/requests`, payload);

  describe("'Demande du client'", () => {
    it('writes a main courante entry and raises a dispatch alert, live, that staff resolve by hand', async () => {
      const socket = await connectSocket(t.url as string, '/gps', {
        token: await accessToken(t.app, supervisor),
      });
      open.push(socket);
      const live = nextEvent<Alert>(socket, 'alert:raised', 3000);
      const res = await request(clientA, missionA, { text: '  Merci de vérifier le portail du parking.  ' });
      expect(res.statusCode).toBe(201);
      const created = res.json();
      expect(created).toEqual({
        id: expect.any(String),
        text: 'Merci de vérifier le portail du parking.',
        createdAt: expect.any(String),
        author: 'Hélène Garnier',
      });

      const [row] = await t.database.db
        .select()
        .from(logbookEntries)
        .where(eq(logbookEntries.id, created.id));
      expect(row).toMatchObject({
        missionId: missionA,
        type: 'CLIENT_REQUEST',
        source: 'CLIENT',
        authorUserId: clientA.id,
        authorName: 'Hélène Garnier',
      });
      const log = await call(supervisor, 'GET', `/api/missions/${missionA}/logbook`);
      expect((log.json() as LogbookEntry[]).find((e) => e.id === created.id)).toMatchObject({
        type: 'CLIENT_REQUEST',
        source: 'CLIENT',
        text: 'Merci de vérifier le portail du parking.',
        author: { userId: clientA.id, name: 'Hélène Garnier' },
      });

      const alert = await live;
      expect(alert).toMatchObject({
        type: 'CLIENT_REQUEST',
        status: 'OPEN',
        mission: { id: missionA, title: 'Gardiennage résidence' },
        cause: 'Demande du client : Merci de vérifier le portail du parking.',
      });
      const listed = (await call(supervisor, 'GET', '/api/alerts?type=CLIENT_REQUEST')).json() as Alert[];
      expect(listed.map((a) => a.id)).toEqual([alert.id]);
      const resolved = await call(supervisor, 'POST', `/api/alerts/${alert.id}/resolve`, {
        note: 'Portail vérifié',
      });
      expect(resolved.statusCode).toBe(200);
      expect(resolved.json()).toMatchObject({ status: 'RESOLVED', resolution: 'Portail vérifié' });
    });

    it("shows the client its own requests in the mission's activity, whatever the types shown", async () => {
      const hideAll = await t.app.inject({
        method: 'PUT',
        url: `/api/missions/${missionA}/client-visibility`,
        payload: { logbookTypes: [] },
        headers: await authHeader(t.app, supervisor),
      });
      expect(hideAll.statusCode).toBe(200);
      const res = await request(clientA, missionA, { text: 'Livraison prévue demain à 8 h' });
      // The activity's days are Paris days: near midnight UTC, Paris is a day ahead.
      const today = toParisDate(new Date());
      const from = addCalendarDays(today, -1);
      const activity = (
        await call(clientA, 'GET', `/api/client/missions/${missionA}/activity?from=${from}&to=${today}`)
      ).json() as ClientActivity;
      expect(activity.logbook.find((e) => e.id === res.json().id)).toMatchObject({
        type: 'CLIENT_REQUEST',
        author: 'Hélène Garnier',
      });
    });

    it('refuses an empty, blank or too long text and unknown fields (400)', async () => {
      for (const payload of [
        {},
        { text: '   ' },
        { text: 'x'.repeat(5001) },
        { text: 'ok', type: 'OBSERVATION' },
      ]) {
        const res = await request(clientA, missionA, payload);
        expect(res.statusCode).toBe(400);
        expect(res.json()).toMatchObject({ statusCode: 400, issues: expect.any(Array) });
      }
      expect((await request(clientA, missionA, {})).json().message).toBe(MSG.clientRequestTextRequired);
    });

    it("answers 404 for another company's mission or an unknown one, writing nothing", async () => {
      for (const id of [missionB, randomUUID()]) {
        const res = await request(clientA, id, { text: 'Bonjour' });
        expect(res.statusCode).toBe(404);
        expect(res.json().message).toBe(MSG.missionNotFound);
      }
      expect(
        await t.database.db.select().from(logbookEntries).where(eq(logbookEntries.missionId, missionB)),
      ).toEqual([]);
      expect((await request(clientB, missionA, { text: 'Bonjour' })).statusCode).toBe(404);
    });

    it('answers 409 on an archived mission of its company', async () => {
      const archived = await seedMission(t.database.db, { clientId: companyA, status: 'ARCHIVED' });
      const res = await request(clientA, archived, { text: 'Bonjour' });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({
        code: 'MISSION_ARCHIVED',
        message: MSG.clientRequestMissionArchived,
      });
    });

    it('refuses staff and guards (403)', async () => {
      for (const user of [supervisor, guard])
        expect((await request(user, missionA, { text: 'Bonjour' })).statusCode).toBe(403);
    });

    it(`takes at most ${CLIENT_REQUESTS_PER_HOUR} requests an hour from one account (429), others still write`, async () => {
      const busy = await createUser(t.database.db, { role: 'CLIENT', clientId: companyA });
      for (let i = 0; i < CLIENT_REQUESTS_PER_HOUR; i += 1)
        await seedEntry(t.database.db, {
          missionId: missionA,
          type: 'CLIENT_REQUEST',
          source: 'CLIENT',
          text: `Demande ${i}`,
          occurredAt: new Date(),
          authorUserId: busy.id,
        });
      const refused = await request(busy, missionA, { text: 'Encore une' });
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toMatchObject({ statusCode: 429, message: MSG.clientRequestsTooMany });
      expect((await request(clientA, missionA, { text: 'Une autre personne' })).statusCode).toBe(201);
    });
  });

  describe("the client's copy of an incident report", () => {
    let incidentA: string;
    let incidentB: string;
    const pdf = (user: TestUser, id: string) => call(user, 'GET', `/api/client/incidents/${id}/report.pdf`);
    const textOf = (payload: Buffer) => execFileSync('pdftotext', ['-', '-'], { input: payload }).toString();

    beforeAll(async () => {
      const db = t.database.db;
      const form = multipart({
        name: 'photo.png',
        content: PNG_1PX,
        type: 'image/png',
        fields: { clientRequestId: randomUUID() },
      });
      const upload = await t.app.inject({
        method: 'POST',
        url: '/api/photos',
        payload: form.payload,
        headers: { ...form.headers, ...(await authHeader(t.app, guard)) },
      });
      expect(upload.statusCode).toBe(201);
      incidentA = await seedIncident(db, missionA, {
        title: 'Porte forcée',
        description: 'Porte du local vélos forcée',
        type: 'intrusion',
        severity: 3,
        status: 'RESOLVED',
        resolution: 'Serrure changée',
        reporterId: guard.agentId,
        reportedBy: guard.id,
        assigneeId: supervisor.id,
        lat: 48.8351,
        lng: 2.2412,
      });
      await db
        .insert(incidentPhotos)
        .values({ incidentId: incidentA, photoId: upload.json().id, position: 0 });
      const at = (minutes: number) => new Date(Date.now() - 3_600_000 + minutes * 60_000);
      await seedIncidentEvent(db, { incidentId: incidentA, kind: 'REPORTED', at: at(0) });
      await seedIncidentEvent(db, {
        incidentId: incidentA,
        kind: 'NOTE',
        text: 'Voisin suspect au 2e',
        at: at(5),
      });
      await seedIncidentEvent(db, {
        incidentId: incidentA,
        kind: 'ASSIGNED',
        text: 'Paul Renard',
        at: at(6),
      });
      await seedIncidentEvent(db, {
        incidentId: incidentA,
        kind: 'STATUS',
        status: 'IN_PROGRESS',
        at: at(7),
      });
      await seedIncidentEvent(db, { incidentId: incidentA, kind: 'STATUS', status: 'RESOLVED', at: at(30) });
      incidentB = await seedIncident(db, missionB, { title: 'Vitrine brisée' });
    });

    it('prints the reporter as first name and initial, the status changes only, and the photo', async () => {
      const res = await pdf(clientA, incidentA);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-disposition']).toBe(`attachment; filename="incident-${incidentA}.pdf"`);
      const text = textOf(res.rawPayload);
      for (const expected of [
        "Rapport d'incident : Porte forcée",
        'Gardiennage résidence',
        'Jean D.',
        'Porte du local vélos forcée',
        'Statut : En cours',
        'Statut : Résolu',
        'Serrure changée',
      ])
        expect(text).toContain(expected);
      for (const hidden of [
        'Dupont',
        'Voisin suspect',
        'Paul Renard',
        'Renard',
        'Position du déclarant',
        'Responsable',
      ])
        expect(text).not.toContain(hidden);
      const images = execFileSync('pdfimages', ['-list', '-'], { input: res.rawPayload }).toString();
      expect(
        images.split('\n').filter((line) => /^\s*\d+\s+\d+\s+image/.test(line)).length,
      ).toBeGreaterThanOrEqual(1);
    });

    it("leaves staff's own report whole", async () => {
      const res = await call(supervisor, 'GET', `/api/incidents/${incidentA}/report.pdf`);
      const text = textOf(res.rawPayload);
      for (const expected of ['Jean Dupont', 'Voisin suspect', 'Paul Renard', 'Position du déclarant'])
        expect(text).toContain(expected);
    });

    it("answers 404 for an incident of another company's mission or an unknown one, 400 for a bad id", async () => {
      for (const [user, id] of [
        [clientA, incidentB],
        [clientB, incidentA],
        [clientA, randomUUID()],
      ] as const) {
        const res = await pdf(user, id);
        expect(res.statusCode).toBe(404);
        expect(res.json().message).toBe(MSG.incidentNotFound);
      }
      expect((await pdf(clientA, 'pas-un-id')).statusCode).toBe(400);
    });

    it('refuses staff and guards on the client route (403)', async () => {
      for (const user of [supervisor, guard]) expect((await pdf(user, incidentA)).statusCode).toBe(403);
    });
  });
});
