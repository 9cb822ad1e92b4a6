import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as MSG from '@secops/domain/messages';
import { deletedShifts, missions, shifts } from '../../db/schema/index.ts';
import { authHeader, createUser } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { insertAgent, insertMission, insertShift } from './planning-fixtures.ts';
import { deleteShift, restoreShift, SHIFT_RESTORE_MS } from './planning.service.ts';

describe('POST /api/planning/shifts/{id}/restore', () => {
  let t: TestApp;
  let staff: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp();
    staff = await authHeader(t.app, await createUser(t.database.db, { role: 'SUPERVISOR' }));
  });
  afterAll(() => t.close());

  const remove = (id: string) =>
    t.app.inject({ method: 'DELETE', url: `/api/planning/shifts/${id}`, headers: staff });
  const restore = (id: string, headers = staff) =>
    t.app.inject({ method: 'POST', url: `/api/planning/shifts/${id}/restore`, headers });
  const slot = { startAt: '2024-04-02T07:00:00Z', endAt: '2024-04-02T15:00:00Z' };

  async function plannedShift() {
    const [agentId, missionId] = [await insertAgent(t.database.db), await insertMission(t.database.db)];
    const id = await insertShift(t.database.db, { agentId, missionId, ...slot });
    await t.database.db
      .update(shifts)
      .set({ zone: 'Hall B', notes: 'Badge à retirer' })
      .where(eq(shifts.id, id));
    return { id, agentId, missionId };
  }

  it('brings a deleted shift back as it was, with its id, once', async () => {
    const { id, agentId, missionId } = await plannedShift();
    const [before] = await t.database.db.select().from(shifts).where(eq(shifts.id, id));
    expect((await remove(id)).statusCode).toBe(204);
    const res = await restore(id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id,
      agentId,
      missionId,
      startAt: '2024-04-02T07:00:00.000Z',
      endAt: '2024-04-02T15:00:00.000Z',
      zone: 'Hall B',
      notes: 'Badge à retirer',
      agent: { id: agentId },
      mission: { id: missionId },
    });
    const [after] = await t.database.db.select().from(shifts).where(eq(shifts.id, id));
    expect(after).toEqual(before);
    expect(await t.database.db.select().from(deletedShifts).where(eq(deletedShifts.id, id))).toEqual([]);
    expect((await restore(id)).json()).toMatchObject({ statusCode: 404, message: MSG.shiftRestoreExpired });
  });

  it('refuses after 10 minutes, and forgets older deletions at the next one', async () => {
    const { id } = await plannedShift();
    const deletedAt = new Date('2026-01-05T10:00:00Z');
    await deleteShift(t.database.db, id, deletedAt);
    const late = new Date(deletedAt.getTime() + SHIFT_RESTORE_MS + 1);
    await expect(restoreShift(t.database.db, id, late)).rejects.toMatchObject({
      statusCode: 404,
      message: MSG.shiftRestoreExpired,
    });
    const other = await plannedShift();
    await deleteShift(t.database.db, other.id, late);
    expect(await t.database.db.select().from(deletedShifts).where(eq(deletedShifts.id, id))).toEqual([]);
    const inTime = new Date(late.getTime() + SHIFT_RESTORE_MS);
    expect((await restoreShift(t.database.db, other.id, inTime)).shift.id).toBe(other.id);
  });

  it("refuses when another shift took the agent's slot meanwhile, or the mission was archived", async () => {
    const taken = await plannedShift();
    await remove(taken.id);
    await insertShift(t.database.db, { agentId: taken.agentId, missionId: taken.missionId, ...slot });
    const overlap = await restore(taken.id);
    expect(overlap.statusCode).toBe(409);
    expect(overlap.json().message).toContain(MSG.shiftOverlap);

    const archived = await plannedShift();
    await remove(archived.id);
    await t.database.db
      .update(missions)
      .set({ status: 'ARCHIVED' })
      .where(eq(missions.id, archived.missionId));
    expect((await restore(archived.id)).json()).toMatchObject({
      statusCode: 409,
      message: MSG.missionArchived,
    });
    expect(await t.database.db.select().from(shifts).where(eq(shifts.id, archived.id))).toEqual([]);
  });

  it('is for staff only, and answers 400 to an id that is not one', async () => {
    const { id } = await plannedShift();
    await remove(id);
    const agent = await authHeader(t.app, await createUser(t.database.db, { role: 'AGENT' }));
    expect((await restore(id, agent)).statusCode).toBe(403);
    expect((await restore('pas-un-id')).json()).toMatchObject({ statusCode: 400, message: MSG.idInvalid });
    expect((await restore(id)).statusCode).toBe(200);
  });
});
