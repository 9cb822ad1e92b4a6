import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLES, type Role } from '@secops/domain/roles';
import { createUser } from '../../test/fixtures.ts';
import { accessToken } from '../../test/realtime-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { AUTHORIZATION_TABLE } from './authorization-table.ts';

type Operation = { method: string; path: string; key: string };

/** Every operation of the server's OpenAPI document, which Fastify builds from the routes it really registered. */
function operations(t: TestApp): Operation[] {
  const doc = t.app.swagger() as { paths: Record<string, Record<string, unknown>> };
  return Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.keys(methods).map((method) => ({
      method: method.toUpperCase(),
      path,
      key: `${method.toUpperCase()} ${path}`,
    })),
  );
}

const urlOf = (path: string) => path.replace(/\{[^}]+\}/g, () => randomUUID());

describe('the authorization table', () => {
  let t: TestApp;
  const tokens = new Map<Role, string>();

  beforeAll(async () => {
    t = await createTestApp();
    for (const role of ROLES) {
      tokens.set(role, await accessToken(t.app, await createUser(t.database.db, { role })));
    }
  });
  afterAll(() => t.close());

  it('names every route of the server, and only those', () => {
    const keys = operations(t).map((operation) => operation.key);
    expect(keys.filter((key) => !(key in AUTHORIZATION_TABLE))).toEqual([]);
    expect(Object.keys(AUTHORIZATION_TABLE).filter((key) => !keys.includes(key))).toEqual([]);
  });

  it('lets each role through exactly the routes the table gives it, and nobody unsigned past a guard', async () => {
    const wrong: string[] = [];
    for (const { method, path, key } of operations(t)) {
      const access = AUTHORIZATION_TABLE[key];
      if (!access) continue;
      const url = urlOf(path);
      const anonymous = await t.app.inject({ method: method as 'GET', url });
      if (access.roles === 'public') {
        if ([401, 403].includes(anonymous.statusCode))
          wrong.push(`${key} unsigned → ${anonymous.statusCode}`);
        continue;
      }
      if (anonymous.statusCode !== 401) wrong.push(`${key} unsigned → ${anonymous.statusCode}`);
      for (const role of ROLES) {
        const response = await t.app.inject({
          method: method as 'GET',
          url,
          headers: { authorization: `Bearer ${tokens.get(role)}` },
        });
        const allowed = access.roles.includes(role);
        const status = response.statusCode;
        const ok = allowed
          ? status !== 401 && (access.owner !== undefined || status !== 403)
          : status === 403;
        if (!ok) wrong.push(`${key} as ${role} → ${status}`);
        if (status >= 500) wrong.push(`${key} as ${role} → ${status} ${response.body}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});
