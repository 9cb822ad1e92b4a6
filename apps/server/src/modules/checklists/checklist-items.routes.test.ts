import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as MSG from '@secops/domain/messages';
import { checklistItems, checklistTicks, missions } from '../../db/schema/index.ts';
import { createUser, type TestUser } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { caller, givenAssignment, givenMission } from '../missions/missions.fixtures.ts';

const UNKNOWN = '2f9a4c1e-0000-4000-8000-000000000000';

describe('staff check-list task API (change and remove a task)', () => {
  let t: TestApp;
  let call: ReturnType<typeof caller>;
  let supervisor: TestUser;
  let marc: TestUser;
  let outsider: TestUser;
  let missionId: string;

  beforeAll(async () => {
    t = await createTestApp();
    call = caller(t.app);
    supervisor = await createUser(t.database.db, { role: 'SUPERVISOR' });
    marc = await createUser(t.database.db, { role: 'AGENT' });
    outsider = await createUser(t.database.db, { role: 'AGENT' });
    missionId = (await givenMission(t.database.db)).id;
    await givenAssignment(t.database.db, missionId, marc.agentId!);
  });
  afterAll(() => t.close());

  async function givenTask(mission = missionId, label = 'Radio') {
    const res = await call(supervisor, 'POST', '/api/checklists/bulk', {
      missionId: mission,
      items: [{ label, category: 'equipment', assignedAgents: [] }],
    });
    expect(res.statusCode).toBe(201);
    return res.json()[0] as { id: string };
  }
  const patch = (user: TestUser, id: string, body: object) =>
    call(user, 'PATCH', `/api/checklists/items/${id}`, body);
  const remove = (user: TestUser, id: string) => call(user, 'DELETE', `/api/checklists/items/${id}`);
  const archive = (id: string) =>
    t.database.db.update(missions).set({ status: 'ARCHIVED' }).where(eq(missions.id, id));

  it('changes a task’s label, required flag and agents and answers the task with its ticks', async () => {
    const task = await givenTask();
    const res = await patch(supervisor, task.id, {
      label: '  Radio testée  ',
      required: false,
      assignedAgents: [marc.agentId, marc.agentId],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: task.id,
      missionId,
      label: 'Radio testée',
      category: 'equipment',
      required: false,
      assignedAgents: [marc.agentId],
      ticks: [],
    });
    const forEveryone = await patch(supervisor, task.id, { assignedAgents: [] });
    expect(forEveryone.json()).toMatchObject({ label: 'Radio testée', required: false, assignedAgents: [] });
  });

  it('refuses bad input with 400 in French, and agents unknown (404) or off the mission (400)', async () => {
    const task = await givenTask();
    const cases: [object, string][] = [
      [{}, MSG.checklistUpdateEmpty],
      [{ label: '   ' }, MSG.checklistLabelRequired],
      [{ required: 'oui' }, MSG.booleanExpected],
      [{ assignedAgents: ['x'] }, MSG.idInvalid],
      [{ category: 'vehicle' }, `${MSG.unknownField} : category`],
    ];
    for (const [body, message] of cases) {
      const res = await patch(supervisor, task.id, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
    }
    const unknown = await patch(supervisor, task.id, { assignedAgents: [UNKNOWN] });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(MSG.missionAgentNotFound);
    const offMission = await patch(supervisor, task.id, { assignedAgents: [outsider.agentId] });
    expect(offMission.statusCode).toBe(400);
    expect(offMission.json().message).toBe(MSG.checklistAgentNotAssigned);
    expect((await patch(supervisor, 'pas-un-id', { required: true })).statusCode).toBe(400);
  });

  it('removes a task with its ticks (204), then answers 404 for it', async () => {
    const task = await givenTask();
    const ticked = await call(marc, 'POST', '/api/checklists/tick', {
      checklistId: task.id,
      agentId: marc.agentId,
      missionId,
      checked: true,
    });
    expect(ticked.statusCode).toBe(200);
    expect((await remove(supervisor, task.id)).statusCode).toBe(204);
    expect(await t.database.db.$count(checklistItems, eq(checklistItems.id, task.id))).toBe(0);
    expect(await t.database.db.$count(checklistTicks, eq(checklistTicks.itemId, task.id))).toBe(0);
    const again = await remove(supervisor, task.id);
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe(MSG.checklistItemNotFound);
    expect((await patch(supervisor, task.id, { required: true })).statusCode).toBe(404);
  });

  it('answers 400 to a malformed task id and 404 to an unknown one', async () => {
    const bad = await remove(supervisor, 'pas-un-id');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(MSG.idInvalid);
    const unknown = await remove(supervisor, UNKNOWN);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(MSG.checklistItemNotFound);
  });

  it('refuses field users with 403, even on their own mission', async () => {
    const task = await givenTask();
    const removed = await remove(marc, task.id);
    expect(removed.statusCode).toBe(403);
    expect((await patch(marc, task.id, { required: false })).statusCode).toBe(403);
    expect(await t.database.db.$count(checklistItems, eq(checklistItems.id, task.id))).toBe(1);
  });

  it('answers 409 on an archived mission and leaves its tasks as they were', async () => {
    const mission = await givenMission(t.database.db);
    const task = await givenTask(mission.id, 'Gilet');
    await archive(mission.id);
    const removed = await remove(supervisor, task.id);
    expect(removed.statusCode).toBe(409);
    expect(removed.json().message).toBe(MSG.missionArchived);
    const changed = await patch(supervisor, task.id, { label: 'Autre' });
    expect(changed.statusCode).toBe(409);
    expect(changed.json().message).toBe(MSG.missionArchived);
    const [row] = await t.database.db.select().from(checklistItems).where(eq(checklistItems.id, task.id));
    expect(row?.label).toBe('Gilet');
  });
});
