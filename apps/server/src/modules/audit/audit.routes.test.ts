import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as MSG from '@secops/domain/messages';
import type { AuditEntry } from '@secops/domain/audit';
import { authHeader, createUser, type TestUser } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { seedAssignment, seedMission } from '../incidents/incidents-fixtures.ts';

describe('audit log', () => {
  let t: TestApp;
  let admin: TestUser;
  let superadmin: TestUser;
  let supervisor: TestUser;
  let agent: TestUser;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await createUser(t.database.db, { role: 'ADMIN', firstName: 'Claire', lastName: 'Vasseur' });
    superadmin = await createUser(t.database.db, { role: 'SUPERADMIN' });
    supervisor = await createUser(t.database.db, {
      role: 'SUPERVISOR',
      firstName: 'Paul',
      lastName: 'Renard',
    });
    agent = await createUser(t.database.db, { role: 'AGENT' });
  });
  afterAll(() => t.close());

  const call = async (user: TestUser | null, method: string, url: string, payload?: object) =>
    t.app.inject({
      method: method as 'GET',
      url,
      payload,
      headers: user ? await authHeader(t.app, user) : {},
    });
  const log = async (query: string, user = admin) => {
    const res = await call(user, 'GET', `/api/audit-log?${query}`);
    expect(res.statusCode).toBe(200);
    return { entries: res.json() as AuditEntry[], total: Number(res.headers['x-total-count']) };
  };

  it('records who created, changed and deleted a client, with the changed fields before and after', async () => {
    const created = await call(supervisor, 'POST', '/api/clients', {
      name: 'Maison Écarlate',
      phone: '01 42 68 53 00',
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().id as string;
    expect((await call(admin, 'PATCH', `/api/clients/${id}`, { name: 'Maison Carmin' })).statusCode).toBe(
      200,
    );
    expect((await call(admin, 'DELETE', `/api/clients/${id}`)).statusCode).toBe(204);

    const { entries, total } = await log(`entityType=client&entityId=${id}`);
    expect(total).toBe(3);
    expect(entries.map((e) => e.action)).toEqual(['delete', 'update', 'create']);
    const [deleted, updated, create] = entries;
    expect(create).toMatchObject({
      entityType: 'client',
      entityId: id,
      user: { id: supervisor.id, name: 'Paul Renard' },
    });
    expect(create?.changes.name).toEqual({ before: null, after: 'Maison Écarlate' });
    expect(updated?.user).toEqual({ id: admin.id, name: 'Claire Vasseur' });
    expect(updated?.changes).toEqual({ name: { before: 'Maison Écarlate', after: 'Maison Carmin' } });
    expect(deleted?.changes.name).toEqual({ before: 'Maison Carmin', after: null });
    expect(Date.parse(create?.at ?? '')).not.toBeNaN();
  });

  it('names the element and the elements its fields point at, even once they are deleted', async () => {
    const driver = await createUser(t.database.db, { role: 'AGENT', firstName: 'Yanis', lastName: 'Morel' });
    const agentId = driver.agentId ?? '';
    const created = await call(supervisor, 'POST', '/api/equipment/vehicles', {
      plate: 'gh-482-kl',
      brand: 'Renault',
      model: 'Kangoo',
      status: 'ASSIGNED',
      assignedAgentId: agentId,
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().id as string;

    const [create] = (await log(`entityType=vehicle&entityId=${id}`)).entries;
    expect(create?.entityLabel).toBe('GH-482-KL (Renault Kangoo)');
    expect(create?.changes.assigned_agent_id?.after).toBe(agentId);
    expect(create?.refs[agentId]).toBe('Yanis Morel');

    const back = await call(admin, 'PATCH', `/api/equipment/vehicles/${id}`, { status: 'AVAILABLE' });
    expect(back.statusCode).toBe(200);
    expect((await call(admin, 'DELETE', `/api/equipment/vehicles/${id}`)).statusCode).toBe(204);
    // Removed outside the API, with no author: the log keeps no copy of the agent.
    await t.database.db.execute(sql`delete from agents where id = ${agentId}`);
    const { entries } = await log(`entityType=vehicle&entityId=${id}`);
    expect(entries.map((e) => e.action)).toEqual(['delete', 'update', 'create']);
    for (const entry of entries) {
      expect(entry.entityLabel).toBe('GH-482-KL (Renault Kangoo) — véhicule supprimé');
    }
    expect(entries[1]?.changes.assigned_agent_id).toEqual({ before: agentId, after: null });
    expect(entries[1]?.refs).toEqual({ [agentId]: 'Agent supprimé' });
  });

  it('names a shift by its agent and Paris start, and the mission it points at by title', async () => {
    const missionId = await seedMission(t.database.db, {
      title: 'Gardiennage Entrepôt Nord',
      startAt: new Date('2027-01-14T06:00:00.000Z'),
      endAt: new Date('2027-01-14T20:00:00.000Z'),
    });
    const shift = await call(supervisor, 'POST', '/api/planning/shifts', {
      agentId: agent.agentId,
      missionId,
      startAt: '2027-01-14T07:00:00.000Z',
      endAt: '2027-01-14T15:00:00.000Z',
    });
    expect(shift.statusCode).toBe(201);
    const { entries } = await log(`entityType=shift&entityId=${shift.json().id as string}`);
    expect(entries[0]?.entityLabel).toBe('Camille Martin · 14/01/2027 08:00');
    expect(entries[0]?.refs[missionId]).toBe('Gardiennage Entrepôt Nord');
    expect(entries[0]?.refs[agent.agentId ?? '']).toBe('Camille Martin');
  });

  it('writes nothing for a refused write: the entry shares the transaction of the change', async () => {
    const client = await call(admin, 'POST', '/api/clients', { name: 'Client occupé' });
    const clientId = client.json().id as string;
    await seedMission(t.database.db, { clientId });
    const refused = await call(admin, 'DELETE', `/api/clients/${clientId}`);
    expect(refused.statusCode).toBe(409);
    const { entries } = await log(`entityType=client&entityId=${clientId}`);
    expect(entries.map((e) => e.action)).toEqual(['create']);
  });

  it('never copies a secret: password hashes and 2FA secrets stay out of the log', async () => {
    const res = await call(superadmin, 'POST', '/api/users', {
      email: 'nouvelle.recrue@example.test',
      password: 'Motdepasse-2025!',
      role: 'SUPERVISOR',
      firstName: 'Nina',
      lastName: 'Roux',
    });
    expect(res.statusCode).toBe(201);
    const password = await call(admin, 'PATCH', `/api/users/${admin.id}/password`, {
      currentPassword: admin.password,
      newPassword: 'Nouveau-motdepasse-2025',
    });
    expect(password.statusCode).toBe(200);
    const result = await t.database.db.execute(sql`select details::text as d from audit_log`);
    const text = (result as unknown as { rows: { d: string }[] }).rows.map((r) => r.d).join('\n');
    expect(text).not.toMatch(/argon2|password_hash|two_fa_secret/);
    const { entries } = await log(`entityType=user&entityId=${res.json().id}`, superadmin);
    expect(
      entries.some((e) => e.action === 'create' && e.changes.email?.after === 'nouvelle.recrue@example.test'),
    ).toBe(true);
  });

  it('leaves out what field users write and what nobody signed in writes', async () => {
    const before = await log('', superadmin);
    await t.database.db.execute(sql`insert into specialties (code, label) values ('CYNO', 'Cynophile')`);
    const missionId = await seedMission(t.database.db);
    await seedAssignment(t.database.db, missionId, agent.agentId ?? '');
    const incident = await call(agent, 'POST', '/api/incidents', {
      missionId,
      type: 'other',
      severity: 2,
      title: 'Porte ouverte',
      description: 'Porte de service trouvée ouverte',
    });
    expect(incident.statusCode).toBe(201);
    const after = await log('', superadmin);
    expect(after.total).toBe(before.total);
  });

  it('filters by author and time window, pages with x-total-count, newest first', async () => {
    const start = new Date().toISOString();
    for (const name of ['Un', 'Deux', 'Trois']) {
      expect((await call(supervisor, 'POST', '/api/clients', { name: `Client ${name}` })).statusCode).toBe(
        201,
      );
    }
    const page = await log(`userId=${supervisor.id}&from=${encodeURIComponent(start)}&limit=2&offset=0`);
    expect(page.total).toBe(3);
    expect(page.entries).toHaveLength(2);
    expect(page.entries[0]?.changes.name?.after).toBe('Client Trois');
    const rest = await log(`userId=${supervisor.id}&from=${encodeURIComponent(start)}&limit=2&offset=2`);
    expect(rest.entries.map((e) => e.changes.name?.after)).toEqual(['Client Un']);
    const past = await log(`userId=${supervisor.id}&to=${encodeURIComponent(start)}&entityType=client`);
    expect(past.entries.every((e) => Date.parse(e.at) < Date.parse(start))).toBe(true);
  });

  it('answers bad filters with 400 in French', async () => {
    const type = await call(admin, 'GET', '/api/audit-log?entityType=secret');
    expect(type.statusCode).toBe(400);
    expect(type.json().message).toContain(MSG.auditEntityTypeInvalid);
    const window = await call(
      admin,
      'GET',
      '/api/audit-log?from=2026-02-01T00:00:00Z&to=2026-01-01T00:00:00Z',
    );
    expect(window.statusCode).toBe(400);
    expect(window.json().message).toContain(MSG.auditWindowInvalid);
    expect((await call(admin, 'GET', '/api/audit-log?userId=nope')).statusCode).toBe(400);
  });

  it('is read by ADMIN and SUPERADMIN only', async () => {
    expect((await call(null, 'GET', '/api/audit-log')).statusCode).toBe(401);
    expect((await call(supervisor, 'GET', '/api/audit-log')).statusCode).toBe(403);
    expect((await call(agent, 'GET', '/api/audit-log')).statusCode).toBe(403);
    expect((await call(superadmin, 'GET', '/api/audit-log')).statusCode).toBe(200);
  });

  it('is append-only: no route changes an entry, and the database refuses it too', async () => {
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) {
      expect((await call(superadmin, method, '/api/audit-log')).statusCode).toBe(405);
    }
    const [first] = (await log('limit=1', superadmin)).entries;
    await expect(t.database.db.execute(sql`delete from audit_log where id = ${first?.id}`)).rejects.toThrow();
    await expect(
      t.database.db.execute(sql`update audit_log set action = 'x' where id = ${first?.id}`),
    ).rejects.toThrow();
    expect((await log('limit=1', superadmin)).entries[0]).toEqual(first);
  });

  it('keeps each author apart when writes run at the same time', async () => {
    const start = new Date().toISOString();
    const writes = Array.from({ length: 10 }, (_, i) =>
      call(i % 2 ? admin : supervisor, 'POST', '/api/clients', { name: `Parallèle ${i}` }),
    );
    expect((await Promise.all(writes)).every((r) => r.statusCode === 201)).toBe(true);
    const { entries } = await log(`entityType=client&from=${encodeURIComponent(start)}`);
    expect(entries).toHaveLength(10);
    for (const e of entries) {
      const i = Number(String(e.changes.name?.after).split(' ')[1]);
      expect(e.user?.id).toBe(i % 2 ? admin.id : supervisor.id);
    }
  });
});
