import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as MSG from '@secops/domain/messages';
import { createUser, type TestUser } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { caller } from '../missions/missions.fixtures.ts';

describe('equipment', () => {
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

  const create = (body: object, user = supervisor) => call(user, 'POST', '/api/equipment', body);

  it('creates an item (201), AVAILABLE with an empty history, and lists it', async () => {
    const res = await create({
      kind: 'radio',
      serial: 'MTR-0042',
      brand: 'Motorola',
      model: 'DP4400',
      notes: '',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      id: expect.any(String),
      kind: 'radio',
      serial: 'MTR-0042',
      brand: 'Motorola',
      model: 'DP4400',
      notes: null,
      status: 'AVAILABLE',
      createdAt: expect.any(String),
      assignments: [],
    });
    const list = await call(supervisor, 'GET', '/api/equipment');
    expect(list.statusCode).toBe(200);
    expect(list.json()).toContainEqual(res.json());
  });

  it('filters the list by kind and status', async () => {
    await create({ kind: 'flashlight', status: 'MAINTENANCE' });
    const res = await call(supervisor, 'GET', '/api/equipment?kind=flashlight&status=MAINTENANCE');
    expect(res.json().length).toBeGreaterThan(0);
    expect(res.json().every((e: { kind: string; status: string }) => e.kind === 'flashlight')).toBe(true);
    const bad = await call(supervisor, 'GET', '/api/equipment?status=PERDU');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(MSG.equipmentStatusInvalid);
  });

  it.each([
    [{}, MSG.equipmentKindRequired],
    [{ kind: 'laser' }, MSG.equipmentKindRequired],
    [{ kind: 'vest', status: 'ASSIGNED' }, MSG.equipmentStatusByAssignment],
    [{ kind: 'vest', colour: 'noir' }, `${MSG.unknownField} : colour`],
  ])('answers 400 in French for %o', async (body, message) => {
    const res = await create(body);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it('edits an item, status included', async () => {
    const item = (await create({ kind: 'earpiece' })).json();
    const res = await call(supervisor, 'PATCH', `/api/equipment/${item.id}`, {
      status: 'OUT_OF_SERVICE',
      notes: 'Câble coupé',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'OUT_OF_SERVICE', notes: 'Câble coupé', kind: 'earpiece' });
    const unknown = await call(supervisor, 'PATCH', '/api/equipment/00000000-0000-4000-8000-000000000000', {
      notes: 'x',
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(MSG.equipmentNotFound);
  });

  it('lets SUPERADMIN and ADMIN delete, never a SUPERVISOR', async () => {
    const item = (await create({ kind: 'handcuffs' })).json();
    expect((await call(supervisor, 'DELETE', `/api/equipment/${item.id}`)).statusCode).toBe(403);
    expect((await call(admin, 'DELETE', `/api/equipment/${item.id}`)).statusCode).toBe(204);
    expect((await call(admin, 'DELETE', `/api/equipment/${item.id}`)).statusCode).toBe(404);
  });

  it('refuses field users everything (403)', async () => {
    const guard = await createUser(t.database.db, { role: 'AGENT' });
    expect((await call(guard, 'GET', '/api/equipment')).statusCode).toBe(403);
    expect((await create({ kind: 'radio' }, guard)).statusCode).toBe(403);
    expect((await call(null, 'GET', '/api/equipment')).statusCode).toBe(401);
  });
});
