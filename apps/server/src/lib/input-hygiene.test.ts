import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as MSG from '@secops/domain/messages';
import { createUser, authHeader } from '../test/fixtures.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

type Operation = { method: string; path: string };
const SOME_ID = '00000000-0000-4000-8000-000000000000';
const WITH_BODY = new Set(['POST', 'PUT', 'PATCH']);

/** Every operation of the app's OpenAPI document. */
function operations(t: TestApp): Operation[] {
  const doc = t.app.swagger() as { paths: Record<string, Record<string, unknown>> };
  return Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.keys(methods).map((method) => ({ method: method.toUpperCase(), path })),
  );
}

const url = (path: string, nulParam: boolean) => {
  let first = nulParam;
  return path.replace(/\{[^}]+\}/g, () => (first ? ((first = false), 'a%00b') : SOME_ID));
};

describe('control characters', () => {
  let t: TestApp;
  let headers: Record<string, string>;
  let agent: Record<string, string>;
  let client: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp();
    headers = await authHeader(t.app, await createUser(t.database.db, { role: 'SUPERADMIN' }));
    agent = await authHeader(t.app, await createUser(t.database.db, { role: 'AGENT' }));
    client = await authHeader(t.app, await createUser(t.database.db, { role: 'CLIENT' }));
  });
  afterAll(() => t.close());

  it('are refused with 400 in any path parameter, query or JSON body of every route', async () => {
    const ops = operations(t);
    expect(ops.length).toBeGreaterThan(90);
    const unexpected: string[] = [];
    for (const op of ops) {
      const attempts = [
        { url: url(op.path, true), payload: undefined },
        { url: `${url(op.path, false)}?q=x%00y`, payload: undefined },
        { url: `${url(op.path, false)}?q=%01`, payload: undefined },
        ...(WITH_BODY.has(op.method)
          ? [{ url: url(op.path, false), payload: { a: { b: ['ok', 'NUL\u0000'] } } }]
          : []),
      ].filter((a) => a.url.includes('%00') || a.url.includes('%01') || a.payload);
      for (const attempt of attempts) {
        // Agent-only and client portal routes refuse other roles before reading anything: they are tried with an
        // agent, then a client's account.
        let res = await t.app.inject({ method: op.method as 'GET', ...attempt, headers });
        if (res.statusCode === 403)
          res = await t.app.inject({ method: op.method as 'GET', ...attempt, headers: agent });
        if (res.statusCode === 403)
          res = await t.app.inject({ method: op.method as 'GET', ...attempt, headers: client });
        if (res.statusCode !== 400 || res.json().message !== MSG.controlCharacters) {
          unexpected.push(`${op.method} ${attempt.url} → ${res.statusCode} ${res.body.slice(0, 80)}`);
        }
      }
    }
    expect(unexpected).toEqual([]);
  });

  it('keep tabs and line breaks, and refuse a lone surrogate or an escape character', async () => {
    const post = (name: string) =>
      t.app.inject({ method: 'POST', url: '/api/clients', headers, payload: { name } });
    expect((await post('Client\tavec\r\nretours')).statusCode).toBe(201);
    for (const name of ['Client \uD800', 'Client \u001b[31m', 'Client \u0007']) {
      const res = await post(name);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(MSG.controlCharacters);
    }
  });
});
