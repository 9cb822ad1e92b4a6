import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gpsLatestPositions, gpsPositions } from '../../db/schema/index.ts';
import { createUser, type TestUser } from '../../test/fixtures.ts';
import { createMission } from '../../test/realtime-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { writePositions, type NewPosition } from './gps.repository.ts';

describe('writing position batches', () => {
  let t: TestApp;
  let a: TestUser;
  let b: TestUser;
  let missionId: string;
  const at = (second: number) => new Date(Date.UTC(2026, 2, 2, 10, 0, second));
  const position = (user: TestUser, second: number, extra: Partial<NewPosition> = {}): NewPosition => ({
    agentId: user.agentId as string,
    missionId,
    lat: 48 + second / 1000,
    lng: 2.3,
    accuracy: 5,
    speed: null,
    heading: null,
    battery: null,
    recordedAt: at(second),
    ...extra,
  });
  const latestLat = async (user: TestUser) =>
    (
      await t.database.db.query.gpsLatestPositions.findFirst({
        where: (p, { eq }) => eq(p.agentId, user.agentId as string),
      })
    )?.lat;

  beforeAll(async () => {
    t = await createTestApp();
    a = await createUser(t.database.db, { role: 'AGENT' });
    b = await createUser(t.database.db, { role: 'AGENT' });
    missionId = await createMission(t.database.db, { agentIds: [a.agentId, b.agentId] });
  });
  afterAll(() => t.close());

  it('keeps every position in the history and the newest of each agent as the latest', async () => {
    await writePositions(t.database.db, [
      position(a, 3, { speed: 2.5, heading: 90 }),
      position(b, 1),
      position(a, 5),
      position(a, 4),
    ]);
    expect(await t.database.db.$count(gpsPositions)).toBe(4);
    expect(await t.database.db.$count(gpsLatestPositions)).toBe(2);
    expect(await latestLat(a)).toBe(48.005);
    const history = await t.database.db.query.gpsPositions.findFirst({
      where: (p, { eq }) => eq(p.lat, 48.003),
    });
    expect(history).toMatchObject({ speed: 2.5, heading: 90, accuracy: 5, recordedAt: at(3) });
  });

  it('never replaces a latest position with an older one written later', async () => {
    await writePositions(t.database.db, [position(a, 2)]);
    expect(await latestLat(a)).toBe(48.005);
    await writePositions(t.database.db, [position(a, 9)]);
    expect(await latestLat(a)).toBe(48.009);
  });

  it('keeps the one sent last of two positions with the same time, and stores that time once', async () => {
    const before = await t.database.db.$count(gpsPositions);
    await writePositions(t.database.db, [position(b, 20, { lat: 47.1 }), position(b, 20, { lat: 47.2 })]);
    expect(await t.database.db.$count(gpsPositions)).toBe(before + 1);
    expect(await latestLat(b)).toBe(47.2);
  });
});
