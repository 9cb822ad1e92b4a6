import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as MSG from '@secops/domain/messages';
import { connectCall } from '../../test/call-fixtures.ts';
import { createUser } from '../../test/fixtures.ts';
import { accessToken, connectSocket } from '../../test/realtime-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

describe("a client account and the company's sockets", () => {
  let t: TestApp;
  let url: string;
  let token: string;
  let userId: string;
  beforeAll(async () => {
    t = await createTestApp({}, { listen: true });
    url = t.url as string;
    const client = await createUser(t.database.db, { role: 'CLIENT' });
    userId = client.id;
    token = await accessToken(t.app, client);
  });
  afterAll(() => t.close());

  it.each(['/gps', '/chat'] as const)('refuses a CLIENT token on %s with 403', async (namespace) => {
    await expect(connectSocket(url, namespace, { token })).rejects.toMatchObject({
      message: MSG.forbidden,
      data: { statusCode: 403, code: 'FORBIDDEN' },
    });
  });

  it('refuses a CLIENT token on the calls signaling with 403', async () => {
    await expect(connectCall(url, { token, userId })).rejects.toMatchObject({
      message: MSG.forbidden,
      data: { statusCode: 403, code: 'FORBIDDEN' },
    });
  });

  it('still lets a staff token through, so that the refusal is the role', async () => {
    const admin = await createUser(t.database.db, { role: 'ADMIN' });
    const socket = await connectSocket(url, '/chat', { token: await accessToken(t.app, admin) });
    expect(socket.connected).toBe(true);
    socket.close();
  });
});
