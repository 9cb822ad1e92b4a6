import { sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAlertJob } from '../../modules/alerts/alert-job.ts';
import { createTestDatabase } from '../../test/test-app.ts';
import type { Database } from '../client.ts';
import { seedDemo } from './demo.ts';

const MINUTE_MS = 60_000;
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/**
 * Each agent of a shift in progress at `at`: their attendance of it (its status and start), and whether the live map
 * has them.
 */
async function shiftsInProgress(database: Database, at: Date) {
  return rowsOf<{ matricule: string; status: string | null; start_time: Date | null; on_map: boolean }>(
    await database.db.execute(sql`
      select ag.matricule, a.status, a.start_time,
        exists (select 1 from gps_latest_positions lp where lp.agent_id = s.agent_id) as on_map
      from shifts s join agents ag on ag.id = s.agent_id
      left join attendances a on a.shift_id = s.id and a.agent_id = s.agent_id
      where s.start_at <= ${at.toISOString()} and s.end_at > ${at.toISOString()}
      order by ag.matricule`),
  );
}

/** The agents of the NO_SHOW alerts not resolved, by matricule. */
async function openNoShows(database: Database): Promise<string[]> {
  const rows = rowsOf<{ matricule: string }>(
    await database.db.execute(sql`
      select ag.matricule from dispatch_alerts d join agents ag on ag.id = d.agent_id
      where d.type = 'NO_SHOW' and d.status <> 'RESOLVED' order by ag.matricule`),
  );
  return rows.map((row) => row.matricule);
}

describe('the demo on duty', () => {
  const now = new Date();
  let database: Database;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    ({ database, drop } = await createTestDatabase());
    await seedDemo(database.db, now);
  });
  afterAll(() => drop());

  it('clocks in every guard of a shift in progress at its start, and shows them on the map, but the demo agent', async () => {
    const rows = await shiftsInProgress(database, now);
    const onDuty = rows.filter((row) => row.status !== null);
    const waiting = rows.filter((row) => row.status === null);

    expect(waiting.map((row) => [row.matricule, row.on_map])).toEqual([['AG-0001', false]]);
    expect(onDuty.length).toBeGreaterThanOrEqual(4);
    for (const row of onDuty) {
      expect(row.status).toBe('STARTED');
      expect(row.on_map).toBe(true);
      expect(new Date(row.start_time!).getTime()).toBeLessThanOrEqual(now.getTime());
    }
  });

  it('puts on the map only guards on duty', async () => {
    const offDuty = rowsOf<{ agent_id: string }>(
      await database.db.execute(sql`
        select lp.agent_id from gps_latest_positions lp
        where not exists (select 1 from attendances a where a.agent_id = lp.agent_id and a.status = 'STARTED')`),
    );
    expect(offDuty).toEqual([]);
  });

  it("raises no absence at the start nor in the half hour after, but the demo agent's own", async () => {
    const job = createAlertJob({ db: database.db, log: pino({ level: 'silent' }) });
    const first = await job.runOnce(now);
    expect(first?.raised.map((alert) => alert.type)).toEqual(['NO_SHOW']);
    await job.runOnce(new Date(now.getTime() + 30 * MINUTE_MS));

    expect(await openNoShows(database)).toEqual(['AG-0001']);
  });
});
