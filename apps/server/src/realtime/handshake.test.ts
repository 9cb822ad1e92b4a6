import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as MSG from '@secops/domain/messages';
import { createUser } from '../test/fixtures.ts';
import { accessToken, connectSocket } from '../test/realtime-fixtures.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

describe('socket handshake', () => {
  let t: TestApp;
  let url: string;
  beforeAll(async () => {
    t = await createTestApp({}, { listen: true });
    url = t.url as string;
  });
  afterAll(() => t.close());

  it.each(['/gps', '/chat'] as const)('refuses a connection to %s without a token', async (namespace) => {
    const refused = connectSocket(url, namespace);
    await expect(refused).rejects.toMatchObject({
      message: MSG.unauthenticated,
      data: { statusCode: 401, code: 'UNAUTHENTICATED' },
    });
  });

  it('refuses a token that does not verify', async () => {
    await expect(connectSocket(url, '/gps', { token: 'eyJhbGciOiJIUzI1NiJ9.e30.bad' })).rejects.toMatchObject(
      {
        data: { statusCode: 401 },
      },
    );
  });

  it('refuses a deactivated account even with a valid token', async () => {
    const user = await createUser(t.database.db, { role: 'AGENT', isActive: false });
    const refused = connectSocket(url, '/chat', { token: await accessToken(t.app, user) });
    await expect(refused).rejects.toMatchObject({ message: MSG.accountDisabled });
  });

  it('accepts the access token in auth.token or in the Authorization header', async () => {
    const user = await createUser(t.database.db, { role: 'ADMIN' });
    const token = await accessToken(t.app, user);
    const viaAuth = await connectSocket(url, '/gps', { token });
    const viaHeader = await connectSocket(url, '/chat', { headers: { authorization: `Bearer ${token}` } });
    expect(viaAuth.connected && viaHeader.connected).toBe(true);
    viaAuth.close();
    viaHeader.close();
  });
});
