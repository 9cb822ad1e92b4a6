import { randomBytes } from 'node:crypto';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatMessageEvent, TypingEvent } from '@secops/domain/chat';
import * as MSG from '@secops/domain/messages';
import { authHeader, createUser, type TestUser } from '../test/fixtures.ts';
import {
  accessToken,
  connectSocket,
  createMission,
  emitWithAck,
  nextEvent,
  nextPosition,
  pause,
} from '../test/realtime-fixtures.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

const redisUrl = process.env.TEST_REDIS_URL;
const title = redisUrl
  ? 'two server instances sharing one database and Redis'
  : 'two server instances sharing one database and Redis (skipped: TEST_REDIS_URL is not set)';

describe.skipIf(!redisUrl)(title, () => {
  let a: TestApp;
  let b: TestApp;
  let agent: TestUser;
  let admin: TestUser;
  let missionId: string;
  const open: Socket[] = [];

  const socketOn = async (app: TestApp, namespace: '/gps' | '/chat', user: TestUser) => {
    const socket = await connectSocket(app.url as string, namespace, {
      token: await accessToken(app.app, user),
    });
    open.push(socket);
    return socket;
  };

  beforeAll(async () => {
    // Channels of their own, so that other test files using the same Redis stay apart.
    const redisKey = `secops-test-${randomBytes(4).toString('hex')}`;
    a = await createTestApp({}, { listen: true, redisUrl, redisKey });
    b = await createTestApp({}, { listen: true, redisUrl, redisKey, database: a.database });
    agent = await createUser(a.database.db, { role: 'AGENT', firstName: 'Noah', lastName: 'Petit' });
    admin = await createUser(a.database.db, { role: 'ADMIN' });
    missionId = await createMission(a.database.db, { agentIds: [agent.agentId], onDuty: true });
  });
  afterAll(async () => {
    open.forEach((socket) => socket.close());
    await b?.close();
    await a?.close();
  });

  it('delivers a position sent to instance A to an admin connected to instance B', async () => {
    const watcher = await socketOn(b, '/gps', admin);
    await emitWithAck(watcher, 'mission:subscribe', { missionId: 'all' });
    const sender = await socketOn(a, '/gps', agent);
    const received = nextPosition(watcher);
    const ack = await emitWithAck(sender, 'position:update', {
      missionId,
      lat: 48.85,
      lng: 2.29,
      accuracy: 6,
    });
    expect(ack).toMatchObject({ ok: true });
    expect(await received).toMatchObject({
      agentId: agent.agentId,
      missionId,
      lat: 48.85,
      agent: { lastName: 'Petit' },
    });
  });

  it('delivers a chat message and typing sent to instance A to a member connected to instance B', async () => {
    const member = await socketOn(b, '/chat', admin);
    const writer = await socketOn(a, '/chat', agent);
    await emitWithAck(member, 'mission:subscribe', { missionId });
    await emitWithAck(writer, 'mission:subscribe', { missionId });

    const typing = nextEvent<TypingEvent>(member, 'typing:start');
    await emitWithAck(writer, 'typing:start', { missionId });
    expect(await typing).toEqual({ userId: agent.id, name: 'Noah Petit', missionId });

    const message = nextEvent<ChatMessageEvent>(member, 'message:new');
    await emitWithAck(writer, 'message:send', { missionId, content: 'Relève effectuée', type: 'TEXT' });
    expect(await message).toMatchObject({ missionId, content: 'Relève effectuée', senderId: agent.id });
  });

  it("takes a removed agent's sockets on instance B out of the mission's chat room when A removes them", async () => {
    const removed = await createUser(a.database.db, { role: 'AGENT' });
    const team = await createMission(a.database.db, { agentIds: [removed.agentId] });
    const listener = await socketOn(b, '/chat', removed);
    expect(await emitWithAck(listener, 'mission:subscribe', { missionId: team })).toEqual({ ok: true });
    const assignment = await a.database.db.query.missionAssignments.findFirst({
      where: (row, { eq }) => eq(row.missionId, team),
    });
    const removal = await a.app.inject({
      method: 'DELETE',
      url: `/api/missions/assignments/${assignment?.id}`,
      headers: await authHeader(a.app, admin),
    });
    expect(removal.statusCode).toBe(204);
    await pause(200);
    expect(await emitWithAck(listener, 'typing:start', { missionId: team })).toMatchObject({
      ok: false,
      error: { statusCode: 403, message: MSG.chatNotSubscribed },
    });
  });
});
