import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MissionListItemSchema } from '@secops/domain/missions.schemas';
import { createUser, type TestUser } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { givenAssignment, givenClient, givenMission } from './missions.fixtures.ts';
import { listMissionsJson, type MissionListFilter } from './missions-list.repository.ts';
import { presentMissionListItem } from './missions.presenter.ts';
import { listMissions } from './missions.repository.ts';

const at = (iso: string) => new Date(iso);

describe('missions list written by the database', () => {
  let t: TestApp;
  let agent: TestUser;
  let other: TestUser;

  beforeAll(async () => {
    t = await createTestApp();
    const db = t.database.db;
    agent = await createUser(db, { role: 'AGENT' });
    other = await createUser(db, { role: 'LEAD' });
    const client = await givenClient(db, 'Société « Lumière » \\ "Nord"\n€');
    const tricky = await givenMission(db, {
      title: 'Gala d’été "VIP" \\ suite\n2e soir 😀 <b>',
      type: 'VIP_PROTECTION',
      clientId: client.id,
      startAt: at('2026-07-01T08:00:00.000Z'),
      endAt: at('2026-07-01T20:30:00.000Z'),
      locationLat: -0.000001,
      locationLng: 1e-7,
    });
    await givenMission(db, {
      title: 'Sans client ni lieu',
      status: 'ACTIVE',
      startAt: at('2026-07-01T08:00:00.000Z'),
      endAt: at('2026-07-02T08:00:00.000Z'),
      locationAddress: null,
      locationLat: null,
      locationLng: null,
    });
    const third = await givenMission(db, {
      title: 'Convoi',
      type: 'TRANSPORT',
      status: 'COMPLETED',
      clientId: client.id,
      startAt: at('2026-06-30T23:59:59.999Z'),
      endAt: at('2026-07-01T00:00:00.001Z'),
      locationLat: 45.757814,
      locationLng: 4.832011,
    });
    // Microseconds, as SQL defaults write them: the list shows the milliseconds the Date would keep.
    await db.execute(sql`insert into missions (title, type, start_at, end_at)
      values ('Écrite en SQL', 'OTHER', '2026-05-08 10:15:30.123987+02', '2026-05-08 12:00:00.5+00')`);
    await givenAssignment(db, tricky.id, agent.agentId as string);
    await givenAssignment(db, tricky.id, other.agentId as string);
    await givenAssignment(db, third.id, agent.agentId as string);
  });
  afterAll(() => t.close());

  const filters: [string, (agentId: string) => MissionListFilter][] = [
    ['the whole list', () => ({})],
    ['a page', () => ({ limit: 2, offset: 1 })],
    ['a status', () => ({ status: 'COMPLETED' })],
    ['a window', () => ({ from: at('2026-07-01T00:00:00Z'), to: at('2026-07-01T09:00:00Z') })],
    ["an agent's missions", (agentId) => ({ agentId })],
    ['a page beyond the end', () => ({ limit: 10, offset: 50 })],
  ];

  it.each(filters)(
    'answers %s exactly as the presenter would, odd characters and missing client included',
    async (_, filter) => {
      const db = t.database.db;
      const wanted = filter(agent.agentId as string);
      const text = await listMissionsJson(db, wanted);
      const expected = (await listMissions(db, wanted)).map(presentMissionListItem);
      expect(JSON.parse(text)).toEqual(expected);
    },
  );

  it('writes items the response schema accepts, with team sizes and dates as Date.toISOString() writes them', async () => {
    const text = await listMissionsJson(t.database.db, {});
    const items = JSON.parse(text) as unknown[];
    expect(items).toHaveLength(4);
    for (const item of items) expect(MissionListItemSchema.strict().safeParse(item).success).toBe(true);
    expect(items).toContainEqual(
      expect.objectContaining({
        title: 'Gala d’été "VIP" \\ suite\n2e soir 😀 <b>',
        startAt: '2026-07-01T08:00:00.000Z',
        client: expect.objectContaining({ company: 'Société « Lumière » \\ "Nord"\n€' }),
        _count: { assignments: 2 },
      }),
    );
    expect(items.at(-1)).toMatchObject({
      startAt: '2026-05-08T08:15:30.123Z',
      endAt: '2026-05-08T12:00:00.500Z',
    });
  });
});
