import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as MSG from '@secops/domain/messages';
import { agents, attendances, missionAssignments, shifts } from '../../db/schema/index.ts';
import { createUser, type TestUser } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { caller, givenAssignment, givenMission } from './missions.fixtures.ts';

const HOUR = 3_600_000;

describe('mission assignments and chat members API', () => {
  let t: TestApp;
  let call: ReturnType<typeof caller>;
  let admin: TestUser;
  let supervisor: TestUser;
  let agent: TestUser;
  let lead: TestUser;

  beforeAll(async () => {
    t = await createTestApp();
    call = caller(t.app);
    admin = await createUser(t.database.db, {
      role: 'ADMIN',
      email: 'claire.dumas@secops.test',
      firstName: 'Claire',
      lastName: 'Dumas',
    });
    supervisor = await createUser(t.database.db, {
      role: 'SUPERVISOR',
      email: 'veille@secops.test',
      firstName: '',
      lastName: '',
    });
    agent = await createUser(t.database.db, { role: 'AGENT', firstName: 'Marc', lastName: 'Petit' });
    lead = await createUser(t.database.db, { role: 'LEAD', firstName: 'Inès', lastName: 'Bernard' });
    await t.database.db
      .update(agents)
      .set({ photo: '/uploads/ines.jpg', specialties: ['TEAM_LEADER'] })
      .where(eq(agents.id, lead.agentId!));
  });
  afterAll(() => t.close());

  it('assigns an agent with a role and answers 201 with the assignment and the agent', async () => {
    const mission = await givenMission(t.database.db);
    const res = await call(supervisor, 'POST', `/api/missions/${mission.id}/assignments`, {
      agentId: lead.agentId,
      role: 'leader',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      id: expect.any(String),
      missionId: mission.id,
      agentId: lead.agentId,
      role: 'leader',
      agent: {
        id: lead.agentId,
        firstName: 'Inès',
        lastName: 'Bernard',
        matricule: expect.any(String),
        photo: '/uploads/ines.jpg',
        specialties: ['TEAM_LEADER'],
      },
    });
  });

  it('gives the agent role by default and refuses a second assignment of the same agent with 409', async () => {
    const mission = await givenMission(t.database.db);
    const url = `/api/missions/${mission.id}/assignments`;
    const first = await call(admin, 'POST', url, { agentId: agent.agentId });
    expect(first.json().role).toBe('agent');
    const second = await call(admin, 'POST', url, { agentId: agent.agentId, role: 'driver' });
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe(MSG.assignmentDuplicate);
    expect(await t.database.db.$count(missionAssignments, eq(missionAssignments.missionId, mission.id))).toBe(
      1,
    );
  });

  it('refuses an unknown agent or mission with 404 and bad input with 400 in French', async () => {
    const mission = await givenMission(t.database.db);
    const url = `/api/missions/${mission.id}/assignments`;
    const unknownAgent = await call(admin, 'POST', url, { agentId: '2f9a4c1e-0000-4000-8000-000000000000' });
    expect(unknownAgent.statusCode).toBe(404);
    expect(unknownAgent.json().message).toBe(MSG.missionAgentNotFound);
    const unknownMission = await call(admin, 'POST', '/api/missions/nope/assignments', {
      agentId: agent.agentId,
    });
    expect(unknownMission.json().message).toBe(MSG.missionNotFound);
    const cases: [object, string][] = [
      [{}, MSG.assignmentAgentRequired],
      [{ agentId: 'x' }, MSG.assignmentAgentRequired],
      [{ agentId: agent.agentId, role: 'boss' }, MSG.assignmentRoleInvalid],
      [{ agentId: agent.agentId, missionId: mission.id }, `${MSG.unknownField} : missionId`],
    ];
    for (const [payload, message] of cases) {
      const res = await call(admin, 'POST', url, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
    }
  });

  it('refuses assignment changes to field users with 403', async () => {
    const mission = await givenMission(t.database.db);
    const assignment = await givenAssignment(t.database.db, mission.id, agent.agentId!);
    const post = await call(lead, 'POST', `/api/missions/${mission.id}/assignments`, {
      agentId: lead.agentId,
    });
    expect(post.statusCode).toBe(403);
    expect((await call(agent, 'DELETE', `/api/missions/assignments/${assignment.id}`)).statusCode).toBe(403);
  });

  it('removes an assignment (204) with the agent’s future shifts, keeping shifts with history', async () => {
    const mission = await givenMission(t.database.db);
    const assignment = await givenAssignment(t.database.db, mission.id, agent.agentId!);
    const now = Date.now();
    const shift = (startOffset: number) => ({
      missionId: mission.id,
      agentId: agent.agentId!,
      startAt: new Date(now + startOffset * HOUR),
      endAt: new Date(now + (startOffset + 2) * HOUR),
    });
    const [past, future, worked] = await t.database.db
      .insert(shifts)
      .values([shift(-10), shift(5), shift(-1)])
      .returning();
    await t.database.db
      .insert(attendances)
      .values({ missionId: mission.id, agentId: agent.agentId!, shiftId: worked!.id, status: 'STARTED' });

    const res = await call(admin, 'DELETE', `/api/missions/assignments/${assignment.id}`);
    expect(res.statusCode).toBe(204);
    const left = await t.database.db
      .select({ id: shifts.id })
      .from(shifts)
      .where(eq(shifts.missionId, mission.id));
    expect(left.map((s) => s.id).sort()).toEqual([past!.id, worked!.id].sort());
    expect(left.map((s) => s.id)).not.toContain(future!.id);
    const again = await call(admin, 'DELETE', `/api/missions/assignments/${assignment.id}`);
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe(MSG.assignmentNotFound);
    expect((await call(admin, 'DELETE', '/api/missions/assignments/pas-un-id')).statusCode).toBe(404);
  });

  it('lists chat members: staff and the assigned agents, named by agent record, else account name, else e-mail', async () => {
    const mission = await givenMission(t.database.db);
    await givenAssignment(t.database.db, mission.id, lead.agentId!);
    const res = await call(lead, 'GET', `/api/missions/${mission.id}/chat-members`);
    expect(res.statusCode).toBe(200);
    const members = res.json();
    expect(members).toContainEqual({ userId: lead.id, name: 'Inès Bernard', photo: '/uploads/ines.jpg' });
    expect(members).toContainEqual({ userId: admin.id, name: 'Claire Dumas', photo: null });
    expect(members).toContainEqual({ userId: supervisor.id, name: 'veille', photo: null });
    expect(members.map((m: { userId: string }) => m.userId)).not.toContain(agent.id);
  });

  it('answers 404 to chat members asked by a field user who is not on the mission', async () => {
    const mission = await givenMission(t.database.db);
    const res = await call(agent, 'GET', `/api/missions/${mission.id}/chat-members`);
    expect(res.statusCode).toBe(404);
    expect((await call(admin, 'GET', `/api/missions/${mission.id}/chat-members`)).statusCode).toBe(200);
  });
});
