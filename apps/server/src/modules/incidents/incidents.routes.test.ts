import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as MSG from '@secops/domain/messages';
import { incidents } from '../../db/schema/index.ts';
import { authHeader, createUser, type TestUser } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { seedAssignment, seedIncident, seedMission } from './incidents-fixtures.ts';

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

describe('incidents API', () => {
  let t: TestApp;
  let admin: TestUser;
  let supervisor: TestUser;
  let staffWithAgent: TestUser;
  let agent: TestUser;
  let lead: TestUser;
  let outsider: TestUser;
  let missionId: string;
  let archivedId: string;

  beforeAll(async () => {
    t = await createTestApp();
    const db = t.database.db;
    admin = await createUser(db, { role: 'ADMIN' });
    supervisor = await createUser(db, { role: 'SUPERVISOR' });
    staffWithAgent = await createUser(db, { role: 'SUPERVISOR', withAgent: true, firstName: 'Élise' });
    agent = await createUser(db, { role: 'AGENT', firstName: 'Noé', lastName: 'Garnier' });
    lead = await createUser(db, { role: 'LEAD' });
    outsider = await createUser(db, { role: 'AGENT' });
    missionId = await seedMission(db, { title: 'Gala de l’Opéra', status: 'ACTIVE' });
    archivedId = await seedMission(db, { title: 'Salon archivé', status: 'ARCHIVED' });
    await seedAssignment(db, missionId, agent.agentId as string);
    await seedAssignment(db, missionId, lead.agentId as string, 'leader');
  });
  afterAll(() => t.close());

  const call = async (user: TestUser | null, method: string, url: string, payload?: object) =>
    t.app.inject({
      method: method as 'GET',
      url,
      payload,
      headers: user ? await authHeader(t.app, user) : {},
    });
  const report = (user: TestUser, body: object = {}) =>
    call(user, 'POST', '/api/incidents', {
      missionId,
      type: 'intrusion',
      title: 'Porte de service forcée',
      description: 'Serrure arrachée côté quai de livraison',
      ...body,
    });

  describe('reporting', () => {
    it('lets staff report with a chosen reporter and answers 201 with mission and reporter', async () => {
      const res = await report(admin, { reporterId: agent.agentId, severity: 4 });
      expect(res.statusCode).toBe(201);
      expect(res.json()).toMatchObject({
        type: 'intrusion',
        severity: 4,
        status: 'OPEN',
        missionId,
        mission: { id: missionId, title: 'Gala de l’Opéra' },
        reporterId: agent.agentId,
        reporter: { firstName: 'Noé', lastName: 'Garnier' },
      });
    });

    it('defaults the severity to 3 and the reporter to the staff user’s own agent', async () => {
      const res = await report(staffWithAgent);
      expect(res.json()).toMatchObject({ severity: 3, reporterId: staffWithAgent.agentId });
      const [row] = await t.database.db.select().from(incidents).where(eq(incidents.id, res.json().id));
      expect(row?.reportedBy).toBe(staffWithAgent.id);
    });

    it('names staff without an agent record as the reporter, by their account name', async () => {
      const res = await report(supervisor);
      // createUser names accounts Camille Martin unless told otherwise.
      expect(res.json()).toMatchObject({
        reporterId: null,
        reporter: { firstName: 'Camille', lastName: 'Martin' },
      });
      const listed = (await call(admin, 'GET', '/api/incidents?limit=1000')).json();
      expect(listed.find((i: { id: string }) => i.id === res.json().id).reporter).toEqual({
        firstName: 'Camille',
        lastName: 'Martin',
      });
    });

    it('lets an assigned agent report, always as themselves', async () => {
      const res = await report(agent, { reporterId: lead.agentId, occurredAt: '2025-06-01T20:30:00+02:00' });
      expect(res.statusCode).toBe(201);
      // Typed offline more than a day ago: kept, dated on arrival, the phone's time beside it.
      expect(res.json()).toMatchObject({ reporterId: agent.agentId, declaredAt: '2025-06-01T18:30:00.000Z' });
      expect(Date.now() - Date.parse(res.json().occurredAt)).toBeLessThan(60_000);
    });

    it("dates a guard's offline report when it was typed, if at most a day old and five minutes ahead", async () => {
      const typed = new Date(Date.now() - 20 * 60_000).toISOString();
      const recent = await report(agent, { occurredAt: typed });
      expect(recent.statusCode).toBe(201);
      expect(recent.json()).toMatchObject({ occurredAt: typed, declaredAt: null });
      const ahead = new Date(Date.now() + 60 * 60_000).toISOString();
      const fast = await report(agent, { occurredAt: ahead });
      expect(fast.statusCode).toBe(201);
      expect(fast.json()).toMatchObject({ declaredAt: ahead });
      expect(Date.parse(fast.json().occurredAt)).toBeLessThan(Date.parse(ahead));
    });

    it('lets staff date an incident in the past, never in the future (400)', async () => {
      const past = await report(admin, { occurredAt: '2025-06-01T20:30:00+02:00' });
      expect(past.json()).toMatchObject({ occurredAt: '2025-06-01T18:30:00.000Z', declaredAt: null });
      const future = await report(admin, { occurredAt: new Date(Date.now() + 3_600_000).toISOString() });
      expect(future.statusCode).toBe(400);
      expect(future.json().message).toBe(MSG.incidentDateInFuture);
    });

    it('lets an assigned lead report', async () => {
      expect((await report(lead)).statusCode).toBe(201);
    });

    it('refuses an agent who is not assigned to the mission (403)', async () => {
      expect((await report(outsider)).statusCode).toBe(403);
    });

    it('refuses an archived mission (409) and an unknown one (404)', async () => {
      const archived = await report(admin, { missionId: archivedId });
      expect(archived.statusCode).toBe(409);
      expect(archived.json().message).toBe(MSG.missionArchived);
      const unknown = await report(admin, { missionId: UNKNOWN_ID });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().message).toBe(MSG.missionNotFound);
    });

    it('refuses an unknown reporter agent (400)', async () => {
      const res = await report(admin, { reporterId: UNKNOWN_ID });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(MSG.incidentReporterNotFound);
    });

    it.each([
      [{ severity: 6 }, MSG.incidentSeverityInvalid],
      [{ severity: '3' }, MSG.incidentSeverityInvalid],
      [{ type: 'incendie' }, MSG.incidentTypeInvalid],
      [{ description: '' }, MSG.incidentDescriptionRequired],
      [{ missionId: 'mission-1' }, MSG.incidentMissionRequired],
      [{ status: 'CLOSED' }, `${MSG.unknownField} : status`],
    ])('refuses bad input %j with 400 and a French message', async (body, message) => {
      const res = await report(admin, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
    });
  });

  describe('listing', () => {
    it('lists every incident newest first with mission title and reporter name', async () => {
      const older = await seedIncident(t.database.db, missionId, {
        occurredAt: new Date('2024-01-01T10:00:00Z'),
      });
      const res = await call(supervisor, 'GET', '/api/incidents');
      expect(res.statusCode).toBe(200);
      const list = res.json();
      const times = list.map((i: { occurredAt: string }) => Date.parse(i.occurredAt));
      expect(times).toEqual([...times].sort((a, b) => b - a));
      expect(list.at(-1)).toMatchObject({ id: older, mission: { title: 'Gala de l’Opéra' }, reporter: null });
      expect(Number(res.headers['x-total-count'])).toBe(list.length);
    });

    it('filters by mission and status, and pages', async () => {
      const other = await seedMission(t.database.db, { title: 'Autre mission' });
      const resolved = await seedIncident(t.database.db, other, { status: 'RESOLVED' });
      const byMission = await call(admin, 'GET', `/api/incidents?missionId=${other}`);
      expect(byMission.json().map((i: { id: string }) => i.id)).toEqual([resolved]);
      const byStatus = await call(admin, 'GET', '/api/incidents?status=RESOLVED');
      expect(byStatus.json().every((i: { status: string }) => i.status === 'RESOLVED')).toBe(true);
      const page = await call(admin, 'GET', '/api/incidents?limit=2&offset=1');
      expect(page.json()).toHaveLength(2);
    });

    it('filters by severity and by Paris days of occurrence, both included; empty filters are ignored', async () => {
      const other = await seedMission(t.database.db, { title: 'Nuit du réveillon' });
      // 31 December 23:30 in Paris is 22:30 UTC: still the 31st.
      const eve = await seedIncident(t.database.db, other, {
        severity: 5,
        occurredAt: new Date('2025-12-31T22:30:00Z'),
      });
      const next = await seedIncident(t.database.db, other, {
        severity: 2,
        occurredAt: new Date('2025-12-31T23:30:00Z'),
      });
      const ids = async (query: string) =>
        (await call(admin, 'GET', `/api/incidents?missionId=${other}&${query}`))
          .json()
          .map((i: { id: string }) => i.id);
      expect(await ids('from=2025-12-31&to=2025-12-31')).toEqual([eve]);
      expect(await ids('from=2026-01-01')).toEqual([next]);
      expect(await ids('severity=5&status=')).toEqual([eve]);
    });

    it('refuses a bad filter with 400', async () => {
      const res = await call(admin, 'GET', '/api/incidents?status=FERME');
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(MSG.incidentStatusInvalid);
      for (const query of ['severity=6', 'severity=deux', 'from=2025-02-30', 'to=31/12/2025']) {
        expect((await call(admin, 'GET', `/api/incidents?${query}`)).statusCode, query).toBe(400);
      }
    });

    it('refuses the list to field users (403)', async () => {
      expect((await call(agent, 'GET', '/api/incidents')).statusCode).toBe(403);
      expect((await call(null, 'GET', '/api/incidents')).statusCode).toBe(401);
    });
  });

  describe('status changes', () => {
    const move = (user: TestUser, id: string, status: string) =>
      call(user, 'PATCH', `/api/incidents/${id}`, { status });

    it('walks OPEN → IN_PROGRESS → RESOLVED → IN_PROGRESS → RESOLVED → CLOSED', async () => {
      const id = await seedIncident(t.database.db, missionId);
      for (const status of ['IN_PROGRESS', 'RESOLVED', 'IN_PROGRESS', 'RESOLVED', 'CLOSED']) {
        // Résolu needs a resolution, given once: it stays for the next times.
        const resolution = status === 'RESOLVED' ? { resolution: 'Serrure remplacée' } : {};
        const res = await call(supervisor, 'PATCH', `/api/incidents/${id}`, { status, ...resolution });
        expect(res.statusCode).toBe(200);
        expect(res.json().status).toBe(status);
      }
    });

    it('refuses a skipped step, a step back and any change once closed (409)', async () => {
      const open = await seedIncident(t.database.db, missionId);
      const closed = await seedIncident(t.database.db, missionId, { status: 'CLOSED' });
      const inProgress = await seedIncident(t.database.db, missionId, { status: 'IN_PROGRESS' });
      for (const [id, status] of [
        [open, 'CLOSED'],
        [open, 'OPEN'],
        [inProgress, 'OPEN'],
        [closed, 'RESOLVED'],
      ] as const) {
        const res = await move(admin, id, status);
        expect(res.statusCode).toBe(409);
        expect(res.json().message).toBe(MSG.incidentTransitionRefused);
      }
    });

    it('refuses changes on an archived mission’s incident (409)', async () => {
      const id = await seedIncident(t.database.db, archivedId);
      const res = await move(admin, id, 'IN_PROGRESS');
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(MSG.missionArchived);
    });

    it('answers 404 for an unknown incident, 400 for a bad status or extra field', async () => {
      expect((await move(admin, UNKNOWN_ID, 'IN_PROGRESS')).statusCode).toBe(404);
      const id = await seedIncident(t.database.db, missionId);
      expect((await move(admin, id, 'FERME')).statusCode).toBe(400);
      const extra = await call(admin, 'PATCH', `/api/incidents/${id}`, { status: 'IN_PROGRESS', title: 'x' });
      expect(extra.statusCode).toBe(400);
    });

    it('refuses status changes to field users (403)', async () => {
      const id = await seedIncident(t.database.db, missionId);
      expect((await move(agent, id, 'IN_PROGRESS')).statusCode).toBe(403);
    });
  });

  describe('deletion', () => {
    it('lets an admin delete an incident', async () => {
      const id = await seedIncident(t.database.db, missionId);
      expect((await call(admin, 'DELETE', `/api/incidents/${id}`)).statusCode).toBe(204);
      expect((await call(admin, 'DELETE', `/api/incidents/${id}`)).statusCode).toBe(404);
    });

    it('refuses deletion to a supervisor and to an agent (403)', async () => {
      const id = await seedIncident(t.database.db, missionId);
      expect((await call(supervisor, 'DELETE', `/api/incidents/${id}`)).statusCode).toBe(403);
      expect((await call(agent, 'DELETE', `/api/incidents/${id}`)).statusCode).toBe(403);
    });

    it('keeps the incidents of an archived mission (409)', async () => {
      const id = await seedIncident(t.database.db, archivedId);
      expect((await call(admin, 'DELETE', `/api/incidents/${id}`)).statusCode).toBe(409);
    });
  });
});
