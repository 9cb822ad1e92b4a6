import { execFileSync } from 'node:child_process';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LogbookEntry } from '@secops/domain/logbook';
import * as MSG from '@secops/domain/messages';
import { logbookEntries } from '../../db/schema/index.ts';
import { authHeader, createUser, type TestUser } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { multipart } from '../documents/upload-fixtures.ts';
import { seedAssignment, seedMission } from '../incidents/incidents-fixtures.ts';
import { PNG_1PX } from './logbook-fixtures.ts';

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
const HOUR = 3_600_000;

describe('main courante API', () => {
  let t: TestApp;
  let supervisor: TestUser;
  let guard: TestUser;
  let outsider: TestUser;
  let missionId: string;
  let otherMissionId: string;
  let archivedId: string;
  let seq = 0;

  beforeAll(async () => {
    t = await createTestApp();
    const db = t.database.db;
    supervisor = await createUser(db, { role: 'SUPERVISOR', firstName: 'Paul', lastName: 'Renard' });
    guard = await createUser(db, { role: 'AGENT', firstName: 'Noé', lastName: 'Garnier' });
    outsider = await createUser(db, { role: 'AGENT' });
    missionId = await seedMission(db, { title: 'Résidence Les Tilleuls', status: 'ACTIVE' });
    otherMissionId = await seedMission(db, { title: 'Entrepôt Gennevilliers', status: 'ACTIVE' });
    archivedId = await seedMission(db, { title: 'Salon archivé', status: 'ARCHIVED' });
    await seedAssignment(db, missionId, guard.agentId!);
    await seedAssignment(db, archivedId, guard.agentId!);
  });
  afterAll(() => t.close());

  const call = async (user: TestUser | null, method: string, url: string, payload?: object) =>
    t.app.inject({
      method: method as 'GET',
      url,
      payload,
      headers: user ? await authHeader(t.app, user) : {},
    });
  const write = (user: TestUser, body: object = {}, mission = missionId) =>
    call(user, 'POST', `/api/missions/${mission}/logbook`, {
      type: 'OBSERVATION',
      text: 'Ronde de 22 h : portail nord fermé, RAS',
      ...body,
    });
  const rowsOf = (id: string) =>
    t.database.db.select().from(logbookEntries).where(eq(logbookEntries.missionId, id));

  describe('writing', () => {
    it('lets an assigned guard write an entry, signed with their name, dated now by default', async () => {
      const before = Date.now();
      const res = await write(guard, {
        type: 'VISITOR',
        text: 'Visite du technicien ascenseur',
        lat: 48.85,
        lng: 2.35,
        accuracy: 8,
      });
      expect(res.statusCode).toBe(201);
      const entry = res.json() as LogbookEntry;
      expect(entry).toMatchObject({
        missionId,
        missionTitle: 'Résidence Les Tilleuls',
        type: 'VISITOR',
        source: 'MANUAL',
        text: 'Visite du technicien ascenseur',
        author: { userId: guard.id, name: 'Noé Garnier' },
        lat: 48.85,
        lng: 2.35,
        accuracy: 8,
        correctsId: null,
        declaredAt: null,
        photos: [],
      });
      expect(Date.parse(entry.occurredAt)).toBeGreaterThanOrEqual(before - 1000);
      expect(entry.occurredAt).toBe(entry.writtenAt);
    });

    it('keeps the time an offline entry was written, and the event time it gives', async () => {
      const writtenAt = new Date(Date.now() - 2 * HOUR).toISOString();
      const occurredAt = new Date(Date.now() - 3 * HOUR).toISOString();
      const res = await write(guard, { writtenAt, occurredAt, clientRequestId: `offline-${(seq += 1)}` });
      expect(res.statusCode).toBe(201);
      expect(res.json()).toMatchObject({ writtenAt, occurredAt, declaredAt: null });
    });

    it('records a resent entry once: the same clientRequestId answers 200 with the first entry', async () => {
      const body = {
        text: 'Livraison Chronopost',
        type: 'DELIVERY',
        clientRequestId: `resend-${(seq += 1)}`,
      };
      const first = await write(guard, body);
      const second = await write(guard, body);
      expect(first.statusCode).toBe(201);
      expect(second.statusCode).toBe(200);
      expect(second.json().id).toBe(first.json().id);
      const rows = (await rowsOf(missionId)).filter((row) => row.text === 'Livraison Chronopost');
      expect(rows).toHaveLength(1);
    });

    it('refuses an event more than 24 h before it was written, or after it, in French', async () => {
      const old = await write(guard, { occurredAt: new Date(Date.now() - 25 * HOUR).toISOString() });
      expect(old.statusCode).toBe(400);
      expect(old.json().message).toBe(MSG.logbookOccurredTooOld);
      const ahead = await write(guard, { occurredAt: new Date(Date.now() + HOUR).toISOString() });
      expect(ahead.statusCode).toBe(400);
      expect(ahead.json().message).toBe(MSG.logbookOccurredInFuture);
    });

    it('refuses bad input with a French message and writes nothing', async () => {
      const before = (await rowsOf(missionId)).length;
      const cases: [object, string][] = [
        [{ type: 'ATTENDANCE_START' }, MSG.logbookTypeInvalid],
        [{ text: '   ' }, MSG.logbookTextRequired],
        [{ text: 'x'.repeat(5001) }, MSG.textTooLong],
        [{ lat: 48.8 }, MSG.logbookPositionIncomplete],
        [{ photoIds: Array.from({ length: 6 }, () => UNKNOWN_ID) }, MSG.logbookPhotosTooMany],
        [{ correctsId: UNKNOWN_ID }, MSG.logbookCorrectedNotFound],
        [{ photoIds: [UNKNOWN_ID] }, MSG.logbookPhotoUnknown],
      ];
      for (const [body, message] of cases) {
        const res = await write(guard, body);
        expect(res.statusCode, JSON.stringify(body)).toBe(400);
        expect(res.json().message).toContain(message);
      }
      expect(await rowsOf(missionId)).toHaveLength(before);
    });

    it('refuses a guard not assigned to the mission (403), an unknown mission (404), an archived one (409)', async () => {
      expect((await write(outsider)).statusCode).toBe(403);
      expect((await call(outsider, 'GET', `/api/missions/${missionId}/logbook`)).statusCode).toBe(403);
      expect((await write(guard, {}, otherMissionId)).statusCode).toBe(403);
      expect((await write(supervisor, {}, UNKNOWN_ID)).statusCode).toBe(404);
      const archived = await write(guard, {}, archivedId);
      expect(archived.statusCode).toBe(409);
      expect(archived.json().code).toBe('MISSION_ARCHIVED');
      expect((await call(null, 'GET', `/api/missions/${missionId}/logbook`)).statusCode).toBe(401);
      expect(await rowsOf(otherMissionId)).toHaveLength(0);
    });
  });

  describe('corrections and immutability', () => {
    it('corrects an entry by a new one pointing to it; the first stays as it was', async () => {
      const first = (await write(guard, { text: 'Portail sud ouvert' })).json() as LogbookEntry;
      const fix = await write(supervisor, {
        text: 'Portail sud fermé (erreur de saisie)',
        correctsId: first.id,
      });
      expect(fix.statusCode).toBe(201);
      expect(fix.json()).toMatchObject({ correctsId: first.id, author: { name: 'Paul Renard' } });
      const list = (
        await call(guard, 'GET', `/api/missions/${missionId}/logbook?limit=1000`)
      ).json() as LogbookEntry[];
      expect(list.find((e) => e.id === first.id)?.text).toBe('Portail sud ouvert');
      const elsewhere = await write(supervisor, { correctsId: first.id }, otherMissionId);
      expect(elsewhere.statusCode).toBe(400);
    });

    it('offers no route to change or remove an entry', async () => {
      const entry = (await write(guard)).json() as LogbookEntry;
      for (const method of ['PATCH', 'PUT', 'DELETE']) {
        const res = await call(supervisor, method, `/api/missions/${missionId}/logbook/${entry.id}`, {});
        expect(res.statusCode).toBe(404);
      }
      const res = await call(supervisor, 'DELETE', `/api/missions/${missionId}/logbook`);
      expect([404, 405]).toContain(res.statusCode);
    });

    it('lets the database refuse UPDATE, DELETE and TRUNCATE; only the purge removes entries over a year old', async () => {
      const db = t.database.db;
      const entry = (await write(guard)).json() as LogbookEntry;
      await expect(
        db.execute(sql`update logbook_entries set text = 'modifié' where id = ${entry.id}`),
      ).rejects.toThrow();
      await expect(db.execute(sql`delete from logbook_entries where id = ${entry.id}`)).rejects.toThrow();
      await expect(db.execute(sql`truncate logbook_entries cascade`)).rejects.toThrow();
      const [old] = await db
        .insert(logbookEntries)
        .values({
          missionId: otherMissionId,
          type: 'OBSERVATION',
          source: 'MANUAL',
          text: 'Entrée de 2020',
          occurredAt: new Date('2020-01-10T08:00:00Z'),
          writtenAt: new Date('2020-01-10T08:00:00Z'),
          recordedAt: new Date('2020-01-10T08:00:00Z'),
        })
        .returning();
      const { purgeExpiredLogbook, purgeLogbook } = await import('./logbook.repository.ts');
      // Five years' retention, with the clock of 2026-06-01: the entry of January 2020 goes.
      expect(await purgeExpiredLogbook(db, 5, new Date('2026-06-01T00:00:00Z'))).toBeGreaterThanOrEqual(1);
      const left = await db.select().from(logbookEntries).where(eq(logbookEntries.id, old!.id));
      expect(left).toHaveLength(0);
      // Recent entries stay, even asked to go: the trigger refuses entries recorded less than a year ago.
      await expect(purgeLogbook(db, new Date(Date.now() + HOUR))).rejects.toThrow();
      expect((await db.select().from(logbookEntries).where(eq(logbookEntries.id, entry.id))).length).toBe(1);
    });

    it('refuses to delete a mission that has a main courante (409): it can only be archived', async () => {
      const admin = await createUser(t.database.db, { role: 'ADMIN' });
      const res = await call(admin, 'DELETE', `/api/missions/${missionId}`);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({
        code: 'MISSION_HAS_LOGBOOK',
        message: MSG.logbookMissionHasEntries,
      });
    });
  });

  describe('reading', () => {
    it('pages newest first with x-total-count and filters by type and period', async () => {
      const page = await call(supervisor, 'GET', `/api/missions/${missionId}/logbook?limit=2&offset=0`);
      expect(page.statusCode).toBe(200);
      const total = Number(page.headers['x-total-count']);
      expect(total).toBeGreaterThan(2);
      const entries = page.json() as LogbookEntry[];
      expect(entries).toHaveLength(2);
      expect(Date.parse(entries[0]!.occurredAt)).toBeGreaterThanOrEqual(Date.parse(entries[1]!.occurredAt));
      const visitors = (
        await call(supervisor, 'GET', `/api/missions/${missionId}/logbook?type=VISITOR`)
      ).json();
      expect(visitors.map((e: LogbookEntry) => e.type)).toEqual(['VISITOR']);
      const from = new Date(Date.now() - 150 * 60_000).toISOString();
      const to = new Date(Date.now() - 90 * 60_000).toISOString();
      const period = await call(
        supervisor,
        'GET',
        `/api/missions/${missionId}/logbook?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`,
      );
      expect(period.json()).toEqual([]);
      const bad = await call(supervisor, 'GET', `/api/missions/${missionId}/logbook?from=hier`);
      expect(bad.statusCode).toBe(400);
    });

    it('lists every mission’s entries for staff, by mission and author, and refuses guards', async () => {
      await write(supervisor, { text: 'Consigne : badge obligatoire', type: 'INSTRUCTION' }, otherMissionId);
      const all = await call(supervisor, 'GET', `/api/logbook?authorId=${supervisor.id}`);
      expect(all.statusCode).toBe(200);
      const entries = all.json() as LogbookEntry[];
      expect(entries.length).toBeGreaterThan(0);
      expect(entries.every((e) => e.author?.userId === supervisor.id)).toBe(true);
      expect(new Set(entries.map((e) => e.missionId))).toEqual(new Set([missionId, otherMissionId]));
      const one = (
        await call(supervisor, 'GET', `/api/logbook?missionId=${otherMissionId}`)
      ).json() as LogbookEntry[];
      expect(one.every((e) => e.missionTitle === 'Entrepôt Gennevilliers')).toBe(true);
      expect((await call(guard, 'GET', '/api/logbook')).statusCode).toBe(403);
    });

    it('prints the period as a PDF for staff, with each entry’s time, type, author and text', async () => {
      const res = await call(supervisor, 'GET', `/api/missions/${missionId}/logbook.pdf`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      const text = execFileSync('pdftotext', ['-', '-'], { input: res.rawPayload }).toString();
      expect(text).toContain('Main courante : Résidence Les Tilleuls');
      expect(text).toContain('Visite du technicien ascenseur');
      expect(text).toContain('Visiteur');
      expect(text).toContain('Noé Garnier');
      expect((await call(guard, 'GET', `/api/missions/${missionId}/logbook.pdf`)).statusCode).toBe(403);
      expect((await call(supervisor, 'GET', `/api/missions/${UNKNOWN_ID}/logbook.pdf`)).statusCode).toBe(404);
    });
  });

  describe('photos', () => {
    const upload = async (user: TestUser, content: Buffer, fields: Record<string, string> = {}) => {
      const form = multipart({ name: 'photo.png', content, type: 'image/png', fields });
      return t.app.inject({
        method: 'POST',
        url: '/api/photos',
        payload: form.payload,
        headers: { ...form.headers, ...(await authHeader(t.app, user)) },
      });
    };

    it('uploads a photo, joins it to an entry, serves it to the mission’s guards and staff only, prints it', async () => {
      const res = await upload(guard, PNG_1PX, { clientRequestId: 'photo-1' });
      expect(res.statusCode).toBe(201);
      const { id } = res.json() as { id: string };
      const again = await upload(guard, PNG_1PX, { clientRequestId: 'photo-1' });
      expect(again.statusCode).toBe(200);
      expect(again.json().id).toBe(id);
      // Another user cannot join someone else's photo to their entry.
      expect((await write(supervisor, { photoIds: [id] })).statusCode).toBe(400);
      const entry = await write(guard, { text: 'Vitre brisée hall B', photoIds: [id] });
      expect(entry.statusCode).toBe(201);
      expect(entry.json().photos).toEqual([{ id, url: `/api/photos/${id}` }]);
      // Used once: a second entry cannot take it.
      expect((await write(guard, { photoIds: [id] })).statusCode).toBe(400);
      const served = await call(guard, 'GET', `/api/photos/${id}`);
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/png');
      expect(served.rawPayload.equals(PNG_1PX)).toBe(true);
      expect((await call(supervisor, 'GET', `/api/photos/${id}`)).statusCode).toBe(200);
      expect((await call(outsider, 'GET', `/api/photos/${id}`)).statusCode).toBe(404);
      expect((await call(null, 'GET', `/api/photos/${id}`)).statusCode).toBe(401);
      const pdf = await call(supervisor, 'GET', `/api/missions/${missionId}/logbook.pdf`);
      const images = execFileSync('pdfimages', ['-list', '-'], { input: pdf.rawPayload }).toString();
      expect(
        images.split('\n').filter((line) => /^\s*\d+\s+\d+\s+image/.test(line)).length,
      ).toBeGreaterThanOrEqual(1);
    });

    it('refuses what is not a photo by its content (415)', async () => {
      const res = await upload(guard, Buffer.from('%PDF-1.4 pas une photo'));
      expect(res.statusCode).toBe(415);
      expect(res.json().message).toBe(MSG.fieldPhotoTypeRefused);
    });
  });
});
