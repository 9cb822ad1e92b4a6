import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { taskProgress } from '@secops/domain/checklist-progress';
import { DEFAULT_CHECKLIST_TEMPLATES } from '@secops/domain/checklists';
import * as MSG from '@secops/domain/messages';
import { agents, checklistItems, checklistTemplates, checklistTicks } from '../../db/schema/index.ts';
import { createUser, type TestUser } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { caller, givenAssignment, givenMission } from '../missions/missions.fixtures.ts';

describe('mission check-lists follow the team', () => {
  let t: TestApp;
  let call: ReturnType<typeof caller>;
  let admin: TestUser;
  let marc: TestUser;
  let ines: TestUser;
  let paul: TestUser;
  let jade: TestUser;
  const leaderTasks = DEFAULT_CHECKLIST_TEMPLATES.TEAM_LEADER.map((task) => task.label);
  const [briefing, presence] = leaderTasks;

  beforeAll(async () => {
    t = await createTestApp();
    call = caller(t.app);
    admin = await createUser(t.database.db, { role: 'ADMIN' });
    marc = await createUser(t.database.db, { role: 'AGENT' });
    ines = await createUser(t.database.db, { role: 'LEAD' });
    paul = await createUser(t.database.db, { role: 'AGENT' });
    jade = await createUser(t.database.db, { role: 'AGENT' });
    const setSpecialties = (user: TestUser, specialties: string[]) =>
      t.database.db.update(agents).set({ specialties }).where(eq(agents.id, user.agentId!));
    await setSpecialties(ines, ['TEAM_LEADER']);
    await setSpecialties(paul, ['DRIVER']);
    await setSpecialties(jade, ['DRIVER']);
    await t.database.db.insert(checklistTemplates).values({
      specialty: 'DRIVER',
      items: [{ label: 'Plein fait', required: true, category: 'vehicle' }],
    });
  });
  afterAll(() => t.close());

  const tasksOf = (missionId: string) =>
    t.database.db
      .select()
      .from(checklistItems)
      .where(eq(checklistItems.missionId, missionId))
      .orderBy(asc(checklistItems.order));
  const assign = (missionId: string, user: TestUser) =>
    call(admin, 'POST', `/api/missions/${missionId}/assignments`, { agentId: user.agentId });
  /** A mission whose check-list has Marc's briefing and a task for everyone that a team leader also has. */
  async function missionWithChecklist() {
    const mission = await givenMission(t.database.db);
    await givenAssignment(t.database.db, mission.id, marc.agentId!);
    const res = await call(admin, 'POST', '/api/checklists/bulk', {
      missionId: mission.id,
      items: [
        { label: briefing, category: 'other', required: false, assignedAgents: [marc.agentId] },
        { label: presence, category: 'other', assignedAgents: [] },
        { label: 'Radio', category: 'equipment', assignedAgents: [marc.agentId] },
      ],
    });
    expect(res.statusCode).toBe(201);
    return mission;
  }

  it('gives an agent added later the tasks of their specialty, merged into the check-list as at creation', async () => {
    const mission = await missionWithChecklist();
    expect((await assign(mission.id, ines)).statusCode).toBe(201);
    const tasks = await tasksOf(mission.id);
    const agentsOf = (label: string) => tasks.find((task) => task.label === label)?.assignedAgents;
    expect(agentsOf(briefing!)).toEqual([marc.agentId, ines.agentId]);
    expect(agentsOf(presence!)).toEqual([]);
    expect(agentsOf('Radio')).toEqual([marc.agentId]);
    expect(tasks.map((task) => task.label)).toEqual([briefing, presence, 'Radio', ...leaderTasks.slice(2)]);
    expect(tasks.slice(3).every((task) => task.assignedAgents.join() === ines.agentId)).toBe(true);
    expect(tasks.map((task) => task.order)).toEqual([...tasks.keys()]);
  });

  it('takes the saved template of the specialty over its default tasks', async () => {
    const mission = await givenMission(t.database.db);
    await assign(mission.id, paul);
    const tasks = await tasksOf(mission.id);
    expect(tasks.map((task) => [task.label, task.category, task.assignedAgents])).toEqual([
      ['Plein fait', 'vehicle', [paul.agentId]],
    ]);
  });

  it('gives the tasks to agents assigned by planning them a shift, at the same time too', async () => {
    const mission = await givenMission(t.database.db);
    const plan = (user: TestUser) =>
      call(admin, 'POST', '/api/planning/shifts', {
        agentId: user.agentId,
        missionId: mission.id,
        startAt: mission.startAt.toISOString(),
        endAt: mission.endAt.toISOString(),
      });
    const answers = await Promise.all([plan(paul), plan(jade)]);
    expect(answers.map((res) => res.statusCode)).toEqual([201, 201]);
    const tasks = await tasksOf(mission.id);
    expect(tasks).toHaveLength(1);
    expect([...tasks[0]!.assignedAgents].sort()).toEqual([paul.agentId, jade.agentId].sort());
  });

  it('writes no task when the assignment is refused (already on it, archived mission)', async () => {
    const mission = await missionWithChecklist();
    await assign(mission.id, ines);
    const before = await tasksOf(mission.id);
    expect((await assign(mission.id, ines)).statusCode).toBe(409);
    expect(await tasksOf(mission.id)).toEqual(before);
    const archived = await givenMission(t.database.db, { status: 'ARCHIVED' });
    const res = await assign(archived.id, ines);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(MSG.missionArchived);
    expect(await tasksOf(archived.id)).toEqual([]);
  });

  it('drops a removed agent from every task so the rest of the team can still complete them', async () => {
    const mission = await missionWithChecklist();
    const assignment = (await assign(mission.id, ines)).json();
    const tasks = await tasksOf(mission.id);
    const byLabel = (label: string) => tasks.find((task) => task.label === label)!;
    const tick = (label: string, user: TestUser) =>
      call(admin, 'POST', '/api/checklists/tick', {
        checklistId: byLabel(label).id,
        agentId: user.agentId,
        missionId: mission.id,
        checked: true,
      });
    expect((await tick(briefing!, ines)).statusCode).toBe(200);
    expect((await tick(presence!, ines)).statusCode).toBe(200);
    expect((await tick(leaderTasks[2]!, ines)).statusCode).toBe(200);

    expect((await call(admin, 'DELETE', `/api/missions/assignments/${assignment.id}`)).statusCode).toBe(204);
    const after = await tasksOf(mission.id);
    // Her own untouched tasks are gone; the one she ticked stays hers, done, concerning nobody else.
    expect(after.map((task) => [task.label, task.assignedAgents])).toEqual([
      [briefing, [marc.agentId]],
      [presence, []],
      ['Radio', [marc.agentId]],
      [leaderTasks[2], [ines.agentId]],
    ]);
    const listed = (await call(admin, 'GET', `/api/checklists/items?missionId=${mission.id}`)).json();
    const team = [marc.agentId!];
    const done = (label: string) =>
      taskProgress(
        listed.find((task: { label: string }) => task.label === label),
        team,
      ).done;
    expect(done(leaderTasks[2]!)).toBe(true);
    expect(done(briefing!)).toBe(false);
    const marcTicks = await tick(briefing!, marc);
    expect(marcTicks.statusCode).toBe(200);
    expect(taskProgress(marcTicks.json(), team).done).toBe(true);
    const marcSees = (await call(marc, 'GET', `/api/checklists/items?missionId=${mission.id}`)).json();
    expect(marcSees.map((task: { label: string }) => task.label)).toEqual([briefing, presence, 'Radio']);
    expect(await t.database.db.$count(checklistTicks, eq(checklistTicks.agentId, ines.agentId!))).toBe(3);
  });
});
