import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { demoRows, type DemoRows } from './demo-rows.ts';

const idsOf = (rows: DemoRows) =>
  Object.entries(rows).map(([table, list]) => [table, list.map((row) => ('id' in row ? row.id : null))]);

describe('demo rows', () => {
  it('gives each row the same id whatever the moment of seeding, so that a start can re-date the build’s demo', () => {
    const atBuild = demoRows(new Date(2026, 2, 27, 23, 50));
    const atStart = demoRows(new Date(2026, 3, 2, 8, 5));

    expect(idsOf(atStart)).toEqual(idsOf(atBuild));
    expect(atStart.missions.map((m) => m.startAt)).not.toEqual(atBuild.missions.map((m) => m.startAt));
  });

  it('gives every row an id of its own, a valid UUID', () => {
    const ids = idsOf(demoRows(new Date())).flatMap(([, list]) => list as (string | null)[]);
    const given = ids.filter((id) => id !== null);

    expect(new Set(given).size).toBe(given.length);
    expect(given.every((id) => z.uuid().safeParse(id).success)).toBe(true);
  });
});
