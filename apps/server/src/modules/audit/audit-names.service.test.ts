import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.ts';
import { shifts } from '../../db/schema/index.ts';
import { createUser } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { seedMission } from '../incidents/incidents-fixtures.ts';
import { resolveNames, type ElementRef } from './audit-names.service.ts';

/** The database, counting the queries made through it. */
function counting(db: Db) {
  const counter = { selects: 0 };
  const proxy = new Proxy(db, {
    get(target, property, receiver) {
      if (property === 'select') counter.selects += 1;
      return Reflect.get(target, property, receiver) as unknown;
    },
  });
  return { db: proxy, counter };
}

describe('names of the elements a page of the log refers to', () => {
  let t: TestApp;
  let refs: ElementRef[];

  beforeAll(async () => {
    t = await createTestApp();
    const { db } = t.database;
    refs = [];
    for (let i = 0; i < 12; i += 1) {
      const agent = await createUser(db, { role: 'AGENT', firstName: 'Agent', lastName: `N${i}` });
      const missionId = await seedMission(db, { title: `Mission ${i}` });
      const [shift] = await db
        .insert(shifts)
        .values({
          agentId: agent.agentId ?? '',
          missionId,
          startAt: new Date(Date.UTC(2027, 0, 1 + i, 7)),
          endAt: new Date(Date.UTC(2027, 0, 1 + i, 15)),
        })
        .returning({ id: shifts.id });
      refs.push({ kind: 'shift', key: shift?.id ?? '' }, { kind: 'mission', key: missionId });
    }
  });
  afterAll(() => t.close());

  it('makes the same few queries for 2 entries as for 24, and names each element', async () => {
    const gone = randomUUID();
    const few = counting(t.database.db);
    await resolveNames(few.db, [...refs.slice(0, 2), { kind: 'vehicle', key: gone }]);
    const many = counting(t.database.db);
    const names = await resolveNames(many.db, [...refs, { kind: 'vehicle', key: gone }]);
    expect(many.counter.selects).toBe(few.counter.selects);
    // One query per element type (shifts, missions, vehicles), one for the vehicle's copy in the log, then one for
    // the shifts' agents.
    expect(many.counter.selects).toBe(5);
    expect(names('shift', refs[2]?.key ?? '')).toBe('Agent N1 · 02/01/2027 08:00');
    expect(names('mission', refs[23]?.key ?? '')).toBe('Mission 11');
    expect(names('vehicle', gone)).toBe('Véhicule supprimé');
  });
});
