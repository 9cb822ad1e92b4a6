import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attendances, missions } from '../../db/schema/index.ts';
import { pdfText } from '../../lib/pdf/pdf-text.test-helper.ts';
import { authHeader, createUser } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { insertAgent, insertMission, insertShift } from '../planning/planning-fixtures.ts';

const SHORT_ADDRESS = '12 rue de la Paix, 75002 Paris';
const LONG_ADDRESS = 'Résidence Les Tilleuls, bâtiment B, 12 rue de la Paix, 75002 Paris';
const HEADER_WORDS =
  'Agent Mission Adresse Date Début Fin H. Normales Sup Jour Nuit Dim. Fériés Statut Pointage suspect';
const hours = (text: string) => [...text.matchAll(/\d+,\d\d/g)].map((m) => Number(m[0].replace(',', '.')));

/** The text of one table column, read from pdftotext's layout: what lies under its header, up to the next one. */
function columnText(text: string, header: string, next: string): string {
  const lines = text.split('\n');
  const top = lines.findIndex((l) => l.includes(header) && l.includes(next));
  const from = lines[top]!.indexOf(header);
  const to = lines[top]!.indexOf(next);
  return lines
    .slice(top + 1)
    .map((l) => l.slice(from, to).trim())
    .filter(Boolean)
    .join(' ');
}

/** The Pointages PDF as printed: dates in French, whole header words, the day/night split, whole addresses. */
describe('attendance PDF layout', () => {
  let t: TestApp;
  let staff: Record<string, string>;
  let pdf: string;

  const get = (url: string) => t.app.inject({ method: 'GET', url, headers: staff });

  beforeAll(async () => {
    t = await createTestApp();
    const db = t.database.db;
    staff = await authHeader(t.app, await createUser(db, { role: 'SUPERVISOR' }));
    const agentId = await insertAgent(db, { firstName: 'Claire', lastName: 'Dupont' });
    for (const [i, address] of [SHORT_ADDRESS, LONG_ADDRESS].entries()) {
      const missionId = await insertMission(db, { title: `Résidence ${i}` });
      await db.update(missions).set({ locationAddress: address }).where(eq(missions.id, missionId));
      // 20:00 to 04:30 the next day: 1 h of day and 7.5 h of night, 8 h in the shift and 0.5 h after it.
      const start = `2026-11-2${2 + i}T20:00:00+01:00`;
      const end = `2026-11-2${3 + i}T04:30:00+01:00`;
      const shiftId = await insertShift(db, { agentId, missionId, startAt: start, endAt: end });
      await db.insert(attendances).values({
        agentId,
        missionId,
        shiftId,
        status: 'COMPLETED',
        startTime: new Date(start),
        endTime: new Date(end),
        regularHours: 8,
        overtimeHours: 0.5,
        dayHours: 1,
        nightHours: 7.5,
      });
    }
    const res = await get('/api/attendance/export?format=pdf&startDate=2026-11-22&endDate=2026-11-30');
    expect(res.statusCode).toBe(200);
    pdf = await pdfText(res.rawPayload);
  });
  afterAll(() => t.close());

  it('prints the filter dates as dd/mm/yyyy', async () => {
    expect(pdf).toContain('Du 22/11/2026 au 30/11/2026');
    expect(pdf).not.toContain('2026-11-22');
    // An open start, and a date-time bound (UTC) printed in Paris time.
    const open = await pdfText(
      (await get('/api/attendance/export?format=pdf&endDate=2026-11-30T18:00:00Z')).rawPayload,
    );
    expect(open).toContain('Du … au 30/11/2026 19:00');
  });

  it('prints each header word whole, breaking only between words', () => {
    const lines = pdf.split('\n');
    const top = lines.findIndex((l) => /^\s*Agent\s+Mission\s+Adresse/.test(l));
    const firstRow = lines.findIndex((l, i) => i > top && /\d\d\/\d\d\/\d{4}/.test(l));
    const words = lines.slice(top, firstRow).join(' ').split(/\s+/).filter(Boolean);
    const distinct = (list: string[]) => [...new Set(list)].sort();
    expect(distinct(words)).toEqual(distinct(HEADER_WORDS.split(' ')));
  });

  it('prints the day hours beside the night hours, adding up to the regular and overtime hours', async () => {
    const rows = pdf.split('\n').filter((l) => /\d\d\/\d\d\/2026\s+20:00/.test(l));
    expect(rows).toHaveLength(2);
    for (const row of rows) {
      // H. Normales, H. Sup, H. Jour, H. Nuit, H. Dim., H. Fériés
      expect(hours(row)).toEqual([8, 0.5, 1, 7.5, 0, 0]);
    }
    const csv = (await get('/api/attendance/export?format=csv&startDate=2026-11-22')).body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n')
      .map((l) => l.split(';'));
    const col = (name: string) => csv[0]!.indexOf(name);
    const value = (line: string[], name: string) => Number(line[col(name)]!.replace(',', '.'));
    expect(col('H. Jour')).toBeGreaterThan(col('H. Sup'));
    for (const line of csv.slice(1)) {
      expect(value(line, 'H. Jour') + value(line, 'H. Nuit')).toBe(
        value(line, 'H. Normales') + value(line, 'H. Sup'),
      );
    }
  });

  it('prints a full address with its postcode and city', () => {
    const column = columnText(pdf, 'Adresse', 'Date');
    expect(column).toContain(SHORT_ADDRESS);
    expect(column).toContain(LONG_ADDRESS);
  });
});
