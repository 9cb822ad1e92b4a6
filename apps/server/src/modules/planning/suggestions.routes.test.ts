import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as MSG from '@secops/domain/messages';
import { unavailabilities } from '../../db/schema/index.ts';
import { authHeader, createUser } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { insertAgent, insertCertification, insertMission, insertShift } from './planning-fixtures.ts';

type Suggestion = {
  agentId: string;
  agent: { lastName: string };
  score: number;
  availability: string;
  distance: number | null;
  workloadHours: number;
  reasons: string[];
};

describe('POST /api/planning/suggest-agents', () => {
  let t: TestApp;
  let staff: Record<string, string>;
  let missionId: string;
  const ids: Record<string, string> = {};
  const window = { startAt: '2024-03-12T08:00:00+01:00', endAt: '2024-03-12T16:00:00+01:00' };

  beforeAll(async () => {
    t = await createTestApp();
    const db = t.database.db;
    staff = await authHeader(t.app, await createUser(db, { role: 'ADMIN' }));
    missionId = await insertMission(db, { type: 'VIP_PROTECTION' });
    const other = await insertMission(db);
    const near = { lat: 48.8666, lng: 2.3522 };
    ids.free = await insertAgent(db, { lastName: 'Libre', ...near, specialties: ['BODYGUARD'] });
    ids.twin = await insertAgent(db, { lastName: 'Alpha', ...near, specialties: ['BODYGUARD'] });
    ids.busy = await insertAgent(db, { lastName: 'Occupé', ...near, specialties: ['BODYGUARD'] });
    await insertShift(db, {
      agentId: ids.busy,
      missionId: other,
      startAt: '2024-03-12T06:00:00Z',
      endAt: '2024-03-12T16:00:00Z',
    });
    ids.half = await insertAgent(db, { lastName: 'Partiel', ...near, specialties: ['BODYGUARD'] });
    await insertShift(db, {
      agentId: ids.half,
      missionId: other,
      startAt: '2024-03-12T05:00:00Z',
      endAt: '2024-03-12T09:00:00Z',
    });
    ids.expired = await insertAgent(db, { lastName: 'Périmé', ...near, specialties: ['BODYGUARD'] });
    await insertCertification(db, ids.expired, 'CQP APS', '2024-01-01T00:00:00Z');
    ids.far = await insertAgent(db, { lastName: 'Lointain', lat: 45.764, lng: 4.8357 });
    // On watch the night before until 03:00: 5 h of rest before the window, too little.
    ids.tired = await insertAgent(db, { lastName: 'Veilleur', ...near, specialties: ['BODYGUARD'] });
    await insertShift(db, {
      agentId: ids.tired,
      missionId: other,
      startAt: '2024-03-11T20:00:00Z',
      endAt: '2024-03-12T02:00:00Z',
    });
    ids.inactive = await insertAgent(db, { lastName: 'Inactif', active: false, ...near });
    ids.away = await insertAgent(db, { lastName: 'Encongé', ...near, specialties: ['BODYGUARD'] });
    await db.insert(unavailabilities).values({
      agentId: ids.away,
      startAt: new Date('2024-03-11T00:00:00Z'),
      endAt: new Date('2024-03-15T00:00:00Z'),
      reason: 'LEAVE',
      status: 'APPROVED',
    });
    ids.orphan = await insertAgent(db, { lastName: 'Sanscompte', active: null, ...near });
  });
  afterAll(() => t.close());

  const suggest = (payload: object, headers = staff) =>
    t.app.inject({ method: 'POST', url: '/api/planning/suggest-agents', headers, payload });

  it('ranks active agents by score, then distance, then name, with the reasons', async () => {
    const res = await suggest({ missionId, ...window, limit: 50 });
    expect(res.statusCode).toBe(200);
    const list = res.json() as Suggestion[];
    expect(list.map((s) => s.agent.lastName)).toEqual([
      'Alpha',
      'Libre',
      'Périmé',
      'Partiel',
      'Lointain',
      'Occupé',
    ]);
    expect(list[1]).toEqual({
      agentId: ids.free,
      agent: {
        id: ids.free,
        firstName: 'Camille',
        lastName: 'Libre',
        matricule: expect.any(String),
        photo: null,
        specialties: ['BODYGUARD'],
      },
      score: 179,
      availability: 'available',
      distance: 1.1,
      workloadHours: 0,
      reasons: [
        'Disponible',
        'À 1,1 km',
        '0 h planifiées cette semaine',
        'Spécialités utiles : Garde du corps',
        'Repos et durées du travail respectés',
      ],
    });
  });

  it('leaves out an agent whom the shift would put in breach of the working-time rules', async () => {
    const list = (await suggest({ missionId, ...window, limit: 50 })).json() as Suggestion[];
    expect(list.map((s) => s.agentId)).not.toContain(ids.tired);
    const post = await t.app.inject({
      method: 'POST',
      url: '/api/planning/shifts',
      headers: staff,
      payload: { agentId: ids.tired, missionId, ...window },
    });
    expect(post.json().code).toBe('WORKING_TIME');
  });

  it('ranks a busy agent below an available one and says how the week is filled', async () => {
    const list = (await suggest({ missionId, ...window, limit: 50 })).json() as Suggestion[];
    const busy = list.find((s) => s.agentId === ids.busy)!;
    expect(busy).toMatchObject({ availability: 'busy', workloadHours: 10 });
    expect(busy.reasons).toEqual(
      expect.arrayContaining([MSG.suggestionBusy, '10 h planifiées cette semaine']),
    );
    expect(busy.reasons).not.toContain(MSG.suggestionWorkingTimeKept);
    expect(list.find((s) => s.agentId === ids.half)).toMatchObject({ availability: 'partially_available' });
  });

  it('names an expired certification in the reasons', async () => {
    const list = (await suggest({ missionId, ...window, limit: 50 })).json() as Suggestion[];
    expect(list.find((s) => s.agentId === ids.expired)?.reasons).toContain('Certification expirée : CQP APS');
  });

  it('never suggests an inactive agent, an agent without account, or one on approved leave', async () => {
    const list = (await suggest({ missionId, ...window, limit: 50 })).json() as Suggestion[];
    const suggested = list.map((s) => s.agentId);
    expect(suggested).not.toContain(ids.away);
    expect(suggested).not.toContain(ids.inactive);
    expect(suggested).not.toContain(ids.orphan);
  });

  it('gives 5 suggestions by default', async () => {
    expect(((await suggest({ missionId, ...window })).json() as Suggestion[]).length).toBe(5);
  });

  it('refuses missing dates, a bad limit and an unknown mission', async () => {
    const noEnd = await suggest({ missionId, startAt: window.startAt });
    expect([noEnd.statusCode, noEnd.json().message]).toEqual([400, MSG.suggestionDatesRequired]);
    const tooMany = await suggest({ missionId, ...window, limit: 500 });
    expect([tooMany.statusCode, tooMany.json().message]).toEqual([400, MSG.suggestionLimitInvalid]);
    const unknown = await suggest({ missionId: '00000000-0000-4000-8000-000000000000', ...window });
    expect([unknown.statusCode, unknown.json().message]).toEqual([404, MSG.missionNotFound]);
  });

  it('refuses an agent with 403', async () => {
    const agent = await createUser(t.database.db, { role: 'AGENT' });
    expect((await suggest({ missionId, ...window }, await authHeader(t.app, agent))).statusCode).toBe(403);
  });
});
