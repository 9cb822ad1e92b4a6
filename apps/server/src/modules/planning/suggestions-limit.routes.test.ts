import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeader, createUser } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { insertAgent, insertCertification, insertMission, insertShift } from './planning-fixtures.ts';

type Suggestion = { agent: { lastName: string }; score: number; availability: string };

const PARIS = { lat: 48.8566, lng: 2.3522 };
const LYON = { lat: 45.764, lng: 4.8357 };
/** A point `km` kilometres north of a mission place (Paris unless told). */
const north = (km: number, place = PARIS) => ({ lat: place.lat + km / 111.195, lng: place.lng });
const WINDOWS = {
  tuesday: { startAt: '2024-03-12T08:00:00+01:00', endAt: '2024-03-12T16:00:00+01:00' },
  nextTuesday: { startAt: '2024-03-19T08:00:00+01:00', endAt: '2024-03-19T12:00:00+01:00' },
};

/**
 * The database scores every agent and returns only those who can reach the first places; these tests check that
 * the answer for any limit is the head of the full ranking, over agents that differ by one factor at a time.
 */
describe('POST /api/planning/suggest-agents with a limit', () => {
  let t: TestApp;
  let staff: Record<string, string>;
  const missions: Record<string, string> = {};

  beforeAll(async () => {
    t = await createTestApp();
    const db = t.database.db;
    staff = await authHeader(t.app, await createUser(db, { role: 'ADMIN' }));
    missions.vip = await insertMission(db, { type: 'VIP_PROTECTION' });
    missions.residence = await insertMission(db, { type: 'RESIDENCE' });
    missions.nowhere = await insertMission(db, { type: 'OTHER', lat: null, lng: null });
    missions.lyon = await insertMission(db, { type: 'VIP_PROTECTION', ...LYON });
    const other = await insertMission(db);
    const shift = (agentId: string, startAt: string, endAt: string) =>
      insertShift(db, { agentId, missionId: other, startAt, endAt });

    await insertAgent(db, { lastName: 'Arnaud', ...north(1.1), specialties: ['BODYGUARD'] });
    await insertAgent(db, { lastName: 'Garnier', ...north(1.1), specialties: ['BODYGUARD'] });
    const busy = await insertAgent(db, { lastName: 'Bernard', ...PARIS, specialties: ['BODYGUARD'] });
    await shift(busy, '2024-03-12T06:00:00Z', '2024-03-12T16:00:00Z');
    const loaded = await insertAgent(db, { lastName: 'Chevalier', ...north(5), specialties: ['DRIVER'] });
    await insertCertification(db, loaded, 'SST', '2025-01-01T00:00:00Z');
    await shift(loaded, '2024-03-11T08:00:00Z', '2024-03-11T20:00:00Z');
    const expired = await insertAgent(db, { lastName: 'Dubois', ...north(2), specialties: ['OBSERVER'] });
    await insertCertification(db, expired, 'CQP APS', '2024-03-15T00:00:00Z');
    await insertCertification(db, expired, 'SST', '2025-01-01T00:00:00Z');
    await insertAgent(db, { lastName: 'Étienne', specialties: ['TEAM_LEADER', 'BODYGUARD'] });
    const partial = await insertAgent(db, { lastName: 'Fabre', ...north(8), specialties: ['TECHNICAL'] });
    await shift(partial, '2024-03-12T05:00:00Z', '2024-03-12T09:00:00Z');
    await shift(partial, '2024-03-19T06:00:00Z', '2024-03-19T09:00:00Z');
    await insertAgent(db, { lastName: 'Joly', ...north(3), specialties: ['BODYGUARD', 'BODYGUARD'] });
    // Nearer than Arnaud, and a short shift earlier that week takes the score just under his before rounding.
    const nearer = await insertAgent(db, { lastName: 'Lebrun', ...north(0.5), specialties: ['BODYGUARD'] });
    await shift(nearer, '2024-03-11T10:00:00Z', '2024-03-11T11:05:00Z');
    await insertAgent(db, { lastName: 'Klein', ...north(40), specialties: ['DRIVER', 'BODYGUARD'] });
    await insertAgent(db, { lastName: 'Inactif', active: false, ...PARIS, specialties: ['BODYGUARD'] });
    // Near Lyon: 190 at 10 km, and 189.6 at 0.4 km with one useful specialty less, also shown as 190.
    const escort = await insertAgent(db, {
      lastName: 'Escorte',
      ...north(10, LYON),
      specialties: ['BODYGUARD', 'DRIVER'],
    });
    await insertCertification(db, escort, 'SST', '2025-01-01T00:00:00Z');
    const neighbour = await insertAgent(db, {
      lastName: 'Voisin',
      ...north(0.4, LYON),
      specialties: ['BODYGUARD'],
    });
    await insertCertification(db, neighbour, 'SST', '2025-01-01T00:00:00Z');
  });
  afterAll(() => t.close());

  const suggest = async (missionId: string, window: object, limit: number) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/planning/suggest-agents',
      headers: staff,
      payload: { missionId, ...window, limit },
    });
    expect(res.statusCode).toBe(200);
    return res.json() as Suggestion[];
  };
  const names = (list: Suggestion[]) => list.map((s) => s.agent.lastName);

  it('answers the head of the full ranking for every limit, mission and window', async () => {
    for (const missionId of Object.values(missions))
      for (const window of Object.values(WINDOWS)) {
        const all = await suggest(missionId, window, 50);
        expect(all).toHaveLength(12);
        for (let limit = 1; limit < all.length; limit += 1)
          expect(await suggest(missionId, window, limit)).toEqual(all.slice(0, limit));
      }
  });

  it('leaves out the agent whose shift overlaps the whole window, and not in a week where they are free', async () => {
    const [first] = await suggest(missions.vip!, WINDOWS.tuesday, 1);
    expect(first).toMatchObject({ agent: { lastName: 'Joly' }, availability: 'available' });
    const top = await suggest(missions.vip!, WINDOWS.tuesday, 5);
    expect(names(top)).not.toContain('Bernard');
    const freeAgain = await suggest(missions.vip!, WINDOWS.nextTuesday, 3);
    expect(names(freeAgain)).toEqual(['Joly', 'Chevalier', 'Bernard']);
  });

  it('puts first the nearer of two agents whose scores round alike, though its score is lower', async () => {
    const [first, second] = await suggest(missions.lyon!, WINDOWS.tuesday, 2);
    expect([first, second]).toMatchObject([
      { agent: { lastName: 'Voisin' }, score: 190 },
      { agent: { lastName: 'Escorte' }, score: 190 },
    ]);
    expect(names(await suggest(missions.lyon!, WINDOWS.tuesday, 1))).toEqual(['Voisin']);
  });

  it('breaks a tie at the last place by name, as in the full ranking', async () => {
    const all = await suggest(missions.vip!, WINDOWS.nextTuesday, 50);
    const arnaud = names(all).indexOf('Arnaud');
    expect(all[arnaud + 1]).toMatchObject({ agent: { lastName: 'Garnier' }, score: all[arnaud]!.score });
    expect(names(await suggest(missions.vip!, WINDOWS.nextTuesday, arnaud + 1)).at(-1)).toBe('Arnaud');
  });
});

describe('POST /api/planning/suggest-agents when the nearest agents are inactive', () => {
  let t: TestApp;
  let staff: Record<string, string>;
  let missionId: string;

  beforeAll(async () => {
    t = await createTestApp();
    const db = t.database.db;
    staff = await authHeader(t.app, await createUser(db, { role: 'ADMIN' }));
    missionId = await insertMission(db, { type: 'VIP_PROTECTION' });
    for (let i = 0; i < 9; i += 1)
      await insertAgent(db, { lastName: `Inactif${i}`, active: false, ...PARIS, specialties: ['BODYGUARD'] });
    await insertAgent(db, { lastName: 'Proche', ...north(2) });
    await insertAgent(db, { lastName: 'Moyen', ...north(5) });
    await insertAgent(db, { lastName: 'Loin', ...north(10) });
  });
  afterAll(() => t.close());

  it('still finds the first places among the active agents further away', async () => {
    const suggest = async (limit: number) => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/planning/suggest-agents',
        headers: staff,
        payload: { missionId, ...WINDOWS.tuesday, limit },
      });
      return (res.json() as Suggestion[]).map((s) => s.agent.lastName);
    };
    expect(await suggest(1)).toEqual(['Proche']);
    expect(await suggest(2)).toEqual(['Proche', 'Moyen']);
    expect(await suggest(5)).toEqual(['Proche', 'Moyen', 'Loin']);
  });
});
