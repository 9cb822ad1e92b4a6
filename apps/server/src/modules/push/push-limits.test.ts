import fs from 'node:fs';
import https from 'node:https';
import os from 'node:os';
import path from 'node:path';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pushSubscriptions } from '../../db/schema/index.ts';
import { authHeader, createUser, type TestUser } from '../../test/fixtures.ts';
import { startPushService, subscriberKeys, type PushService } from '../../test/push-service.ts';
import { pause } from '../../test/realtime-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { PUSH_CONCURRENCY } from './push.sender.ts';

/**
 * One user's subscriptions are bounded, and so is the fan-out of one SOS: a real push service over HTTPS counts the
 * posts it has under way at once. The in-process sender trusts its self-signed certificate through the default
 * agent's `ca` (NODE_EXTRA_CA_CERTS is read at start only).
 */
describe('push subscription and fan-out limits', () => {
  let dir: string;
  let service: PushService;
  let t: TestApp;
  let agent: TestUser;
  let staff: TestUser[];
  const savedCa = https.globalAgent.options.ca;

  const subscribe = async (user: TestUser, name: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/push/subscriptions',
      headers: await authHeader(t.app, user),
      payload: { endpoint: `${service.origin}/push/${name}`, keys: subscriberKeys().json },
    });
  const endpointsOf = async (user: TestUser) =>
    (
      await t.database.db
        .select({ endpoint: pushSubscriptions.endpoint })
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.userId, user.id))
        .orderBy(asc(pushSubscriptions.createdAt))
    ).map((row) => row.endpoint.slice(service.origin.length + '/push/'.length));

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'secops-push-limits-'));
    service = await startPushService(dir);
    https.globalAgent.options.ca = fs.readFileSync(service.caFile);
    t = await createTestApp({ PUSH_ALLOWED_HOSTS: new URL(service.origin).host });
    const db = t.database.db;
    agent = await createUser(db, { role: 'AGENT' });
    staff = [];
    for (const role of ['ADMIN', 'SUPERVISOR', 'SUPERVISOR', 'ADMIN'] as const) {
      staff.push(await createUser(db, { role }));
    }
  });
  afterAll(async () => {
    https.globalAgent.options.ca = savedCa;
    await t?.close();
    await service?.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('keeps the 10 newest subscriptions of a user: the 11th and 12th replace the two oldest', async () => {
    const user = staff[0]!;
    for (let i = 1; i <= 12; i += 1) expect((await subscribe(user, `one-${i}`)).statusCode).toBe(201);
    expect(await endpointsOf(user)).toEqual(Array.from({ length: 10 }, (_, i) => `one-${i + 3}`));
  });

  it('counts parallel subscriptions of one user one after the other: 60 at once leave 10', async () => {
    const user = staff[1]!;
    const answers = await Promise.all(Array.from({ length: 60 }, (_, i) => subscribe(user, `burst-${i}`)));
    expect(answers.map((res) => res.statusCode)).toEqual(Array(60).fill(201));
    expect(await endpointsOf(user)).toHaveLength(10);
  });

  it('sends an SOS to every staff subscription, 16 at a time at most', async () => {
    // Each staff member's 10 newest: the ones made here.
    for (const user of staff) {
      for (let i = 1; i <= 10; i += 1) await subscribe(user, `${user.id}-${i}`);
    }
    const before = service.received.length;
    service.delayAnswers(1000);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/sos',
      headers: await authHeader(t.app, agent),
      payload: { clientRequestId: 'limits-sos-1' },
    });
    expect(res.statusCode).toBe(201);
    // 4 staff members × 10 subscriptions.
    const deadline = Date.now() + 20_000;
    while (service.received.length - before < 40 && Date.now() < deadline) await pause(50);
    expect(service.received.length - before).toBe(40);
    // Bounded, and still in parallel (a loaded machine may not have all 16 under way at the same instant).
    expect(service.maxInFlight()).toBeLessThanOrEqual(PUSH_CONCURRENCY);
    expect(service.maxInFlight()).toBeGreaterThan(PUSH_CONCURRENCY / 2);
  });
});
