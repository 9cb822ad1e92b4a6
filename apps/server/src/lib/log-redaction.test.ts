import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { mailOutbox, users } from '../db/schema/index.ts';
import { authHeader, createUser } from '../test/fixtures.ts';
import { createTestDatabase } from '../test/test-app.ts';
import { hashPassword } from './auth/password.ts';

const PASSWORD = 'Motdepasse-secret-2024';
const REFRESH_TOKEN = 'rt_9f2c4e1a7b3d5f60a8c2e4b6d8f0a1c3';

describe('error logs', () => {
  let app: FastifyInstance;
  let drop: () => Promise<void>;
  let hash: string;
  const lines: string[] = [];
  beforeAll(async () => {
    const config = loadConfig({
      NODE_ENV: 'test',
      JWT_SECRET: 'test-secret-test-secret-test-secret-0123',
      WEB_DIST: '/nonexistent',
      DATA_DIR: '/tmp/secops-test',
    });
    const test = await createTestDatabase();
    drop = test.drop;
    hash = await hashPassword(PASSWORD);
    const logStream = new Writable({
      write: (chunk: Buffer, _encoding, done) => void (lines.push(chunk.toString()), done()),
    });
    app = await buildApp({ config, database: test.database, redis: undefined }, { logStream });
    // A write that fails in the database with a password hash, a password and a refresh token among its values.
    app.post('/api/test/failing-write', async (request) => {
      request.log.info({ body: request.body, headers: request.headers }, 'received');
      await test.database.db.insert(users).values({
        email: `${PASSWORD}\u0000${REFRESH_TOKEN}`,
        passwordHash: hash,
        role: 'ADMIN',
        firstName: 'Camille',
        lastName: 'Martin',
      });
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await drop();
  });

  it('keep the failed query and its SQLSTATE, never its values, credentials or the Authorization header', async () => {
    const nobody = '00000000-0000-4000-8000-000000000000';
    const jwt = await app.deps.jwt.signAccess({ userId: nobody, role: 'ADMIN', sessionId: nobody });
    const res = await app.inject({
      method: 'POST',
      url: '/api/test/failing-write',
      headers: { authorization: `Bearer ${jwt}`, cookie: `refresh=${REFRESH_TOKEN}` },
      payload: { password: PASSWORD, refreshToken: REFRESH_TOKEN },
    });
    expect(res.statusCode).toBe(500);
    const log = lines.join('');
    expect(log).toContain('unhandled error');
    expect(log).toContain('Failed query: insert into');
    expect(log).toContain('22021');
    for (const secret of [PASSWORD, REFRESH_TOKEN, hash, '$argon2', jwt, jwt.split('.')[1] as string]) {
      expect(log).not.toContain(secret);
    }
    expect(log).not.toMatch(/params/i);
  });
});

describe('request and mail logs', () => {
  let app: FastifyInstance;
  let drop: () => Promise<void>;
  const lines: string[] = [];
  const TRACKER = 'Zq8v3XbN1kLm0pR7sT2uV9wY4aC6eG5iJ8oQ1rS3tU0';
  const CALENDAR = 'c4L3nd4r-t0k3n-0f-an-ag3nt-kept-for-his-phone';
  beforeAll(async () => {
    const config = loadConfig({
      NODE_ENV: 'test',
      JWT_SECRET: 'test-secret-test-secret-test-secret-0123',
      WEB_DIST: '/nonexistent',
      DATA_DIR: '/tmp/secops-test',
      PUBLIC_URL: 'https://ops.example.fr',
    });
    const test = await createTestDatabase();
    drop = test.drop;
    const logStream = new Writable({
      write: (chunk: Buffer, _encoding, done) => void (lines.push(chunk.toString()), done()),
    });
    app = await buildApp({ config, database: test.database, redis: undefined }, { logStream });
    app.post('/api/test/visit/:token', async (request) => {
      request.log.info(
        { req: request, body: request.body, headers: request.headers },
        `visit of ${request.url}`,
      );
      return {};
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await drop();
  });

  it('name a kept e-mail (no SMTP) without its text: reset and invitation tokens stay out', async () => {
    const user = await createUser(app.deps.database.db);
    expect(
      (await app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: user.email } }))
        .statusCode,
    ).toBe(200);
    const admin = await createUser(app.deps.database.db, { role: 'ADMIN' });
    const invited = await app.inject({
      method: 'POST',
      url: '/api/agents',
      headers: await authHeader(app, admin),
      payload: {
        email: 'nouvel.agent@example.test',
        firstName: 'Inès',
        lastName: 'Morel',
        matricule: 'AG-LOG-1',
      },
    });
    expect(invited.statusCode).toBe(201);
    const mails = await app.deps.database.db.select().from(mailOutbox);
    const tokens = mails.map((m) => /token=([\w-]+)/.exec(m.text)?.[1] ?? '');
    expect(tokens).toHaveLength(2);
    const log = lines.join('');
    expect(log.match(/e-mail conservé dans la file/g)).toHaveLength(2);
    for (const token of tokens) {
      expect(token).toMatch(/^[\w-]{43}$/);
      expect(log).not.toContain(token);
    }
    expect(log).not.toContain('reset-password?token=');
  });

  it('keep tokens and codes out of request URLs, paths, messages and bodies', async () => {
    const before = lines.length;
    const osmand = `/api/gps/osmand?id=${TRACKER}&lat=48.85&lon=2.35`;
    expect((await app.inject({ method: 'GET', url: osmand })).statusCode).toBe(401);
    await app.inject({
      method: 'POST',
      url: '/api/gps/osmand',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `id=${TRACKER}&lat=48.85&lon=2.35`,
    });
    expect((await app.inject({ method: 'GET', url: `/api/calendar/${CALENDAR}.ics` })).statusCode).toBe(404);
    const userId = '5f0c8a2e-8a55-4a43-9d1e-1c9f3f1f0a11';
    const device = await app.deps.jwt.signDevice(userId, 'appareil');
    const visit = await app.inject({
      method: 'POST',
      url: `/api/test/visit/${CALENDAR}?code=482913&user=${userId}`,
      headers: { cookie: `device-${userId}=${device}` },
      payload: {
        code: '739154',
        twoFactorToken: 'eyJhbGciOiJIUzI1NiJ9.e30.c2lnbmF0dXJl',
        link: `https://ops.example.fr/reset-password?token=${TRACKER}`,
        checkpointCode: 'PT-5521',
        userId,
      },
    });
    expect(visit.statusCode).toBe(200);
    const log = lines.slice(before).join('');
    expect(log).toContain('GET /api/gps/osmand 401');
    expect(log).toContain('POST /api/test/visit/[secret] 200');
    expect(log).toContain('visit of /api/test/visit/[token]?code=[secret]');
    expect(log).toContain(`"userId":"${userId}"`);
    for (const secret of [TRACKER, CALENDAR, device, '482913', '739154', 'PT-5521', 'c2lnbmF0dXJl']) {
      expect(log).not.toContain(secret);
    }
  });
});
