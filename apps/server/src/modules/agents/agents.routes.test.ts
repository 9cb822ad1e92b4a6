import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as MSG from '@secops/domain/messages';
import { agents, certifications } from '../../db/schema/index.ts';
import { authHeader, createUser, type TestUser } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { caller } from '../missions/missions.fixtures.ts';

describe('GET /api/agents/me', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const getMe = async (user?: Parameters<typeof authHeader>[1]) =>
    t.app.inject({
      method: 'GET',
      url: '/api/agents/me',
      headers: user ? await authHeader(t.app, user) : {},
    });

  it.each(['AGENT', 'LEAD'] as const)('answers %s with their own agent record', async (role) => {
    const me = await createUser(t.database.db, { role, firstName: 'Yanis', lastName: 'Durand' });
    await createUser(t.database.db, { role: 'AGENT' });
    const res = await getMe(me);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: me.agentId,
      userId: me.id,
      email: me.email,
      firstName: 'Yanis',
      lastName: 'Durand',
      matricule: expect.any(String),
      specialties: [],
    });
  });

  it('answers 404 with the French message for a field user without an agent record', async () => {
    const me = await createUser(t.database.db, { role: 'AGENT', withAgent: false });
    const res = await getMe(me);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(MSG.agentProfileNotFound);
  });

  it.each(['SUPERADMIN', 'ADMIN', 'SUPERVISOR'] as const)('refuses %s with 403', async (role) => {
    const me = await createUser(t.database.db, { role, withAgent: true });
    expect((await getMe(me)).statusCode).toBe(403);
  });

  it('refuses a visitor with 401', async () => {
    expect((await getMe()).statusCode).toBe(401);
  });
});

describe('agents list and profile', () => {
  let t: TestApp;
  let call: ReturnType<typeof caller>;
  let admin: TestUser;
  let guard: TestUser;
  beforeAll(async () => {
    t = await createTestApp();
    call = caller(t.app);
    admin = await createUser(t.database.db, { role: 'ADMIN' });
    guard = await createUser(t.database.db, { role: 'AGENT', firstName: 'Nadia', lastName: 'Kessler' });
    await t.database.db
      .update(agents)
      .set({ matricule: 'K-7731', specialties: ['OBSERVER'], address: '3 rue Oberkampf, 75011 Paris' })
      .where(eq(agents.id, guard.agentId!));
    await t.database.db.insert(certifications).values([
      { agentId: guard.agentId!, type: 'SST', number: 'SST-1', expiresAt: new Date('2031-05-31T21:59:59Z') },
      { agentId: guard.agentId!, type: 'CQP APS', number: null, expiresAt: new Date('2029-01-01T00:00:00Z') },
    ]);
    await createUser(t.database.db, { role: 'AGENT', firstName: 'Paul', lastName: 'Arnaud' });
  });
  afterAll(() => t.close());

  it('lists agents to staff with account, e-mail and certifications (one date as expiresAt and validTo)', async () => {
    const res = await call(admin, 'GET', '/api/agents');
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-total-count']).toBe('2');
    const listed = res.json().find((a: { id: string }) => a.id === guard.agentId);
    expect(listed).toMatchObject({
      firstName: 'Nadia',
      lastName: 'Kessler',
      matricule: 'K-7731',
      email: guard.email,
      isActive: true,
      deleted: false,
      user: { id: guard.id, email: guard.email, isActive: true },
      specialties: ['OBSERVER'],
    });
    expect(listed.certifications.map((c: { type: string }) => c.type)).toEqual(['CQP APS', 'SST']);
    expect(listed.certifications[1]).toEqual({
      id: expect.any(String),
      type: 'SST',
      number: 'SST-1',
      expiresAt: '2031-05-31T21:59:59.000Z',
      validTo: '2031-05-31T21:59:59.000Z',
    });
    expect(res.body).not.toMatch(/passwordHash|argon2/);
  });

  it.each([
    ['kess', 1],
    ['K-77', 1],
    ['nadia kessler', 1],
    ['ARNAUD', 1],
    ['%', 0],
  ])('searches first name, last name and matricule with q=%s', async (q, count) => {
    const res = await call(admin, 'GET', `/api/agents?q=${encodeURIComponent(q)}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toHaveLength(count);
  });

  it('answers 400 in French for a bad page', async () => {
    const res = await call(admin, 'GET', '/api/agents?limit=0');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(MSG.paginationInvalid);
  });

  it('shows the profile with address and the number of missions', async () => {
    const res = await call(admin, 'GET', `/api/agents/${guard.agentId}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: guard.agentId,
      address: '3 rue Oberkampf, 75011 Paris',
      dateOfBirth: null,
      _count: { assignments: 0 },
    });
  });

  it('lets an agent read their own profile but not another one (403)', async () => {
    expect((await call(guard, 'GET', `/api/agents/${guard.agentId}`)).statusCode).toBe(200);
    const other = await createUser(t.database.db, { role: 'LEAD' });
    expect((await call(other, 'GET', `/api/agents/${guard.agentId}`)).statusCode).toBe(403);
    expect((await call(guard, 'GET', '/api/agents')).statusCode).toBe(403);
  });

  it('answers 404 for an unknown agent and 400 for a malformed id', async () => {
    const unknown = await call(admin, 'GET', '/api/agents/00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(MSG.agentNotFound);
    const malformed = await call(admin, 'GET', '/api/agents/pas-un-id');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toBe(MSG.idInvalid);
  });

  it('lists the specialty codes, and the catalogue with labels', async () => {
    const codes = await call(admin, 'GET', '/api/agents/specialties/list');
    expect(codes.statusCode).toBe(200);
    expect(codes.json().slice(0, 5)).toEqual(['BODYGUARD', 'DRIVER', 'TEAM_LEADER', 'OBSERVER', 'TECHNICAL']);
    const added = await call(admin, 'POST', '/api/agents/specialties', { label: '  Cynophile ' });
    expect(added.statusCode).toBe(201);
    expect(added.json()).toEqual({ code: 'Cynophile', label: 'Cynophile' });
    const catalogue = await call(admin, 'GET', '/api/agents/specialties');
    expect(catalogue.json()).toContainEqual({ code: 'DRIVER', label: 'Chauffeur' });
    expect((await call(admin, 'GET', '/api/agents/specialties/list')).json()).toContain('Cynophile');
    expect((await call(guard, 'GET', '/api/agents/specialties/list')).statusCode).toBe(403);
  });
});

describe('PATCH /api/agents/{id}', () => {
  let t: TestApp;
  let call: ReturnType<typeof caller>;
  let supervisor: TestUser;
  beforeAll(async () => {
    t = await createTestApp();
    call = caller(t.app);
    supervisor = await createUser(t.database.db, { role: 'SUPERVISOR' });
  });
  afterAll(() => t.close());

  it('edits names, matricule, grade and specialties, adding new specialties to the catalogue', async () => {
    const guard = await createUser(t.database.db, { role: 'AGENT' });
    const res = await call(supervisor, 'PATCH', `/api/agents/${guard.agentId}`, {
      firstName: 'Inès',
      lastName: 'Roussel',
      matricule: 'AG-9001',
      grade: 'TEAM_LEADER',
      specialties: ['TEAM_LEADER', ' Négociateur ', ''],
      dateOfBirth: '1990-04-12',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      firstName: 'Inès',
      lastName: 'Roussel',
      matricule: 'AG-9001',
      grade: 'TEAM_LEADER',
      specialties: ['TEAM_LEADER', 'Négociateur'],
      dateOfBirth: '1990-04-12',
    });
    expect((await call(supervisor, 'GET', '/api/agents/specialties/list')).json()).toContain('Négociateur');
  });

  it('clears the coordinates of a new address given without them', async () => {
    const guard = await createUser(t.database.db, { role: 'AGENT' });
    const url = `/api/agents/${guard.agentId}`;
    await call(supervisor, 'PATCH', url, { address: '1 rue A, Paris', addressLat: 48.85, addressLng: 2.35 });
    const moved = await call(supervisor, 'PATCH', url, { address: '2 rue B, Lyon' });
    expect(moved.json()).toMatchObject({ address: '2 rue B, Lyon', addressLat: null, addressLng: null });
  });

  it('keeps the weekly hours of the contract, clears them with null, and refuses hours out of 1–48', async () => {
    const guard = await createUser(t.database.db, { role: 'AGENT' });
    const url = `/api/agents/${guard.agentId}`;
    const set = await call(supervisor, 'PATCH', url, { weeklyContractHours: 37.5 });
    expect([set.statusCode, set.json().weeklyContractHours]).toEqual([200, 37.5]);
    for (const bad of [0, 49, 35.1, '35']) {
      const res = await call(supervisor, 'PATCH', url, { weeklyContractHours: bad });
      expect([res.statusCode, res.json().message]).toEqual([400, MSG.weeklyContractHoursInvalid]);
    }
    expect((await call(supervisor, 'GET', url)).json().weeklyContractHours).toBe(37.5);
    const cleared = await call(supervisor, 'PATCH', url, { weeklyContractHours: null });
    expect(cleared.json().weeklyContractHours).toBeNull();
  });

  it('refuses a matricule another agent has (409) and bad input (400), in French', async () => {
    const a = await createUser(t.database.db, { role: 'AGENT' });
    const b = await createUser(t.database.db, { role: 'AGENT' });
    await call(supervisor, 'PATCH', `/api/agents/${a.agentId}`, { matricule: 'DUP-1' });
    const taken = await call(supervisor, 'PATCH', `/api/agents/${b.agentId}`, { matricule: 'dup-1' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe(MSG.matriculeTaken);
    const empty = await call(supervisor, 'PATCH', `/api/agents/${b.agentId}`, {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe(MSG.agentUpdateEmpty);
    const blank = await call(supervisor, 'PATCH', `/api/agents/${b.agentId}`, { lastName: '' });
    expect(blank.json().message).toBe(MSG.lastNameRequired);
  });

  it('refuses field users (403) and answers 404 for an unknown agent', async () => {
    const guard = await createUser(t.database.db, { role: 'AGENT' });
    const own = await call(guard, 'PATCH', `/api/agents/${guard.agentId}`, { firstName: 'Moi' });
    expect(own.statusCode).toBe(403);
    const unknown = await call(supervisor, 'PATCH', '/api/agents/00000000-0000-4000-8000-000000000000', {
      firstName: 'X',
    });
    expect(unknown.statusCode).toBe(404);
  });
});
