import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as MSG from '@secops/domain/messages';
import { clients } from '../../db/schema/index.ts';
import { authHeader, createUser, type TestUser } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { seedMission } from '../incidents/incidents-fixtures.ts';

const VALID_SIRET = '73282932000074';
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

describe('clients API', () => {
  let t: TestApp;
  let admin: TestUser;
  let supervisor: TestUser;
  let agent: TestUser;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await createUser(t.database.db, { role: 'ADMIN' });
    supervisor = await createUser(t.database.db, { role: 'SUPERVISOR' });
    agent = await createUser(t.database.db, { role: 'AGENT' });
  });
  afterAll(() => t.close());

  const call = async (
    user: TestUser | null,
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    url: string,
    payload?: object,
  ) => t.app.inject({ method, url, payload, headers: user ? await authHeader(t.app, user) : {} });
  const create = async (payload: object, user = supervisor) => {
    const res = await call(user, 'POST', '/api/clients', payload);
    expect(res.statusCode).toBe(201);
    return res.json();
  };

  it('creates a client with every field and answers 201 with it', async () => {
    const res = await call(supervisor, 'POST', '/api/clients', {
      name: 'Maison Écarlate',
      siret: '732 829 320 00074',
      contact: 'Hélène Dupré',
      email: 'securite@ecarlate.fr',
      phone: '01 42 68 53 00',
      address: '12 avenue Montaigne, 75008 Paris',
      notes: 'Accès par la cour',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      id: expect.any(String),
      name: 'Maison Écarlate',
      siret: VALID_SIRET,
      contact: 'Hélène Dupré',
      phone: '01 42 68 53 00',
      _count: { missions: 0 },
    });
  });

  it('refuses a SIRET whose Luhn key is wrong with the French message', async () => {
    const res = await call(admin, 'POST', '/api/clients', { name: 'Société X', siret: '73282932000075' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(MSG.siretInvalid);
  });

  it.each([
    [{}, MSG.clientNameRequired],
    [{ name: '  ' }, MSG.clientNameRequired],
    [{ name: 'A', email: 'pas-un-email' }, MSG.emailInvalid],
    [{ name: 'A', phone: 'appelez-moi' }, MSG.phoneInvalid],
    [{ name: 'A', id: UNKNOWN_ID }, `${MSG.unknownField} : id`],
  ])('refuses bad input %j with 400 and a French message', async (payload, message) => {
    const res = await call(admin, 'POST', '/api/clients', payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it('lists clients by name with their mission count and the total in a header', async () => {
    const withMissions = await create({ name: 'Aéroport du Nord', contact: 'Marc Roussel' });
    await seedMission(t.database.db, { clientId: withMissions.id });
    await seedMission(t.database.db, { clientId: withMissions.id });
    const res = await call(supervisor, 'GET', '/api/clients');
    expect(res.statusCode).toBe(200);
    const names = res.json().map((c: { name: string }) => c.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'fr')));
    expect(res.json().find((c: { id: string }) => c.id === withMissions.id)._count).toEqual({ missions: 2 });
    expect(Number(res.headers['x-total-count'])).toBe(names.length);
  });

  it('searches name, contact and e-mail without regard to case', async () => {
    await create({ name: 'Galerie Lafleur', contact: 'Inès Moreau', email: 'ines@galerie-lafleur.fr' });
    for (const q of ['LAFLEUR', 'inès', 'galerie-lafleur.fr']) {
      const res = await call(admin, 'GET', `/api/clients?q=${encodeURIComponent(q)}`);
      expect(res.json().map((c: { name: string }) => c.name)).toEqual(['Galerie Lafleur']);
    }
    const none = await call(admin, 'GET', '/api/clients?q=%25');
    expect(none.json()).toEqual([]);
  });

  it('pages the list with limit and offset', async () => {
    const all = (await call(admin, 'GET', '/api/clients')).json();
    const page = await call(admin, 'GET', '/api/clients?limit=1&offset=1');
    expect(page.json()).toEqual([all[1]]);
    expect((await call(admin, 'GET', '/api/clients?limit=0')).statusCode).toBe(400);
  });

  it('reads one client, 404 for an unknown id and 400 for a malformed one', async () => {
    const client = await create({ name: 'Clinique Sainte-Anne' });
    expect((await call(supervisor, 'GET', `/api/clients/${client.id}`)).json()).toEqual(client);
    const unknown = await call(supervisor, 'GET', `/api/clients/${UNKNOWN_ID}`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(MSG.clientNotFound);
    expect((await call(supervisor, 'GET', '/api/clients/abc')).statusCode).toBe(400);
  });

  it('edits a client and clears a field sent empty', async () => {
    const client = await create({ name: 'Théâtre du Parc', notes: 'Ancienne note' });
    const res = await call(supervisor, 'PATCH', `/api/clients/${client.id}`, {
      phone: '+33 6 12 34 56 78',
      notes: '',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ name: 'Théâtre du Parc', phone: '+33 6 12 34 56 78', notes: null });
    const bad = await call(supervisor, 'PATCH', `/api/clients/${client.id}`, { siret: '123' });
    expect(bad.statusCode).toBe(400);
    expect((await call(supervisor, 'PATCH', `/api/clients/${UNKNOWN_ID}`, { name: 'X' })).statusCode).toBe(
      404,
    );
  });

  it('lets an admin delete a client without missions', async () => {
    const client = await create({ name: 'Client éphémère' });
    expect((await call(admin, 'DELETE', `/api/clients/${client.id}`)).statusCode).toBe(204);
    const rows = await t.database.db.select().from(clients).where(eq(clients.id, client.id));
    expect(rows).toEqual([]);
    expect((await call(admin, 'DELETE', `/api/clients/${client.id}`)).statusCode).toBe(404);
  });

  it('keeps a client that has missions (409)', async () => {
    const client = await create({ name: 'Banque Centrale' });
    await seedMission(t.database.db, { clientId: client.id });
    const res = await call(admin, 'DELETE', `/api/clients/${client.id}`);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(MSG.clientHasMissions);
  });

  it('refuses deletion to a supervisor (403)', async () => {
    const client = await create({ name: 'Musée Rodin' });
    expect((await call(supervisor, 'DELETE', `/api/clients/${client.id}`)).statusCode).toBe(403);
  });

  it('refuses every client route to a field agent (403) and to a visitor (401)', async () => {
    const client = await create({ name: 'Stade Municipal' });
    const routes: [Parameters<typeof call>[1], string, object?][] = [
      ['GET', '/api/clients'],
      ['GET', `/api/clients/${client.id}`],
      ['POST', '/api/clients', { name: 'Intrus' }],
      ['PATCH', `/api/clients/${client.id}`, { name: 'Intrus' }],
      ['DELETE', `/api/clients/${client.id}`],
    ];
    for (const [method, url, payload] of routes) {
      expect((await call(agent, method, url, payload)).statusCode).toBe(403);
      expect((await call(null, method, url, payload)).statusCode).toBe(401);
    }
  });
});
