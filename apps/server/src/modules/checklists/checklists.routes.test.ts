import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_CHECKLIST_TEMPLATES } from '@secops/domain/checklists';
import * as MSG from '@secops/domain/messages';
import { checklistItems, checklistTemplates, specialties } from '../../db/schema/index.ts';
import { createUser, type TestUser } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { caller, givenAssignment, givenMission } from '../missions/missions.fixtures.ts';

describe('check-lists API', () => {
  let t: TestApp;
  let call: ReturnType<typeof caller>;
  let supervisor: TestUser;
  let marc: TestUser;
  let ines: TestUser;
  let outsider: TestUser;
  let missionId: string;

  beforeAll(async () => {
    t = await createTestApp();
    call = caller(t.app);
    supervisor = await createUser(t.database.db, { role: 'SUPERVISOR' });
    marc = await createUser(t.database.db, { role: 'AGENT' });
    ines = await createUser(t.database.db, { role: 'LEAD' });
    outsider = await createUser(t.database.db, { role: 'AGENT' });
    missionId = (await givenMission(t.database.db)).id;
    await givenAssignment(t.database.db, missionId, marc.agentId!);
    await givenAssignment(t.database.db, missionId, ines.agentId!);
  });
  afterAll(() => t.close());

  const bulk = (items: object[], mission = missionId) =>
    call(supervisor, 'POST', '/api/checklists/bulk', { missionId: mission, items });
  const tick = (user: TestUser, checklistId: string, agentId: string, checked = true) =>
    call(user, 'POST', '/api/checklists/tick', { checklistId, agentId, missionId, checked });

  it('writes a mission check-list in bulk (201) in the given order after the existing tasks', async () => {
    const res = await bulk([
      { label: 'Contrôle des niveaux', required: true, category: 'vehicle', assignedAgents: [marc.agentId] },
      { label: 'Briefing', required: false, category: 'other', assignedAgents: [ines.agentId] },
      { label: 'Radio', required: true, category: 'equipment', assignedAgents: [] },
    ]);
    expect(res.statusCode).toBe(201);
    expect(res.json().map((i: { label: string; order: number }) => [i.label, i.order])).toEqual([
      ['Contrôle des niveaux', 0],
      ['Briefing', 1],
      ['Radio', 2],
    ]);
    const more = await bulk([{ label: 'Gilet' }]);
    expect(more.json()).toEqual([
      {
        id: expect.any(String),
        missionId,
        label: 'Gilet',
        category: 'general',
        required: true,
        assignedAgents: [],
        order: 3,
        ticks: [],
      },
    ]);
  });

  it('writes nothing when one task is bad or names an unknown agent', async () => {
    const before = await t.database.db.$count(checklistItems);
    const unknown = await bulk([
      { label: 'A' },
      { label: 'B', assignedAgents: ['2f9a4c1e-0000-4000-8000-000000000000'] },
    ]);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(MSG.missionAgentNotFound);
    const bad = await bulk([{ label: 'A' }, { label: '', category: 'general' }]);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(MSG.checklistLabelRequired);
    expect((await bulk([{ label: 'A', category: 'kitchen' }])).json().message).toBe(
      MSG.checklistCategoryInvalid,
    );
    expect((await bulk([])).json().message).toBe(MSG.checklistItemsRequired);
    expect((await bulk([{ label: 'A', done: true }])).statusCode).toBe(400);
    expect(await t.database.db.$count(checklistItems)).toBe(before);
  });

  it('refuses a task order beyond the 32-bit column (400, French) and writes nothing', async () => {
    const before = await t.database.db.$count(checklistItems);
    for (const order of [2147483648, 1e20, 1_000_001]) {
      const res = await bulk([{ label: 'A', order }]);
      expect(res.statusCode, String(order)).toBe(400);
      expect(res.json().message).toBe(MSG.checklistOrderInvalid);
    }
    expect(await t.database.db.$count(checklistItems)).toBe(before);
  });

  it('refuses bulk writing to field users (403) and for an unknown mission (404)', async () => {
    const res = await call(marc, 'POST', '/api/checklists/bulk', { missionId, items: [{ label: 'A' }] });
    expect(res.statusCode).toBe(403);
    const unknown = await bulk([{ label: 'A' }], '2f9a4c1e-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
  });

  it('shows staff every task and an agent only the tasks for everyone or for them', async () => {
    const all = await call(supervisor, 'GET', `/api/checklists/items?missionId=${missionId}`);
    expect(all.json()).toHaveLength(4);
    const mine = await call(marc, 'GET', `/api/checklists/items?missionId=${missionId}`);
    expect(mine.json().map((i: { label: string }) => i.label)).toEqual([
      'Contrôle des niveaux',
      'Radio',
      'Gilet',
    ]);
    const detail = await call(marc, 'GET', `/api/missions/${missionId}`);
    expect(detail.json().checklists).toHaveLength(3);
    expect(detail.json()._count.checklists).toBe(4);
  });

  it('answers 404 to an agent not on the mission and 400 to a malformed mission id', async () => {
    expect((await call(outsider, 'GET', `/api/checklists/items?missionId=${missionId}`)).statusCode).toBe(
      404,
    );
    const bad = await call(supervisor, 'GET', '/api/checklists/items?missionId=abc');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(MSG.idInvalid);
  });

  it('lets an agent tick and untick their task, signed now, and shows only their own ticks', async () => {
    const radio = (
      await t.database.db.select().from(checklistItems).where(eq(checklistItems.label, 'Radio'))
    )[0]!;
    const before = Date.now();
    const res = await tick(marc, radio.id, marc.agentId!);
    expect(res.statusCode).toBe(200);
    const [own] = res.json().ticks;
    expect(own).toMatchObject({ agentId: marc.agentId, checked: true });
    expect(Date.parse(own.signedAt)).toBeGreaterThanOrEqual(before - 1000);
    await tick(ines, radio.id, ines.agentId!);
    const unticked = await tick(marc, radio.id, marc.agentId!, false);
    expect(unticked.json().ticks).toEqual([
      expect.objectContaining({ agentId: marc.agentId, checked: false }),
    ]);
    const staffView = await call(supervisor, 'GET', `/api/checklists/items?missionId=${missionId}`);
    const radioTicks = staffView.json().find((i: { id: string }) => i.id === radio.id).ticks;
    expect(radioTicks).toHaveLength(2);
  });

  it('takes a tick sent again by the offline queue as the same state, keeping the time of the first', async () => {
    const [task] = (await bulk([{ label: 'Ronde du parking' }])).json();
    const send = (checked: boolean, clientRequestId: string) =>
      call(marc, 'POST', '/api/checklists/tick', {
        checklistId: task.id,
        agentId: marc.agentId,
        missionId,
        checked,
        clientRequestId,
      });
    const first = await send(true, 'f1d2a7c0-0000-4000-8000-000000000001');
    expect(first.statusCode).toBe(200);
    const [signed] = first.json().ticks;
    await new Promise((resolve) => setTimeout(resolve, 20));
    const again = await send(true, 'f1d2a7c0-0000-4000-8000-000000000001');
    expect(again.statusCode).toBe(200);
    expect(again.json().ticks).toEqual([signed]);
    // The state is what is sent, never a toggle: an untick followed by its own repeat stays unticked.
    await send(false, 'f1d2a7c0-0000-4000-8000-000000000002');
    const untickedAgain = await send(false, 'f1d2a7c0-0000-4000-8000-000000000002');
    expect(untickedAgain.json().ticks).toEqual([expect.objectContaining({ checked: false })]);
    const bad = await send(true, '');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(MSG.clientRequestIdInvalid);
  });

  it("signs a guard's offline tick when it was made (a day at most), with its arrival beside it", async () => {
    const [task] = (await bulk([{ label: 'Contrôle des issues' }])).json();
    const send = (user: TestUser, agentId: string, checked: boolean, checkedAt: string) =>
      call(user, 'POST', '/api/checklists/tick', {
        checklistId: task.id,
        agentId,
        missionId,
        checked,
        checkedAt,
      });
    const madeOffline = new Date(Date.now() - 24 * 60_000).toISOString();
    const [kept] = (await send(marc, marc.agentId!, true, madeOffline)).json().ticks;
    expect(kept).toMatchObject({ checked: true, signedAt: madeOffline, declaredAt: null });
    expect(Date.now() - Date.parse(kept.receivedAt)).toBeLessThan(60_000);
    // A weekend offline: still recorded, signed on arrival, the phone's time shown beside it.
    const weekend = new Date(Date.now() - 50 * 3_600_000).toISOString();
    const [late] = (await send(marc, marc.agentId!, false, weekend)).json().ticks;
    expect(late).toMatchObject({ checked: false, declaredAt: weekend });
    const [ahead] = (
      await send(marc, marc.agentId!, true, new Date(Date.now() + 3_600_000).toISOString())
    ).json().ticks;
    expect(Date.parse(ahead.signedAt)).toBeLessThanOrEqual(Date.now());
    expect(ahead.declaredAt).not.toBeNull();
    // Staff tick online: their time is the server's.
    const [staff] = (await send(supervisor, ines.agentId!, true, madeOffline))
      .json()
      .ticks.filter((t: { agentId: string }) => t.agentId === ines.agentId);
    expect(staff.signedAt).not.toBe(madeOffline);
    const bad = await send(marc, marc.agentId!, true, 'hier');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(MSG.dateInvalid);
  });

  it('refuses to tick for another agent (403), a task that is not theirs (403) or off the mission (404)', async () => {
    const items = await t.database.db
      .select()
      .from(checklistItems)
      .where(eq(checklistItems.missionId, missionId));
    const byLabel = (label: string) => items.find((i) => i.label === label)!.id;
    const forOther = await tick(marc, byLabel('Radio'), ines.agentId!);
    expect(forOther.statusCode).toBe(403);
    expect(forOther.json().message).toBe(MSG.checklistTickOwnOnly);
    expect((await tick(marc, byLabel('Briefing'), marc.agentId!)).statusCode).toBe(403);
    expect((await tick(outsider, byLabel('Radio'), outsider.agentId!)).statusCode).toBe(404);
    const unknown = await tick(marc, '2f9a4c1e-0000-4000-8000-000000000000', marc.agentId!);
    expect(unknown.json().message).toBe(MSG.checklistItemNotFound);
    const bad = await call(marc, 'POST', '/api/checklists/tick', {
      checklistId: byLabel('Radio'),
      checked: 'oui',
    });
    expect(bad.statusCode).toBe(400);
  });

  it('lets staff tick for an assigned agent but not for an agent off the mission', async () => {
    const [item] = await t.database.db.select().from(checklistItems).where(eq(checklistItems.label, 'Gilet'));
    expect((await tick(supervisor, item!.id, ines.agentId!)).statusCode).toBe(200);
    const res = await tick(supervisor, item!.id, outsider.agentId!);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(MSG.checklistAgentNotAssigned);
  });
});

describe('check-list templates API', () => {
  let t: TestApp;
  let call: ReturnType<typeof caller>;
  let admin: TestUser;

  beforeAll(async () => {
    t = await createTestApp();
    call = caller(t.app);
    admin = await createUser(t.database.db, { role: 'ADMIN' });
    await t.database.db.insert(specialties).values({ code: 'CYNOPHILE', label: 'Maître-chien' });
    await t.database.db
      .insert(checklistTemplates)
      .values({ specialty: 'DRIVER', items: [{ label: 'Plein fait', required: true, category: 'vehicle' }] });
  });
  afterAll(() => t.close());

  it('answers the saved template, else the default tasks, else nothing for an added specialty', async () => {
    const driver = await call(admin, 'GET', '/api/checklists/templates/DRIVER');
    expect(driver.json()).toEqual({
      specialty: 'DRIVER',
      items: [{ label: 'Plein fait', required: true, category: 'vehicle' }],
      isDefault: false,
    });
    const bodyguard = await call(admin, 'GET', '/api/checklists/templates/BODYGUARD');
    expect(bodyguard.json()).toEqual({
      specialty: 'BODYGUARD',
      items: DEFAULT_CHECKLIST_TEMPLATES.BODYGUARD,
      isDefault: true,
    });
    const all = (await call(admin, 'GET', '/api/checklists/templates')).json();
    expect(all.map((x: { specialty: string }) => x.specialty)).toHaveLength(6);
    expect(all.find((x: { specialty: string }) => x.specialty === 'CYNOPHILE').items).toEqual([]);
  });

  it('answers 404 for a specialty outside the catalogue and 403 to field users', async () => {
    const res = await call(admin, 'GET', '/api/checklists/templates/PLONGEUR');
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(MSG.checklistTemplateNotFound);
    const agent = await createUser(t.database.db, { role: 'AGENT' });
    expect((await call(agent, 'GET', '/api/checklists/templates/DRIVER')).statusCode).toBe(403);
  });
});
