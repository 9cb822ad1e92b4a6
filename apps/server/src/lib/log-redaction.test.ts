import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { users } from '../db/schema/index.ts';
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
