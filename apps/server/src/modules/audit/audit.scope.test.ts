import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { createTestDatabase } from '../../test/test-app.ts';
import type { AuthUser } from '../auth/auth.guard.ts';
import { auditScope } from './audit.scope.ts';

describe('audit scope', () => {
  const staff: AuthUser = {
    id: randomUUID(),
    email: 'staff@example.test',
    role: 'ADMIN',
    agentId: null,
    clientId: null,
    sessionId: randomUUID(),
  };
  let app: FastifyInstance;
  let database: Database;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    ({ database, drop } = await createTestDatabase());
    app = Fastify();
    await app.register(auditScope);
    app.decorateRequest('user', null as unknown as AuthUser);
    app.addHook('onRequest', async (request) => {
      request.user = staff;
    });
    // Answers the author that the database sees on the handler's statements.
    const author = async () => {
      const result = await database.db.execute(sql`select current_setting('app.actor_id', true) as actor`);
      return { actor: (result as unknown as { rows: { actor: string | null }[] }).rows[0]?.actor ?? '' };
    };
    app.post('/write', author);
    app.post('/search', { config: { readsOnly: true } }, author);
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await drop();
  });

  it('runs a staff write with its author, and a POST that only reads without one', async () => {
    expect((await app.inject({ method: 'POST', url: '/write' })).json()).toEqual({ actor: staff.id });
    expect((await app.inject({ method: 'POST', url: '/search' })).json()).toEqual({ actor: '' });
  });
});
