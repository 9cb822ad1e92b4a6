import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as MSG from '@secops/domain/messages';
import { authHeader, createUser, type TestUser } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

describe('address lookup API', () => {
  let t: TestApp;
  let agent: TestUser;

  beforeAll(async () => {
    t = await createTestApp();
    agent = await createUser(t.database.db, { role: 'AGENT' });
  });
  afterAll(() => t.close());

  const search = async (query: string, user: TestUser | null = agent) =>
    t.app.inject({
      method: 'GET',
      url: `/api/geocoding/search${query}`,
      headers: user ? await authHeader(t.app, user) : {},
    });

  it('finds an address for any signed-in user (offline in tests)', async () => {
    const res = await search(`?address=${encodeURIComponent('10 rue de Rivoli 75001 Paris')}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      latitude: 48.85341,
      longitude: 2.3488,
      address: '75001 Paris',
      source: 'offline',
    });
  });

  it('answers success false with "Adresse introuvable" when nothing matches', async () => {
    const res = await search('?address=qsdfgh%20wxcvbn');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: false, message: MSG.addressNotFound });
  });

  it('refuses an empty or missing address with 400 "Veuillez entrer une adresse"', async () => {
    for (const query of ['?address=', '?address=%20%20', '']) {
      const res = await search(query);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(MSG.addressRequired);
    }
  });

  it('refuses a visitor who is not signed in (401)', async () => {
    expect((await search('?address=Lyon', null)).statusCode).toBe(401);
  });
});

describe('address lookup API with online providers', () => {
  let t: TestApp;
  let admin: TestUser;
  let server: http.Server;

  beforeAll(async () => {
    // BAN is down (500); Nominatim answers in its real format.
    server = http.createServer((req, res) => {
      if (req.url?.startsWith('/ban')) {
        res.writeHead(500).end();
        return;
      }
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify([{ lat: '43.2961743', lon: '5.3699525', display_name: 'Marseille, France' }]));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    t = await createTestApp({
      GEOCODER_PROVIDERS: 'ban,nominatim,offline',
      GEOCODER_BAN_URL: `${base}/ban/search/`,
      GEOCODER_NOMINATIM_URL: `${base}/nominatim/search`,
      GEOCODER_TIMEOUT_MS: '500',
    });
    admin = await createUser(t.database.db, { role: 'ADMIN' });
  });
  afterAll(async () => {
    await t.close();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it('skips the failing provider and answers from the next one', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/geocoding/search?address=Marseille',
      headers: await authHeader(t.app, admin),
    });
    expect(res.json()).toEqual({
      success: true,
      latitude: 43.2961743,
      longitude: 5.3699525,
      address: 'Marseille, France',
      source: 'nominatim',
    });
  });
});
