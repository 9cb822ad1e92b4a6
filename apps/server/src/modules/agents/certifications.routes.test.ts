import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as MSG from '@secops/domain/messages';
import { createUser, type TestUser } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { caller } from '../missions/missions.fixtures.ts';

describe('agent certifications', () => {
  let t: TestApp;
  let call: ReturnType<typeof caller>;
  let admin: TestUser;
  let supervisor: TestUser;
  beforeAll(async () => {
    t = await createTestApp();
    call = caller(t.app);
    admin = await createUser(t.database.db, { role: 'ADMIN' });
    supervisor = await createUser(t.database.db, { role: 'SUPERVISOR' });
  });
  afterAll(() => t.close());

  const url = (agentId: string, certId?: string) =>
    `/api/agents/${agentId}/certifications${certId ? `/${certId}` : ''}`;

  it('adds a certification valid through its whole last day, Paris time, as expiresAt and validTo', async () => {
    const guard = await createUser(t.database.db, { role: 'AGENT' });
    const res = await call(supervisor, 'POST', url(guard.agentId!), {
      type: 'Carte professionnelle CNAPS',
      number: 'CAR-075-2031',
      validTo: '2031-06-30',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      id: expect.any(String),
      type: 'Carte professionnelle CNAPS',
      number: 'CAR-075-2031',
      expiresAt: '2031-06-30T21:59:59.999Z',
      validTo: '2031-06-30T21:59:59.999Z',
    });
    const profile = (await call(supervisor, 'GET', `/api/agents/${guard.agentId}`)).json();
    expect(profile.certifications).toEqual([res.json()]);
  });

  it('edits and (SUPERADMIN or ADMIN only) deletes a certification', async () => {
    const guard = await createUser(t.database.db, { role: 'AGENT' });
    const created = (
      await call(supervisor, 'POST', url(guard.agentId!), { type: 'SST', expiresAt: '2027-01-15T12:00:00Z' })
    ).json();
    const edited = await call(supervisor, 'PATCH', url(guard.agentId!, created.id), {
      number: 'SST-75-2027',
      expiresAt: '2028-01-31',
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({
      type: 'SST',
      number: 'SST-75-2027',
      validTo: '2028-01-31T22:59:59.999Z',
    });
    expect((await call(supervisor, 'DELETE', url(guard.agentId!, created.id))).statusCode).toBe(403);
    expect((await call(admin, 'DELETE', url(guard.agentId!, created.id))).statusCode).toBe(204);
    const again = await call(admin, 'DELETE', url(guard.agentId!, created.id));
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe(MSG.certificationNotFound);
  });

  it.each([
    [{ expiresAt: '2030-01-01' }, MSG.certificationTypeRequired],
    [{ type: 'SST' }, MSG.certificationDateRequired],
    [{ type: 'SST', expiresAt: '31/12/2030' }, MSG.certificationDateRequired],
    [{ type: 'SST', expiresAt: '2030-02-30' }, MSG.certificationDateRequired],
    [{ type: 'SST', expiresAt: '2030-01-01', validTo: '2031-01-01' }, MSG.certificationDatesDiffer],
  ])('answers 400 in French for %o', async (body, message) => {
    const guard = await createUser(t.database.db, { role: 'AGENT' });
    const res = await call(supervisor, 'POST', url(guard.agentId!), body);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it("answers 404 for an unknown agent or another agent's certification, 403 to field users", async () => {
    const a = await createUser(t.database.db, { role: 'AGENT' });
    const b = await createUser(t.database.db, { role: 'AGENT' });
    const body = { type: 'SST', expiresAt: '2030-01-01' };
    const ofA = (await call(admin, 'POST', url(a.agentId!), body)).json();
    expect((await call(admin, 'PATCH', url(b.agentId!, ofA.id), { number: 'X' })).statusCode).toBe(404);
    expect((await call(admin, 'DELETE', url(b.agentId!, ofA.id))).statusCode).toBe(404);
    const unknown = await call(admin, 'POST', url('00000000-0000-4000-8000-000000000000'), body);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(MSG.agentNotFound);
    expect((await call(a, 'POST', url(a.agentId!), body)).statusCode).toBe(403);
    expect((await call(a, 'DELETE', url(a.agentId!, ofA.id))).statusCode).toBe(403);
  });
});
