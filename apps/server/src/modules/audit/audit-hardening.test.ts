import { sql } from 'drizzle-orm';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditEntry } from '@secops/domain/audit';
import { CALL_REASONS } from '@secops/domain/calls';
import { connectCall } from '../../test/call-fixtures.ts';
import { authHeader, createUser, type TestUser } from '../../test/fixtures.ts';
import { subscriberKeys } from '../../test/push-service.ts';
import {
  accessToken,
  connectSocket,
  createMission,
  emitWithAck,
  nextEvent,
  pause,
} from '../../test/realtime-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

describe('audit log: TRUNCATE, chat, push subscriptions and missed calls', () => {
  let t: TestApp;
  let admin: TestUser;
  let supervisor: TestUser;
  let agent: TestUser;
  const open: Socket[] = [];

  beforeAll(async () => {
    t = await createTestApp({}, { listen: true });
    admin = await createUser(t.database.db, { role: 'ADMIN', firstName: 'Claire', lastName: 'Vasseur' });
    supervisor = await createUser(t.database.db, { role: 'SUPERVISOR' });
    agent = await createUser(t.database.db, { role: 'AGENT' });
  });
  afterAll(async () => {
    open.forEach((socket) => socket.close());
    await t.close();
  });

  const inject = async (user: TestUser, method: 'GET' | 'POST', url: string, payload?: object) =>
    t.app.inject({ method, url, payload, headers: await authHeader(t.app, user) });
  const log = async (query: string) => {
    const res = await inject(admin, 'GET', `/api/audit-log?${query}`);
    expect(res.statusCode).toBe(200);
    return res.json() as AuditEntry[];
  };
  const storedDetails = async () => {
    const result = await t.database.db.execute(sql`select details::text as d from audit_log`);
    return (result as unknown as { rows: { d: string }[] }).rows.map((r) => r.d).join('\n');
  };

  it('refuses TRUNCATE of the audit log, in the database itself', async () => {
    expect((await inject(admin, 'POST', '/api/clients', { name: 'Client témoin' })).statusCode).toBe(201);
    const before = await log('limit=100');
    expect(before.length).toBeGreaterThan(0);
    await expect(t.database.db.execute(sql`truncate audit_log`)).rejects.toThrow();
    await expect(
      t.database.db.execute(sql`truncate table audit_log restart identity cascade`),
    ).rejects.toThrow();
    expect(await log('limit=100')).toEqual(before);
  });

  it("records a staff member's chat messages, by socket and by HTTP, as id, mission, author and time, never their text", async () => {
    const missionId = await createMission(t.database.db, { agentIds: [agent.agentId] });
    const socket = await connectSocket(t.url as string, '/chat', { token: await accessToken(t.app, admin) });
    open.push(socket);
    expect(await emitWithAck(socket, 'mission:subscribe', { missionId })).toEqual({ ok: true });
    const bySocket = await emitWithAck<{ ok: boolean; message?: { id: string } }>(socket, 'message:send', {
      missionId,
      content: 'Code du portail : 4821',
    });
    expect(bySocket.ok).toBe(true);
    const byHttp = await inject(supervisor, 'POST', `/api/chat/mission/${missionId}`, {
      content: 'Clé du local sous le paillasson',
    });
    expect(byHttp.statusCode).toBe(201);
    const fromAgent = await inject(agent, 'POST', `/api/chat/mission/${missionId}`, { content: 'Bien reçu' });
    expect(fromAgent.statusCode).toBe(201);

    const entries = await log('entityType=chat_message');
    expect(entries).toHaveLength(2);
    const bySocketEntry = entries.find((e) => e.entityId === bySocket.message?.id);
    expect(bySocketEntry).toMatchObject({ action: 'create', user: { id: admin.id, name: 'Claire Vasseur' } });
    // Its times and the phone's request id (see declared-time) are facts about the sending, not its text.
    expect(Object.keys(bySocketEntry?.changes ?? {}).sort()).toEqual([
      'client_request_id',
      'created_at',
      'declared_at',
      'id',
      'mission_id',
      'received_at',
      'sender_id',
    ]);
    expect(bySocketEntry?.changes.mission_id?.after).toBe(missionId);
    expect(entries.find((e) => e.entityId === byHttp.json().id)?.user?.id).toBe(supervisor.id);
    expect(await storedDetails()).not.toMatch(/4821|paillasson|Bien reçu|content/);
  });

  it("records a staff member's push subscription without its endpoint or keys", async () => {
    const keys = subscriberKeys().json;
    const endpoint = `https://fcm.googleapis.com/fcm/send/audit-${Date.now()}`;
    const res = await inject(supervisor, 'POST', '/api/push/subscriptions', { endpoint, keys });
    expect(res.statusCode).toBeLessThan(300);
    const [entry] = await log(`entityType=push_subscription&userId=${supervisor.id}`);
    expect(entry).toMatchObject({ action: 'create', changes: { user_id: { after: supervisor.id } } });
    const stored = await storedDetails();
    for (const secret of [endpoint, keys.p256dh, keys.auth, 'p256dh', 'endpoint']) {
      expect(stored).not.toContain(secret);
    }
  });

  it("records the missed call of a staff member's call, and a staff member marking missed calls seen", async () => {
    const caller = await connectCall(t.url as string, {
      token: await accessToken(t.app, admin),
      userId: admin.id,
    });
    open.push(caller);
    const rejected = nextEvent(caller, 'call-rejected');
    caller.emit('call-user', {
      to: supervisor.id,
      offer: { type: 'offer', sdp: 'v=0\r\no=- 1 2 IN IP4 127.0.0.1\r\n' },
      callType: 'audio',
    });
    expect(await rejected).toEqual({ from: supervisor.id, reason: CALL_REASONS.offline });
    // The caller is told at once; the missed call is stored right after.
    for (let i = 0; i < 50; i++) {
      const missed = await inject(supervisor, 'GET', '/api/calls/missed');
      if (missed.json().missedCalls.length > 0) break;
      await pause(100);
    }
    expect((await inject(supervisor, 'POST', '/api/calls/missed/seen')).statusCode).toBeLessThan(300);

    const entries = await log('entityType=missed_call');
    expect(entries.map((e) => [e.action, e.user?.id])).toEqual([
      ['update', supervisor.id],
      ['create', admin.id],
    ]);
    expect(entries[1]?.changes).toMatchObject({
      caller_id: { after: admin.id },
      callee_id: { after: supervisor.id },
    });
  });
});
