import { eq, inArray, sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { hhmm } from '@secops/domain/alerts';
import type { Database } from '../../db/client.ts';
import { attendances, dispatchAlerts, logbookEntries, missions, shifts } from '../../db/schema/index.ts';
import { createUser } from '../../test/fixtures.ts';
import { createTestDatabase } from '../../test/test-app.ts';
import { createAlertJob } from './alert-job.ts';
import { raiseAlerts } from './alerts.repository.ts';

const MIN = 60_000;
const T = new Date('2027-03-08T08:00:00Z');
const at = (minutes: number) => new Date(T.getTime() + minutes * MIN);
const GUARDS = 12;
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

// The main courante entries of the alerts a rule pass raises or ends: thousands at once after a mass no-show, so
// written in one statement each, with the texts each alert gets on its own.
describe('main courante entries of a rule pass', () => {
  let database: Database;
  let drop: () => Promise<void>;
  let missionId: string;
  const agentIds: string[] = [];

  /** How many INSERT statements have written to the main courante since the last reset. */
  const insertStatements = async () =>
    Number(
      rowsOf<{ n: string }>(await database.db.execute(sql`select count(*) as n from logbook_inserts`))[0]!.n,
    );
  const entriesOf = (types: string[]) =>
    database.db
      .select()
      .from(logbookEntries)
      .where(inArray(logbookEntries.type, types))
      .orderBy(logbookEntries.text);

  beforeAll(async () => {
    ({ database, drop } = await createTestDatabase());
    const { db } = database;
    await db.execute(sql`create table logbook_inserts (at timestamptz default now())`);
    await db.execute(sql`create function count_logbook_insert() returns trigger language plpgsql as $$
      begin insert into logbook_inserts default values; return null; end $$`);
    await db.execute(sql`create trigger logbook_inserts_counted after insert on logbook_entries
      for each statement execute function count_logbook_insert()`);
    const [mission] = await db
      .insert(missions)
      .values({
        title: 'Centre commercial Val d’Europe',
        type: 'EVENT',
        status: 'ACTIVE',
        startAt: at(-60),
        endAt: at(720),
      })
      .returning();
    missionId = mission!.id;
    for (let i = 0; i < GUARDS; i += 1) {
      const guard = await createUser(db, { role: 'AGENT', lastName: `Garde${String(i).padStart(2, '0')}` });
      agentIds.push(guard.agentId!);
    }
  });
  afterAll(() => drop());
  beforeEach(async () => {
    await database.db.execute(sql`delete from logbook_inserts`);
  });

  it('writes the entries of every no-show a pass raises in one statement, each with its cause', async () => {
    const { db } = database;
    await db
      .insert(shifts)
      .values(agentIds.map((agentId) => ({ agentId, missionId, startAt: T, endAt: at(480) })));

    const pass = await createAlertJob({ db, log: pino({ level: 'silent' }) }).runOnce(at(10));

    expect(pass?.raised).toHaveLength(GUARDS);
    const entries = await entriesOf(['ALERT_RAISED']);
    expect(entries).toHaveLength(GUARDS);
    const cause = `Pas de prise de poste 10 min après le début de l'horaire de ${hhmm(T)}`;
    expect(new Set(entries.map((entry) => entry.text))).toEqual(new Set([cause]));
    expect(entries.map((entry) => entry.subjectId).sort()).toEqual(
      pass!.raised.map((alert) => alert.id).sort(),
    );
    expect(entries.every((entry) => entry.occurredAt.getTime() === at(10).getTime())).toBe(true);
    expect(entries.every((entry) => entry.source === 'AUTO' && entry.authorUserId === null)).toBe(true);
    expect(await insertStatements()).toBe(1);
  });

  it('writes the entries of every alert a pass ends in one statement, each with what ended it', async () => {
    const { db } = database;
    const shiftRows = await db.select().from(shifts).where(eq(shifts.missionId, missionId));
    await db.insert(attendances).values(
      shiftRows.map((shift, i) => ({
        agentId: shift.agentId!,
        missionId,
        shiftId: shift.id,
        status: 'STARTED' as const,
        startTime: at(11 + (i % 2)),
        periodStart: at(11 + (i % 2)),
      })),
    );

    const pass = await createAlertJob({ db, log: pino({ level: 'silent' }) }).runOnce(at(13));

    expect(pass?.ended).toHaveLength(GUARDS);
    expect(pass?.ended.every((alert) => alert.status === 'RESOLVED')).toBe(true);
    const entries = await entriesOf(['ALERT_RESOLVED']);
    const cause = `Pas de prise de poste 10 min après le début de l'horaire de ${hhmm(T)}`;
    expect(entries.map((entry) => entry.text).sort()).toEqual(
      [
        ...Array<string>(GUARDS / 2).fill(`${cause} — Prise de poste à ${hhmm(at(11))}`),
        ...Array<string>(GUARDS / 2).fill(`${cause} — Prise de poste à ${hhmm(at(12))}`),
      ].sort(),
    );
    expect(entries.every((entry) => entry.occurredAt.getTime() === at(13).getTime())).toBe(true);
    // The same pass raises the late clock-ins: one statement for their entries, one for the ends'.
    expect(pass?.raised.map((alert) => alert.type)).toEqual(Array<string>(GUARDS).fill('LATE_CLOCK_IN'));
    expect(await entriesOf(['ALERT_RAISED'])).toHaveLength(2 * GUARDS);
    expect(await insertStatements()).toBe(2);
    // Ended already: a pass after it resolves nothing again and writes nothing.
    expect((await createAlertJob({ db, log: pino({ level: 'silent' }) }).runOnce(at(14)))?.ended).toEqual([]);
    expect(await entriesOf(['ALERT_RESOLVED'])).toHaveLength(GUARDS);
  });

  it('gives each kind of alert its own entry type, and none to an SOS (it writes its own)', async () => {
    const common = { missionId, raisedAt: at(20), agentId: agentIds[0]! };
    const raised = await raiseAlerts(
      database.db,
      [
        {
          ...common,
          type: 'POSITION_LOST',
          dedupeKey: 'POSITION_LOST:test',
          cause: 'Aucune position depuis 10 min',
        },
        { ...common, type: 'OUTSIDE_PERIMETER', dedupeKey: 'OUTSIDE:test', cause: 'Hors du périmètre' },
        { ...common, type: 'SOS', dedupeKey: 'SOS:test', cause: 'SOS' },
      ],
      at(20),
    );

    expect(raised).toHaveLength(3);
    const entries = await database.db
      .select({ type: logbookEntries.type, text: logbookEntries.text })
      .from(logbookEntries)
      .where(
        inArray(
          logbookEntries.subjectId,
          raised.map((alert) => alert.id),
        ),
      )
      .orderBy(logbookEntries.type);
    expect(entries).toEqual([
      { type: 'PERIMETER_LEFT', text: 'Hors du périmètre' },
      { type: 'POSITION_LOST', text: 'Aucune position depuis 10 min' },
    ]);
    expect(await insertStatements()).toBe(1);
    expect(await database.db.$count(dispatchAlerts)).toBe(2 * GUARDS + 3);
  });
});
