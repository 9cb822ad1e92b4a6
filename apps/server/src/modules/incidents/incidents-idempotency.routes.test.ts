import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as MSG from '@secops/domain/messages';
import { incidents, missions } from '../../db/schema/index.ts';
import { authHeader, createUser, type TestUser } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { seedAssignment, seedMission } from './incidents-fixtures.ts';

// A report queued on a phone without network may reach the server several times: its clientRequestId makes the
// repeats answer the first incident instead of adding one.
describe('incident reports sent again with the same clientRequestId', () => {
  let t: TestApp;
  let agent: TestUser;
  let colleague: TestUser;
  let missionId: string;

  beforeAll(async () => {
    t = await createTestApp();
    const db = t.database.db;
    agent = await createUser(db, { role: 'AGENT', firstName: 'Noé', lastName: 'Garnier' });
    colleague = await createUser(db, { role: 'LEAD' });
    missionId = await seedMission(db, { title: 'Parking Saint-Lazare', status: 'ACTIVE' });
    await seedAssignment(db, missionId, agent.agentId as string);
    await seedAssignment(db, missionId, colleague.agentId as string, 'leader');
  });
  afterAll(() => t.close());

  const report = async (user: TestUser, body: object) =>
    t.app.inject({
      method: 'POST',
      url: '/api/incidents',
      headers: await authHeader(t.app, user),
      payload: {
        missionId,
        type: 'intrusion',
        title: 'Porte du niveau -3 forcée',
        description: 'Trouvée ouverte lors de la ronde',
        ...body,
      },
    });
  const rowsWith = (clientRequestId: string) =>
    t.database.db.select().from(incidents).where(eq(incidents.clientRequestId, clientRequestId));

  it('answers 201 the first time, then 200 with the same incident, and records it once', async () => {
    const clientRequestId = randomUUID();
    const first = await report(agent, { clientRequestId });
    expect(first.statusCode).toBe(201);
    const again = await report(agent, { clientRequestId });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(await rowsWith(clientRequestId)).toHaveLength(1);
  });

  it('answers the first incident even when the repeat carries other fields', async () => {
    const clientRequestId = randomUUID();
    const first = await report(agent, { clientRequestId, title: 'Éclairage en panne' });
    const again = await report(agent, { clientRequestId, title: 'Autre titre', severity: 5 });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ id: first.json().id, title: 'Éclairage en panne', severity: 3 });
  });

  it('records one incident when the same report arrives several times at once, and never fails', async () => {
    const clientRequestId = randomUUID();
    const answers = await Promise.all(Array.from({ length: 6 }, () => report(agent, { clientRequestId })));
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([200, 200, 200, 200, 200, 201]);
    expect(new Set(answers.map((answer) => answer.json().id)).size).toBe(1);
    expect(await rowsWith(clientRequestId)).toHaveLength(1);
  });

  it('gives another user with the same clientRequestId an incident of their own', async () => {
    const clientRequestId = randomUUID();
    const mine = await report(agent, { clientRequestId });
    const theirs = await report(colleague, { clientRequestId });
    expect(theirs.statusCode).toBe(201);
    expect(theirs.json().id).not.toBe(mine.json().id);
    expect(theirs.json().reporterId).toBe(colleague.agentId);
    expect(await rowsWith(clientRequestId)).toHaveLength(2);
  });

  it('creates a new incident for each report sent without clientRequestId', async () => {
    const first = await report(agent, { title: 'Sans identifiant' });
    const second = await report(agent, { title: 'Sans identifiant' });
    expect([first.statusCode, second.statusCode]).toEqual([201, 201]);
    expect(second.json().id).not.toBe(first.json().id);
  });

  it('answers a repeat with the incident already made, even once the mission is archived', async () => {
    const other = await seedMission(t.database.db, { title: 'Salon clos', status: 'ACTIVE' });
    await seedAssignment(t.database.db, other, agent.agentId as string);
    const clientRequestId = randomUUID();
    const first = await report(agent, { clientRequestId, missionId: other });
    expect(first.statusCode).toBe(201);
    await t.database.db.update(missions).set({ status: 'ARCHIVED' }).where(eq(missions.id, other));
    const again = await report(agent, { clientRequestId, missionId: other });
    expect(again.statusCode).toBe(200);
    expect(again.json().id).toBe(first.json().id);
    // A new report on it is still refused.
    expect((await report(agent, { clientRequestId: randomUUID(), missionId: other })).statusCode).toBe(409);
  });

  it.each([[''], ['x'.repeat(101)], [42], [null]])(
    'refuses the clientRequestId %j with 400 and a French message',
    async (clientRequestId) => {
      const res = await report(agent, { clientRequestId });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(MSG.clientRequestIdInvalid);
    },
  );

  it('still refuses an agent who is not on the mission (403), whatever the clientRequestId', async () => {
    const outsider = await createUser(t.database.db, { role: 'AGENT' });
    expect((await report(outsider, { clientRequestId: randomUUID() })).statusCode).toBe(403);
  });
});
