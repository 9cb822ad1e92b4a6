import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as MSG from '@secops/domain/messages';
import { agents, certifications, incidents, users } from '../../db/schema/index.ts';
import { createUser, DEFAULT_PASSWORD, type TestUser } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { caller, givenMission } from '../missions/missions.fixtures.ts';

describe('account status and deletion', () => {
  let t: TestApp;
  let call: ReturnType<typeof caller>;
  let superadmin: TestUser;
  let admin: TestUser;
  let supervisor: TestUser;
  beforeAll(async () => {
    t = await createTestApp();
    call = caller(t.app);
    superadmin = await createUser(t.database.db, { role: 'SUPERADMIN' });
    admin = await createUser(t.database.db, { role: 'ADMIN' });
    supervisor = await createUser(t.database.db, { role: 'SUPERVISOR' });
  });
  afterAll(() => t.close());

  const login = (user: TestUser) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password: DEFAULT_PASSWORD },
    });
  const setActive = (actor: TestUser, user: { id: string }, isActive: boolean) =>
    call(actor, 'PATCH', `/api/users/${user.id}/status`, { isActive });

  it('deactivates an agent: sign-in and refresh are refused, the agent shows as inactive', async () => {
    const guard = await createUser(t.database.db, { role: 'AGENT' });
    const { refreshToken } = (await login(guard)).json();
    const res = await setActive(supervisor, guard, false);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: guard.id, isActive: false });
    expect((await login(guard)).statusCode).toBe(403);
    expect((await login(guard)).json().message).toBe(MSG.accountDisabled);
    const refresh = await t.app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      payload: { refreshToken },
    });
    expect(refresh.statusCode).toBe(401);
    expect((await call(admin, 'GET', `/api/agents/${guard.agentId}`)).json().isActive).toBe(false);

    expect((await setActive(supervisor, guard, true)).json().isActive).toBe(true);
    expect((await login(guard)).statusCode).toBe(200);
  });

  it('keeps admin accounts to a SUPERADMIN, and nobody deactivates themself', async () => {
    const other = await createUser(t.database.db, { role: 'ADMIN' });
    const bySupervisor = await setActive(supervisor, other, false);
    expect(bySupervisor.statusCode).toBe(403);
    expect(bySupervisor.json().message).toBe(MSG.accountRoleForbidden);
    expect((await setActive(admin, other, false)).statusCode).toBe(403);
    expect((await setActive(superadmin, other, false)).statusCode).toBe(200);
    const self = await setActive(admin, admin, false);
    expect(self.statusCode).toBe(403);
    expect(self.json().message).toBe(MSG.cannotDeactivateSelf);
  });

  it('answers 400 in French for a missing flag, 404 for an unknown user, 403 to field users', async () => {
    const guard = await createUser(t.database.db, { role: 'AGENT' });
    const bad = await call(admin, 'PATCH', `/api/users/${guard.id}/status`, { isActive: 'non' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(MSG.booleanExpected);
    const unknown = await setActive(admin, { id: '00000000-0000-4000-8000-000000000000' }, false);
    expect(unknown.statusCode).toBe(404);
    expect((await setActive(guard, guard, false)).statusCode).toBe(403);
  });

  it("deletes an agent's account: the agent stays in history under its name, without personal data", async () => {
    const guard = await createUser(t.database.db, { role: 'AGENT', firstName: 'Hugo', lastName: 'Lemoine' });
    await t.database.db
      .update(agents)
      .set({ phone: '0611223344', address: '8 rue X, Paris', dateOfBirth: '1991-02-03' })
      .where(eq(agents.id, guard.agentId!));
    await t.database.db
      .insert(certifications)
      .values({ agentId: guard.agentId!, type: 'SST', expiresAt: new Date('2030-01-01') });
    const mission = await givenMission(t.database.db);
    await t.database.db.insert(incidents).values({
      missionId: mission.id,
      type: 'other',
      title: 'Porte forcée',
      description: 'Constat',
      reporterId: guard.agentId,
    });

    const res = await call(admin, 'DELETE', `/api/users/${guard.id}`);
    expect(res.statusCode).toBe(204);
    expect(await t.database.db.select().from(users).where(eq(users.id, guard.id))).toHaveLength(0);
    const kept = await call(admin, 'GET', `/api/agents/${guard.agentId}`);
    expect(kept.statusCode).toBe(200);
    expect(kept.json()).toMatchObject({
      firstName: 'Hugo',
      lastName: 'Lemoine',
      user: null,
      userId: null,
      email: null,
      deleted: true,
      isActive: false,
      phone: null,
      address: null,
      dateOfBirth: null,
      certifications: [],
    });
    const [incident] = await t.database.db
      .select()
      .from(incidents)
      .where(eq(incidents.missionId, mission.id));
    expect(incident?.reporterId).toBe(guard.agentId);
    const list = (await call(admin, 'GET', '/api/agents')).json();
    expect(list.map((a: { id: string }) => a.id)).not.toContain(guard.agentId);
    expect((await login(guard)).statusCode).toBe(401);
  });

  it('deletes through the agent too (DELETE /api/agents/{id}); a deleted agent answers 404', async () => {
    const guard = await createUser(t.database.db, { role: 'LEAD' });
    expect((await call(superadmin, 'DELETE', `/api/agents/${guard.agentId}`)).statusCode).toBe(204);
    const again = await call(superadmin, 'DELETE', `/api/agents/${guard.agentId}`);
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe(MSG.agentNotFound);
    const edit = await call(superadmin, 'PATCH', `/api/agents/${guard.agentId}`, { firstName: 'X' });
    expect(edit.statusCode).toBe(404);
  });

  it('refuses deletion to a SUPERVISOR, of oneself, and of an admin account by an ADMIN', async () => {
    const guard = await createUser(t.database.db, { role: 'AGENT' });
    expect((await call(supervisor, 'DELETE', `/api/users/${guard.id}`)).statusCode).toBe(403);
    expect((await call(supervisor, 'DELETE', `/api/agents/${guard.agentId}`)).statusCode).toBe(403);
    expect((await call(guard, 'DELETE', `/api/agents/${guard.agentId}`)).statusCode).toBe(403);
    const self = await call(admin, 'DELETE', `/api/users/${admin.id}`);
    expect(self.statusCode).toBe(403);
    expect(self.json().message).toBe(MSG.cannotDeleteSelf);
    const peer = await createUser(t.database.db, { role: 'ADMIN' });
    expect((await call(admin, 'DELETE', `/api/users/${peer.id}`)).statusCode).toBe(403);
    expect((await call(superadmin, 'DELETE', `/api/users/${peer.id}`)).statusCode).toBe(204);
    const unknown = await call(admin, 'DELETE', '/api/users/00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(MSG.userNotFound);
    expect((await call(admin, 'DELETE', '/api/users/pas-un-id')).statusCode).toBe(400);
  });
});
