import type { IncomingMessage } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as MSG from '@secops/domain/messages';
import { loadConfig } from '../config.ts';
import { createUser } from '../test/fixtures.ts';
import { accessToken, connectSocket } from '../test/realtime-fixtures.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { originAllowed } from './handshake.ts';

const request = (headers: Record<string, string>) => ({ headers }) as IncomingMessage;

describe('socket origin check', () => {
  let t: TestApp;
  let url: string;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp(
      {
        PUBLIC_URL: 'https://ops.example.fr',
        ALLOWED_ORIGINS: 'https://admin.example.fr, http://localhost:5173',
      },
      { listen: true },
    );
    url = t.url as string;
    token = await accessToken(t.app, await createUser(t.database.db, { role: 'ADMIN' }));
  });
  afterAll(() => t.close());

  it.each(['/gps', '/chat'] as const)(
    'refuses a page of a foreign origin on %s, valid token or not',
    async (ns) => {
      const refused = connectSocket(url, ns, { token, headers: { origin: 'https://evil.example.com' } });
      await expect(refused).rejects.toMatchObject({
        message: MSG.originRefused,
        data: { statusCode: 403, code: 'ORIGIN_REFUSED' },
      });
    },
  );

  it('accepts the public origin, the origin of the Host reached, the allowed ones, and clients without Origin', async () => {
    const host = new URL(url).host;
    for (const origin of [
      'https://ops.example.fr',
      `http://${host}`,
      'https://admin.example.fr',
      undefined,
    ]) {
      const socket = await connectSocket(url, '/chat', { token, headers: origin ? { origin } : {} });
      expect(socket.connected).toBe(true);
      socket.close();
    }
  });

  it('works as allowRequest for another socket server, answering through its callback', () => {
    const allowed = originAllowed({ publicUrl: 'https://ops.example.fr', allowedOrigins: [] });
    const answers: [string | null, boolean][] = [];
    const remember = (error: string | null, success: boolean) => void answers.push([error, success]);
    expect(allowed(request({ origin: 'https://ops.example.fr', host: 'ops.example.fr' }), remember)).toBe(
      true,
    );
    expect(allowed(request({ origin: 'null', host: 'ops.example.fr' }), remember)).toBe(false);
    expect(allowed(request({ origin: 'https://ops.example.fr.evil.com', host: 'x' }))).toBe(false);
    expect(answers).toEqual([
      [null, true],
      [MSG.originRefused, false],
    ]);
  });

  it('reads ALLOWED_ORIGINS as a comma-separated list of http(s) origins, refusing anything else', () => {
    expect(
      loadConfig({ ALLOWED_ORIGINS: 'https://a.example.fr/, http://b.example.fr:8080' }).allowedOrigins,
    ).toEqual(['https://a.example.fr', 'http://b.example.fr:8080']);
    expect(loadConfig({}).allowedOrigins).toEqual([]);
    expect(() => loadConfig({ ALLOWED_ORIGINS: 'ftp://a.example.fr' })).toThrow(/ALLOWED_ORIGINS/);
  });
});
