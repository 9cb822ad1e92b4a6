import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as MSG from '@secops/domain/messages';
import { equipmentAssignments, users } from '../../db/schema/index.ts';
import { createUser, type TestUser } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { caller } from '../missions/missions.fixtures.ts';

describe('assigning and returning equipment', () => {
  let t: TestApp;
  let call: ReturnType<typeof caller>;
  let supervisor: TestUser;
  let guard: TestUser;
  beforeAll(async () => {
    t = await createTestApp();
    call = caller(t.app);
    supervisor = await createUser(t.database.db, { role: 'SUPERVISOR' });
    guard = await createUser(t.database.db, { role: 'AGENT', firstName: 'Karim', lastName: 'Haddad' });
  });
  afterAll(() => t.close());

  const newItem = async (body: object = {}) =>
    (await call(supervisor, 'POST', '/api/equipment', { kind: 'radio', ...body })).json();
  const assign = (equipmentId: string, agentId = guard.agentId!, notes?: string) =>
    call(supervisor, 'POST', '/api/equipment/assign', { equipmentId, agentId, notes });
  const giveBack = (assignmentId: string) =>
    call(supervisor, 'POST', `/api/equipment/return/${assignmentId}`);

  it('assigns an available item: 201, ASSIGNED, and the assignment opens its history', async () => {
    const item = await newItem();
    const res = await assign(item.id, guard.agentId!, 'Canal 3');
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ id: item.id, status: 'ASSIGNED' });
    expect(res.json().assignments).toEqual([
      {
        id: expect.any(String),
        equipmentId: item.id,
        agentId: guard.agentId,
        agent: {
          id: guard.agentId,
          firstName: 'Karim',
          lastName: 'Haddad',
          matricule: expect.any(String),
          deleted: false,
        },
        notes: 'Canal 3',
        outAt: expect.any(String),
        inAt: null,
      },
    ]);
  });

  it('returns it: inAt is set and the item is AVAILABLE again; a second return is 409', async () => {
    const item = await newItem();
    const assignmentId = (await assign(item.id)).json().assignments[0].id;
    const res = await giveBack(assignmentId);
    expect(res.statusCode).toBe(200);
    expect(res.json().status).toBe('AVAILABLE');
    expect(res.json().assignments[0].inAt).toEqual(expect.any(String));
    const again = await giveBack(assignmentId);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(MSG.equipmentAlreadyReturned);
    expect((await assign(item.id)).statusCode).toBe(201);
    const history = (await call(supervisor, 'GET', '/api/equipment'))
      .json()
      .find((e: { id: string }) => e.id === item.id);
    expect(history.assignments).toHaveLength(2);
    expect(history.assignments[0].inAt).toBeNull();
  });

  it('lets exactly one of two simultaneous assignments of the same item succeed', async () => {
    const item = await newItem();
    const other = await createUser(t.database.db, { role: 'AGENT' });
    const results = await Promise.all([assign(item.id), assign(item.id, other.agentId!)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(results.find((r) => r.statusCode === 409)?.json().message).toBe(MSG.equipmentAlreadyAssigned);
    const open = await t.database.db
      .select()
      .from(equipmentAssignments)
      .where(eq(equipmentAssignments.equipmentId, item.id));
    expect(open).toHaveLength(1);
  });

  it('refuses an assigned, in-maintenance or out-of-service item (409)', async () => {
    const assigned = await newItem();
    await assign(assigned.id);
    const twice = await assign(assigned.id);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(MSG.equipmentAlreadyAssigned);
    for (const status of ['MAINTENANCE', 'OUT_OF_SERVICE']) {
      const res = await assign((await newItem({ status })).id);
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(MSG.equipmentNotAvailable);
    }
  });

  it('keeps an assigned item from being deleted or changing status until it is returned', async () => {
    const admin = await createUser(t.database.db, { role: 'ADMIN' });
    const item = await newItem();
    const assignmentId = (await assign(item.id)).json().assignments[0].id;
    const del = await call(admin, 'DELETE', `/api/equipment/${item.id}`);
    expect(del.statusCode).toBe(409);
    expect(del.json().message).toBe(MSG.equipmentAssignedLocked);
    const status = await call(supervisor, 'PATCH', `/api/equipment/${item.id}`, { status: 'MAINTENANCE' });
    expect(status.statusCode).toBe(409);
    expect((await call(supervisor, 'PATCH', `/api/equipment/${item.id}`, { notes: 'Usée' })).statusCode).toBe(
      200,
    );
    await giveBack(assignmentId);
    expect((await call(admin, 'DELETE', `/api/equipment/${item.id}`)).statusCode).toBe(204);
  });

  it('refuses an inactive agent (409) and an unknown agent or item (404)', async () => {
    const item = await newItem();
    const inactive = await createUser(t.database.db, { role: 'AGENT' });
    await t.database.db.update(users).set({ isActive: false }).where(eq(users.id, inactive.id));
    const res = await assign(item.id, inactive.agentId!);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(MSG.agentInactive);
    const unknownAgent = await assign(item.id, '00000000-0000-4000-8000-000000000000');
    expect(unknownAgent.statusCode).toBe(404);
    expect(unknownAgent.json().message).toBe(MSG.agentNotFound);
    const unknownItem = await assign('00000000-0000-4000-8000-000000000000');
    expect(unknownItem.json().message).toBe(MSG.equipmentNotFound);
    const unknownReturn = await giveBack('00000000-0000-4000-8000-000000000000');
    expect(unknownReturn.statusCode).toBe(404);
    expect(unknownReturn.json().message).toBe(MSG.equipmentAssignmentNotFound);
  });

  it('answers 400 in French for a missing agent or item, 403 to field users', async () => {
    const item = await newItem();
    const noAgent = await call(supervisor, 'POST', '/api/equipment/assign', { equipmentId: item.id });
    expect(noAgent.statusCode).toBe(400);
    expect(noAgent.json().message).toBe(MSG.assignmentAgentRequired);
    const noItem = await call(supervisor, 'POST', '/api/equipment/assign', { agentId: guard.agentId });
    expect(noItem.json().message).toBe(MSG.equipmentRequired);
    expect((await call(supervisor, 'POST', '/api/equipment/return/pas-un-id')).statusCode).toBe(400);
    const byAgent = await call(guard, 'POST', '/api/equipment/assign', {
      equipmentId: item.id,
      agentId: guard.agentId,
    });
    expect(byAgent.statusCode).toBe(403);
  });
});
