import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attendances } from '../../db/schema/index.ts';
import { pdfText } from '../../lib/pdf/pdf-text.test-helper.ts';
import { authHeader, createUser } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { insertAgent, insertMission, insertShift } from '../planning/planning-fixtures.ts';

/** Attendances written straight into the database, in Paris time, as the report reads them. */
describe('attendance report and exports', () => {
  let t: TestApp;
  let staff: Record<string, string>;
  let agentA: string;
  let agentB: string;
  let missionX: string;
  let missionY: string;

  const insert = async (
    agentId: string,
    missionId: string,
    start: string,
    end: string | null,
    extra = {},
  ) => {
    const shiftId = await insertShift(t.database.db, {
      agentId,
      missionId,
      startAt: start,
      endAt: end ?? new Date(Date.parse(start) + 8 * 3_600_000).toISOString(),
    });
    await t.database.db.insert(attendances).values({
      agentId,
      missionId,
      shiftId,
      status: end ? 'COMPLETED' : 'STARTED',
      startTime: new Date(start),
      endTime: end ? new Date(end) : null,
      regularHours: end ? (Date.parse(end) - Date.parse(start)) / 3_600_000 : 0,
      dayHours: end ? (Date.parse(end) - Date.parse(start)) / 3_600_000 : 0,
      startAccuracy: 10,
      ...extra,
    });
  };

  beforeAll(async () => {
    t = await createTestApp();
    const db = t.database.db;
    staff = await authHeader(t.app, await createUser(db, { role: 'SUPERVISOR' }));
    agentA = await insertAgent(db, { firstName: 'Alice', lastName: 'Bernard' });
    agentB = await insertAgent(db, { firstName: 'Bruno', lastName: 'Colin' });
    missionX = await insertMission(db, { title: 'Gala "Opéra"; soirée' });
    missionY = await insertMission(db, { title: '=Résidence Neuilly' });
    await insert(agentA, missionX, '2026-03-02T08:00:00+01:00', '2026-03-02T16:00:00+01:00', {
      overtimeHours: 1.5,
    });
    await insert(agentA, missionY, '2026-03-31T22:00:00+02:00', '2026-04-01T06:00:00+02:00', {
      dayHours: 0,
      nightHours: 8,
    });
    await insert(agentB, missionX, '2026-04-01T08:00:00+02:00', '2026-04-01T12:00:00+02:00', {
      startAccuracy: 250,
    });
    await insert(agentB, missionY, '2026-02-28T23:30:00+01:00', null, { status: 'OVERTIME' });
  });
  afterAll(() => t.close());

  const get = (url: string, headers = staff) => t.app.inject({ method: 'GET', url, headers });

  it('answers every attendance with totals, newest first', async () => {
    const res = await get('/api/attendance/all');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.total).toBe(4);
    expect(body.stats).toMatchObject({
      total: 4,
      totalRegularHours: 20,
      totalOvertimeHours: 1.5,
      started: 0,
      overtime: 1,
      lowAccuracy: 1,
      totalDayHours: 12,
      totalNightHours: 8,
      totalSundayHours: 0,
      totalHolidayHours: 0,
    });
    expect(body.attendances.map((a: { startTime: string }) => a.startTime)).toEqual([
      '2026-04-01T06:00:00.000Z',
      '2026-03-31T20:00:00.000Z',
      '2026-03-02T07:00:00.000Z',
      '2026-02-28T22:30:00.000Z',
    ]);
    expect(body.attendances[0]).toMatchObject({ lowAccuracy: true, agent: { firstName: 'Bruno' } });
  });

  it('filters by Paris calendar days, both included, and by agent, mission and status', async () => {
    const march = (await get('/api/attendance/all?startDate=2026-03-01&endDate=2026-03-31')).json();
    // 31 March 22:00 in Paris is still March; 28 February 23:30 in Paris is not.
    expect(march.total).toBe(2);
    expect(march.stats.totalRegularHours).toBe(16);
    const alice = (await get(`/api/attendance/all?agentId=${agentA}&missionId=${missionY}`)).json();
    expect(alice.total).toBe(1);
    const overtime = (await get('/api/attendance/all?status=OVERTIME&agentId=')).json();
    expect(overtime.attendances).toHaveLength(1);
    expect(overtime.stats.overtime).toBe(1);
  });

  it('pages the rows while the totals stay those of every filtered row', async () => {
    const page = (await get('/api/attendance/all?limit=2&offset=2')).json();
    expect(page.attendances).toHaveLength(2);
    expect(page.total).toBe(4);
    expect(page.stats.total).toBe(4);
  });

  it('refuses bad filters with a French 400 and field users with 403', async () => {
    for (const query of [
      'startDate=2026-13-40',
      'status=FINI',
      'agentId=abc',
      'limit=0',
      'endDate=9999-12-31T99',
    ]) {
      const res = await get(`/api/attendance/all?${query}`);
      expect(res.statusCode, query).toBe(400);
    }
    const agent = await authHeader(t.app, await createUser(t.database.db, { role: 'AGENT' }));
    expect((await get('/api/attendance/all', agent)).statusCode).toBe(403);
    expect((await get('/api/attendance/export?format=csv', agent)).statusCode).toBe(403);
    expect((await get('/api/attendance/export?format=xls')).statusCode).toBe(400);
  });

  it('exports a CSV for French Excel: BOM, semicolons, one header and one line per attendance', async () => {
    const res = await get('/api/attendance/export?format=csv&startDate=2026-03-01&endDate=2026-04-30');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv; charset=utf-8/);
    expect(res.headers['content-disposition']).toMatch(/attachment; filename="pointages-.*\.csv"/);
    const raw = res.rawPayload;
    expect([...raw.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines).toHaveLength(1 + 3);
    expect(lines[0]).toMatch(/^Agent;Matricule;Mission;Adresse;Date;Début;Fin;Statut;H\. Normales;H\. Sup;/);
    const alice = lines.find((l) => l.startsWith('Alice') && l.includes('Gala'))!;
    expect(alice).toContain('"Gala ""Opéra""; soirée"');
    expect(alice).toContain(';02/03/2026;08:00;16:00;Terminé;8,00;1,50;');
    const night = lines.find((l) => l.includes('Neuilly'))!;
    expect(night).toContain("'=Résidence Neuilly");
    expect(night).toContain(
      ';31/03/2026;22:00;01/04/2026 06:00;Terminé;8,00;0,00;0,00;8,00;0,00;0,00;10;Non',
    );
    expect(lines.find((l) => l.startsWith('Bruno'))).toMatch(/;250;Oui;Non;$/);
  });

  it('exports a PDF of the filtered rows with their totals', async () => {
    const res = await get(`/api/attendance/export?format=pdf&agentId=${agentA}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await pdfText(res.rawPayload);
    expect(text).toContain('Compte Rendu des Pointages');
    expect(text).toContain('Agent : Alice Bernard');
    expect(text).toMatch(/Heures normales : 16,00 h/);
    expect(text).toMatch(/Heures supplémentaires : 1,50 h/);
    expect(text).toMatch(/Jour \/ nuit : 8,00 h \/ 8,00 h/);
    expect(text).toContain('Alice Bernard');
    expect(text).not.toContain('Bruno Colin');
  });

  it('keeps the payroll night range, changed by admins only', async () => {
    expect((await get('/api/settings/payroll')).json()).toEqual({ nightStart: '21:00', nightEnd: '06:00' });
    const put = (headers: Record<string, string>, payload: object) =>
      t.app.inject({ method: 'PUT', url: '/api/settings/payroll', headers, payload });
    expect((await put(staff, { nightStart: '22:00', nightEnd: '05:00' })).statusCode).toBe(403);
    const admin = await authHeader(t.app, await createUser(t.database.db, { role: 'ADMIN' }));
    expect((await put(admin, { nightStart: '25:00', nightEnd: '05:00' })).statusCode).toBe(400);
    const saved = await put(admin, { nightStart: '22:00', nightEnd: '05:00' });
    expect(saved.json()).toEqual({ nightStart: '22:00', nightEnd: '05:00' });
    expect((await get('/api/settings/payroll')).json()).toEqual({ nightStart: '22:00', nightEnd: '05:00' });
  });
});
