import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as MSG from '@secops/domain/messages';
import { createUser, type TestUser } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { caller } from '../missions/missions.fixtures.ts';

describe('vehicles', () => {
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

  const create = (body: object, user = supervisor) => call(user, 'POST', '/api/equipment/vehicles', body);

  it('creates a vehicle (201) with its plate written the SIV way, and lists it', async () => {
    const res = await create({ plate: ' gh 482 kl ', brand: 'Peugeot', model: '5008', year: 2022 });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      id: expect.any(String),
      plate: 'GH-482-KL',
      brand: 'Peugeot',
      model: '5008',
      year: 2022,
      notes: null,
      status: 'AVAILABLE',
      assignedAgent: null,
      createdAt: expect.any(String),
    });
    const list = await call(supervisor, 'GET', '/api/equipment/vehicles');
    expect(list.json()).toContainEqual(res.json());
  });

  it('refuses a plate already used, however it is typed (409)', async () => {
    await create({ plate: 'AA-111-AA' });
    const res = await create({ plate: 'aa111aa' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(MSG.vehiclePlateTaken);
    const other = (await create({ plate: 'BB-222-BB' })).json();
    const edit = await call(supervisor, 'PATCH', `/api/equipment/vehicles/${other.id}`, {
      plate: 'AA-111-AA',
    });
    expect(edit.statusCode).toBe(409);
  });

  it.each([
    [{}, MSG.vehiclePlateRequired],
    [{ plate: '   ' }, MSG.vehiclePlateRequired],
    [{ plate: 'CC-333-CC', year: 1989 }, MSG.vehicleYearInvalid],
    [{ plate: 'CC-333-CC', year: 2031 }, MSG.vehicleYearInvalid],
    [{ plate: 'CC-333-CC', year: 2020.5 }, MSG.vehicleYearInvalid],
    [{ plate: 'CC-333-CC', year: '2020' }, MSG.vehicleYearInvalid],
    [{ plate: 'CC-333-CC', status: 'VOLE' }, MSG.equipmentStatusInvalid],
  ])('answers 400 in French for %o', async (body, message) => {
    const res = await create(body);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it('says to whom an ASSIGNED vehicle is, requires an active agent for it, and forgets them with another status', async () => {
    const agent = await createUser(t.database.db, { role: 'AGENT', firstName: 'Inès', lastName: 'Moreau' });
    const retired = await createUser(t.database.db, { role: 'AGENT', isActive: false });
    const vehicle = (await create({ plate: 'FF-666-FF' })).json();
    const url = `/api/equipment/vehicles/${vehicle.id}`;
    const missing = await call(supervisor, 'PATCH', url, { status: 'ASSIGNED' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe(MSG.vehicleAssigneeRequired);
    const inactive = await call(supervisor, 'PATCH', url, {
      status: 'ASSIGNED',
      assignedAgentId: retired.agentId,
    });
    expect(inactive.statusCode).toBe(409);
    const assigned = await call(supervisor, 'PATCH', url, {
      status: 'ASSIGNED',
      assignedAgentId: agent.agentId,
    });
    expect(assigned.statusCode).toBe(200);
    expect(assigned.json()).toMatchObject({
      status: 'ASSIGNED',
      assignedAgent: { id: agent.agentId, firstName: 'Inès', lastName: 'Moreau' },
    });
    const listed = (await call(supervisor, 'GET', '/api/equipment/vehicles')).json();
    expect(listed.find((v: { id: string }) => v.id === vehicle.id).assignedAgent.lastName).toBe('Moreau');
    // Another edit keeps the assignee; another status lets the vehicle go.
    expect(
      (await call(supervisor, 'PATCH', url, { notes: 'Plein fait' })).json().assignedAgent,
    ).not.toBeNull();
    const back = await call(supervisor, 'PATCH', url, { status: 'AVAILABLE' });
    expect(back.json()).toMatchObject({ status: 'AVAILABLE', assignedAgent: null });
  });

  it('edits a vehicle and keeps an ASSIGNED one from deletion; SUPERVISOR never deletes', async () => {
    const agent = await createUser(t.database.db, { role: 'AGENT' });
    const vehicle = (await create({ plate: 'DD-444-DD', year: 2019 })).json();
    const url = `/api/equipment/vehicles/${vehicle.id}`;
    const edited = await call(supervisor, 'PATCH', url, {
      status: 'ASSIGNED',
      assignedAgentId: agent.agentId,
      year: null,
      notes: 'Pool VIP',
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ status: 'ASSIGNED', year: null, notes: 'Pool VIP' });
    const assigned = await call(admin, 'DELETE', url);
    expect(assigned.statusCode).toBe(409);
    expect(assigned.json().message).toBe(MSG.vehicleAssignedLocked);
    await call(supervisor, 'PATCH', url, { status: 'AVAILABLE' });
    expect((await call(supervisor, 'DELETE', url)).statusCode).toBe(403);
    expect((await call(admin, 'DELETE', url)).statusCode).toBe(204);
    const gone = await call(admin, 'DELETE', url);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().message).toBe(MSG.vehicleNotFound);
  });

  it('refuses field users (403)', async () => {
    const lead = await createUser(t.database.db, { role: 'LEAD' });
    expect((await call(lead, 'GET', '/api/equipment/vehicles')).statusCode).toBe(403);
    expect((await create({ plate: 'EE-555-EE' }, lead)).statusCode).toBe(403);
  });
});
