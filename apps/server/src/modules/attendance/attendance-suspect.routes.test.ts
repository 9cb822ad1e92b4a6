import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as MSG from '@secops/domain/messages';
import { pdfText } from '../../lib/pdf/pdf-text.test-helper.ts';
import { authHeader, createUser } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { givenAgentOnShift, north, PLACE } from './attendance.fixtures.ts';

/** 660 km from the mission place (Paris, Hôtel de Ville). */
const MARSEILLE = { lat: 43.2965, lng: 5.3698 };
const SPEED_REASON = 'Déplacement de 660 km en 1 s (vitesse impossible)';

describe('attendances with implausible movement are marked suspect', () => {
  let t: TestApp;
  let staff: Record<string, string>;
  let forged: Awaited<ReturnType<typeof given>>;
  let honest: Awaited<ReturnType<typeof given>>;

  const given = () => givenAgentOnShift(t.app, t.database.db);
  const post = (url: string, headers: Record<string, string>, payload: object) =>
    t.app.inject({ method: 'POST', url: `/api/${url}`, headers, payload });
  const get = (url: string) => t.app.inject({ method: 'GET', url: `/api/${url}`, headers: staff });
  const start = (g: typeof forged, position: { lat: number; lng: number }) =>
    post('attendance/start', g.headers, {
      agentId: g.agentId,
      missionId: g.missionId,
      shiftId: g.shiftId,
      ...position,
      accuracy: 5,
    });
  const position = (g: typeof forged, at: { lat: number; lng: number }) =>
    post('gps/position', g.headers, { missionId: g.missionId, ...at, accuracy: 5 });
  const reportOf = async (g: typeof forged) =>
    (await get(`attendance/all?agentId=${g.agentId}`)).json().attendances[0];

  beforeAll(async () => {
    t = await createTestApp();
    staff = await authHeader(t.app, await createUser(t.database.db, { role: 'SUPERVISOR' }));
    forged = await given();
    honest = await given();
  });
  afterAll(() => t.close());

  it('marks a clock-in followed by a position 660 km away within a second, then the end there', async () => {
    const started = await start(forged, PLACE);
    expect(started.statusCode).toBe(201);
    expect(started.json()).toMatchObject({ suspect: false, suspectReasons: [] });
    expect((await position(forged, MARSEILLE)).statusCode).toBe(202);
    const ended = await post('attendance/end', forged.headers, {
      attendanceId: started.json().id,
      ...MARSEILLE,
      accuracy: 5,
    });
    expect(ended.statusCode).toBe(200);
    expect(ended.json()).toMatchObject({ suspect: true, suspectReasons: [SPEED_REASON] });
    expect(await reportOf(forged)).toMatchObject({ suspect: true, suspectReasons: [SPEED_REASON] });
  });

  it('leaves unmarked an attendance whose fixes move less than their accuracies, even a second apart', async () => {
    const started = await start(honest, north(200));
    await post('gps/position', honest.headers, { missionId: honest.missionId, ...north(230), accuracy: 20 });
    await post('attendance/end', honest.headers, {
      attendanceId: started.json().id,
      ...north(240),
      accuracy: 10,
    });
    expect(await reportOf(honest)).toMatchObject({ suspect: false, suspectReasons: [] });
  });

  it('marks a clock-in more than 1 km from the agent’s own position of the minute before', async () => {
    const g = await given();
    expect((await position(g, north(12_300))).statusCode).toBe(202);
    const started = await start(g, PLACE);
    expect(started.statusCode).toBe(201);
    expect(started.json().suspect).toBe(true);
    expect(started.json().suspectReasons).toContain(
      'Prise de poste à 12,3 km de la position de la minute précédente',
    );
  });

  it('filters the report on suspect=true and suspect=false, and refuses another value in French', async () => {
    const suspect = (await get('attendance/all?suspect=true')).json();
    expect(suspect.attendances.length).toBeGreaterThan(0);
    expect(suspect.attendances.every((a: { suspect: boolean }) => a.suspect)).toBe(true);
    expect(suspect.attendances.map((a: { agentId: string }) => a.agentId)).toContain(forged.agentId);
    expect(suspect.stats.suspect).toBe(suspect.total);
    const others = (await get('attendance/all?suspect=false')).json();
    expect(others.attendances.map((a: { agentId: string }) => a.agentId)).toEqual([honest.agentId]);
    const bad = await get('attendance/all?suspect=maybe');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(MSG.attendanceSuspectFilterInvalid);
  });

  it('carries the mark and its reasons into the CSV and the PDF', async () => {
    const csv = await get(`attendance/export?format=csv&agentId=${forged.agentId}`);
    const [header, row] = csv.body.split('\r\n');
    expect(header).toContain('Pointage suspect;Motifs');
    expect(row).toMatch(new RegExp(`;Oui;${SPEED_REASON.replace(/[()]/g, '\\$&')}$`));
    const honestCsv = await get(`attendance/export?format=csv&agentId=${honest.agentId}`);
    expect(honestCsv.body.split('\r\n')[1]).toMatch(/;Non;$/);

    const pdf = await get('attendance/export?format=pdf&suspect=true');
    expect(pdf.statusCode).toBe(200);
    const text = (await pdfText(pdf.rawPayload)).replace(/\s+/g, ' ');
    expect(text).toContain(MSG.attendanceSuspectOnly);
    // The cell wraps: its first word may share its line with the address's second one.
    expect(text).toContain(`suspect : ${SPEED_REASON}`);
    expect(text).toContain(`${MSG.attendanceSuspectCount} : 2`);
  });
});
