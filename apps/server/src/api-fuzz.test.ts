import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as MSG from '@secops/domain/messages';
import { startSession } from './modules/auth/session.service.ts';
import { watchWrites, type WriteWatch } from './test/database-writes.ts';
import { authHeader, createUser } from './test/fixtures.ts';
import { createMission } from './test/realtime-fixtures.ts';
import { createTestApp, type TestApp } from './test/test-app.ts';

/** Requests per run: 300 by default, 10,000 in CI (`.ci/run`). */
const FUZZ_RUNS = Number(process.env.FUZZ_RUNS ?? 300);

type Operation = { method: string; path: string };
type Attempt = {
  route: string;
  method: string;
  url: string;
  payload?: string;
  headers: Record<string, string>;
};

/**
 * Tables a refused request may write, by route: a refused sign-in counts against the account and the address
 * before any secret is checked (login throttle). forgot-password counts its mails too but answers alike whatever
 * happens, so a refusal of it is a validation error that writes nothing.
 */
const WRITTEN_WHEN_REFUSED: Record<string, string[]> = {
  'POST /api/auth/login': ['auth_throttle'],
  'POST /api/auth/login/2fa': ['auth_throttle'],
};

const BAD_DATES = [
  '0000-01-01T00:00:00Z',
  '9999-12-31T99:00:00Z',
  '9999-12-31T23:59:59Z',
  '2026-02-30',
  '2026-02-30T10:00:00Z',
  '2026-13-01',
  '+275760-09-13T00:00:00Z',
  '-000001-01-01T00:00:00Z',
  '99999-01-01',
  '0001-01-01',
  '1899-12-31T23:59:59Z',
  '2200-01-01T00:00:00+01:00',
];
const BAD_TEXTS = ['\u0000', 'a\u0000b', '\uD800', 'x\uDFFFy', '\u001b[31m', '\u0007', 'é'.repeat(200_000)];
const FIELDS = [
  'title',
  'name',
  'description',
  'content',
  'email',
  'password',
  'startAt',
  'endAt',
  'from',
  'to',
]
  .concat(['date', 'since', 'occurredAt', 'startDate', 'endDate', 'limit', 'offset', 'status', 'missionId'])
  .concat(['agentId', 'latitude', 'longitude', 'severity', 'type', 'search', 'q']);

const value = fc.oneof(
  fc.constantFrom(...BAD_DATES),
  fc.constantFrom(...BAD_TEXTS),
  fc.constantFrom(1e308, -1e308, Number.MAX_SAFE_INTEGER + 2, -1, 0.5),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.jsonValue({ maxDepth: 3 }),
);
const record = fc.dictionary(fc.constantFrom(...FIELDS), value, { maxKeys: 4 });
const json = (v: unknown) => JSON.stringify(v);

/** Bodies no JSON route should take: broken JSON, huge numbers, deep nesting, or a body it does not expect. */
const rawBody = fc.oneof(
  record.map((r) => ({ payload: json(r), type: 'application/json' })),
  fc.constantFrom(
    { payload: '{"title":', type: 'application/json' },
    { payload: '{"limit":1e999,"startAt":"2026-01-01T00:00:00Z"}', type: 'application/json' },
    { payload: '['.repeat(50_000) + ']'.repeat(50_000), type: 'application/json' },
    { payload: `${'{"a":'.repeat(10_000)}1${'}'.repeat(10_000)}`, type: 'application/json' },
    { payload: '{"__proto__":{"admin":true}}', type: 'application/json' },
    { payload: 'title=x', type: 'application/x-www-form-urlencoded' },
    { payload: '<a/>', type: 'text/xml' },
  ),
);

/** Multipart bodies cut short, with a wrong boundary or none, or with control characters in the description. */
const MULTIPART_HEAD =
  '--zz\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\n\r\n%PDF-1.4\n';
const multipartBody = fc.constantFrom(
  { payload: MULTIPART_HEAD, type: 'multipart/form-data; boundary=zz' },
  { payload: `${MULTIPART_HEAD}\r\n--zz`, type: 'multipart/form-data; boundary=zz' },
  { payload: `${MULTIPART_HEAD}\r\n--zz--\r\n`, type: 'multipart/form-data; boundary=yy' },
  { payload: `${MULTIPART_HEAD}\r\n--zz--\r\n`, type: 'multipart/form-data' },
  { payload: `${MULTIPART_HEAD}\r\n--zz--\r\n`, type: 'multipart/mixed; boundary=zz' },
  {
    payload: `${MULTIPART_HEAD}%%EOF\r\n--zz\r\nContent-Disposition: form-data; name="description"\r\n\r\na\u0000\r\n--zz--\r\n`,
    type: 'multipart/form-data; boundary=zz',
  },
);

const CATALOGUE = Object.values(MSG) as string[];
/** A French error: a catalogue message (possibly followed by details), or one of zod's French wordings. */
const isFrenchError = (message: unknown) =>
  typeof message === 'string' &&
  (CATALOGUE.some((m) => message === m || message.startsWith(`${m} :`)) ||
    /^(Entrée invalide|Option invalide|Clé|Trop (grand|petit)|Format invalide|Nombre)/.test(message));

describe('API under malformed input', () => {
  let t: TestApp;
  let ops: Operation[];
  let ids: string[];
  let headers: Record<string, string>;
  let refreshTokens: string[];
  let writes: WriteWatch;
  beforeAll(async () => {
    t = await createTestApp();
    const admin = await createUser(t.database.db, { role: 'SUPERADMIN' });
    const agent = await createUser(t.database.db, { role: 'AGENT' });
    ids = [
      await createMission(t.database.db, { agentIds: [agent.agentId] }),
      agent.agentId as string,
      agent.id,
    ];
    headers = await authHeader(t.app, admin);
    // Refresh tokens for the logouts: another session of the same account (ended by the first logout that names it)
    // and the session of an account no request names (never ended by someone else's logout). Never the run's own
    // session's: ended, it would leave every later request a 401.
    const bystander = await createUser(t.database.db, { role: 'ADMIN' });
    refreshTokens = [
      (await startSession(t.database.db, t.app.deps.jwt, admin)).refreshToken,
      (await startSession(t.database.db, t.app.deps.jwt, bystander)).refreshToken,
    ];
    const doc = t.app.swagger() as { paths: Record<string, Record<string, unknown>> };
    ops = Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => ({ method: method.toUpperCase(), path })),
    );
    writes = await watchWrites(t.database.db);
  });
  afterAll(() => t.close());

  /**
   * Logouts naming a refresh token: the operations' own fields never do, so without these a logout only ever ends no
   * session. Shaped like the others, sent with the run's own bearer.
   */
  const logout = () =>
    fc
      .oneof({ arbitrary: fc.constantFrom(...refreshTokens), weight: 3 }, { arbitrary: value, weight: 1 })
      .map((refreshToken): Attempt => ({
        route: 'POST /api/auth/logout',
        method: 'POST',
        url: '/api/auth/logout',
        payload: json({ refreshToken }),
        headers: { ...headers, 'content-type': 'application/json' },
      }));

  const anyOperation = () =>
    fc
      .record({
        op: fc.constantFrom(...ops),
        param: fc.constantFrom(
          ...ids,
          'a%00b',
          '%ED%A0%80',
          'x'.repeat(300),
          '..%2F..%2Fetc%2Fpasswd',
          ...BAD_DATES,
        ),
        query: record,
        body: fc.oneof(rawBody, multipartBody),
      })
      .map(({ op, param, query, body }): Attempt => {
        const search = new URLSearchParams(
          Object.entries(query).map(([k, v]): [string, string] => [k, typeof v === 'string' ? v : json(v)]),
        );
        const url = `${op.path.replace(/\{[^}]+\}/g, param)}?${search}`;
        const withBody = ['POST', 'PUT', 'PATCH'].includes(op.method);
        return {
          route: `${op.method} ${op.path}`,
          method: op.method,
          url,
          payload: withBody ? body.payload : undefined,
          headers: { ...headers, ...(withBody ? { 'content-type': body.type } : {}) },
        };
      });

  const attempt = () =>
    fc.oneof({ arbitrary: anyOperation(), weight: 9 }, { arbitrary: logout(), weight: 1 });

  const refresh = (refreshToken?: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/refresh', payload: { refreshToken } });

  it(
    'never answers 5xx, refuses with a JSON error in French, and a refused request writes no row',
    async () => {
      await fc.assert(
        fc.asyncProperty(attempt(), async ({ route, ...a }) => {
          const res = await t.app.inject({ ...a, method: a.method as 'GET' });
          const changed = await writes.changedTables();
          expect(res.statusCode, `${a.method} ${a.url}`).toBeLessThan(500);
          if (res.statusCode >= 400) {
            expect(res.headers['content-type']).toMatch(/^application\/json/);
            expect(isFrenchError(res.json().message), `${a.method} ${a.url}: ${res.body}`).toBe(true);
            const written = changed.filter((table) => !WRITTEN_WHEN_REFUSED[route]?.includes(table));
            expect(written, `${a.method} ${a.url} answered ${res.statusCode} and wrote to`).toEqual([]);
          }
        }),
        { numRuns: FUZZ_RUNS },
      );
      // The run's own session outlived every logout; the other session of its account was ended, the bystander's not.
      expect((await t.app.inject({ method: 'GET', url: '/api/auth/me', headers })).statusCode).toBe(200);
      const [ownAccountsOther, bystanders] = refreshTokens;
      expect((await refresh(ownAccountsOther)).statusCode).toBe(401);
      expect((await refresh(bystanders)).statusCode).toBe(200);
    },
    Math.max(180_000, FUZZ_RUNS * 100),
  );
});
