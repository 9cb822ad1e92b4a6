import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatMessageEvent, TypingEvent } from '@secops/domain/chat';
import * as MSG from '@secops/domain/messages';
import { chatMessages } from '../../db/schema/index.ts';
import { authHeader, createUser, type TestUser } from '../../test/fixtures.ts';
import {
  accessToken,
  collect,
  connectSocket,
  createMission,
  emitWithAck,
  nextEvent,
  pause,
} from '../../test/realtime-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

type Ack = { ok: boolean; error?: { statusCode: number; message: string }; message?: ChatMessageEvent };

describe('/chat socket', () => {
  let t: TestApp;
  let agent: TestUser;
  let outsider: TestUser;
  let admin: TestUser;
  let missionId: string;
  let agentSocket: Socket;
  let adminSocket: Socket;
  const open: Socket[] = [];

  const socketOf = async (user: TestUser) => {
    const socket = await connectSocket(t.url as string, '/chat', { token: await accessToken(t.app, user) });
    open.push(socket);
    return socket;
  };

  beforeAll(async () => {
    t = await createTestApp({}, { listen: true });
    agent = await createUser(t.database.db, { role: 'AGENT', firstName: 'Léa', lastName: 'Bernard' });
    outsider = await createUser(t.database.db, { role: 'AGENT' });
    admin = await createUser(t.database.db, { role: 'SUPERADMIN', email: 'direction@secops.test' });
    missionId = await createMission(t.database.db, { agentIds: [agent.agentId] });
    agentSocket = await socketOf(agent);
    adminSocket = await socketOf(admin);
    expect(await emitWithAck(agentSocket, 'mission:subscribe', { missionId })).toEqual({ ok: true });
    expect(await emitWithAck(adminSocket, 'mission:subscribe', { missionId })).toEqual({ ok: true });
  });
  afterAll(async () => {
    open.forEach((socket) => socket.close());
    await t.close();
  });

  it('answers user:connect with the user of the token', async () => {
    expect(await emitWithAck(agentSocket, 'user:connect', { userId: agent.id })).toEqual({
      ok: true,
      userId: agent.id,
    });
    const spoofed = await emitWithAck<Ack>(agentSocket, 'user:connect', { userId: admin.id });
    expect(spoofed.ok).toBe(false);
  });

  it('refuses a non-member: no subscription, no message', async () => {
    const socket = await socketOf(outsider);
    const subscribe = await emitWithAck<Ack>(socket, 'mission:subscribe', { missionId });
    expect(subscribe).toMatchObject({ ok: false, error: { statusCode: 403, message: MSG.chatNotMember } });
    const send = await emitWithAck<Ack>(socket, 'message:send', {
      missionId,
      content: 'bonjour',
      type: 'TEXT',
    });
    expect(send).toMatchObject({ ok: false, error: { statusCode: 403 } });
  });

  it('stores a message, then broadcasts message:new to the mission room with its mentions', async () => {
    const received = nextEvent<ChatMessageEvent>(adminSocket, 'message:new');
    const ack = await emitWithAck<Ack>(agentSocket, 'message:send', {
      senderId: agent.id,
      missionId,
      content: ' @direction en position ',
      type: 'TEXT',
    });
    expect(ack.ok).toBe(true);
    const message = await received;
    expect(message).toMatchObject({
      id: ack.message?.id,
      content: '@direction en position',
      mentions: [admin.id],
      sender: { id: agent.id, agent: { firstName: 'Léa', lastName: 'Bernard' } },
    });
    const stored = await t.database.db.query.chatMessages.findFirst({
      where: (m, { eq }) => eq(m.id, message.id),
    });
    expect(stored?.content).toBe('@direction en position');
  });

  it('sends mention:new to a mentioned user anywhere in the app, and not to their sockets in the room', async () => {
    const elsewhere = await socketOf(admin);
    const inRoom = collect<ChatMessageEvent>(adminSocket, 'mention:new');
    const agentSide = collect<ChatMessageEvent>(agentSocket, 'mention:new');
    const mention = nextEvent<ChatMessageEvent>(elsewhere, 'mention:new');
    const ack = await emitWithAck<Ack>(agentSocket, 'message:send', {
      missionId,
      content: '@direction besoin de vous à la porte B',
      type: 'TEXT',
    });
    expect(await mention).toMatchObject({ id: ack.message?.id, missionId, mentions: [admin.id] });
    // '@Tout le monde' reaches every member but the sender.
    const everyone = nextEvent<ChatMessageEvent>(elsewhere, 'mention:new');
    await emitWithAck(agentSocket, 'message:send', {
      missionId,
      content: '@Tout le monde relève à 22 h',
      type: 'TEXT',
    });
    expect(await everyone).toMatchObject({ mentions: 'all' });
    await pause(200);
    expect(inRoom).toEqual([]);
    expect(agentSide).toEqual([]);
    elsewhere.close();
  });

  it('refuses an empty message and a message in another name, storing nothing', async () => {
    const before = await t.database.db.$count(chatMessages);
    const blank = await emitWithAck<Ack>(agentSocket, 'message:send', {
      missionId,
      content: ' \n ',
      type: 'TEXT',
    });
    expect(blank).toMatchObject({ ok: false, error: { statusCode: 400, message: MSG.chatMessageEmpty } });
    const spoofed = await emitWithAck<Ack>(agentSocket, 'message:send', {
      senderId: admin.id,
      missionId,
      content: 'je suis la direction',
    });
    expect(spoofed).toMatchObject({ ok: false, error: { statusCode: 403 } });
    expect(await t.database.db.$count(chatMessages)).toBe(before);
  });

  it('relays typing to the others in the room, not back to the typist', async () => {
    const toAdmin = nextEvent<TypingEvent>(adminSocket, 'typing:start');
    const echoes = collect(agentSocket, 'typing:start');
    expect(await emitWithAck(agentSocket, 'typing:start', { missionId, userId: agent.id })).toEqual({
      ok: true,
    });
    expect(await toAdmin).toEqual({ userId: agent.id, name: 'Léa Bernard', missionId });
    const stop = nextEvent<TypingEvent>(agentSocket, 'typing:stop');
    await emitWithAck(adminSocket, 'typing:stop', { missionId });
    expect(await stop).toEqual({ userId: admin.id, name: 'Camille Martin', missionId });
    await pause(100);
    expect(echoes).toEqual([]);
  });

  it('refuses typing in a room the socket has not joined', async () => {
    const other = await createMission(t.database.db, { agentIds: [agent.agentId] });
    const ack = await emitWithAck<Ack>(agentSocket, 'typing:start', { missionId: other });
    expect(ack).toMatchObject({ ok: false, error: { statusCode: 403, message: MSG.chatNotSubscribed } });
  });

  it('stops delivering after mission:unsubscribe', async () => {
    const listener = await socketOf(admin);
    await emitWithAck(listener, 'mission:subscribe', { missionId });
    await emitWithAck(listener, 'mission:unsubscribe', { missionId });
    const seen = collect(listener, 'message:new');
    await emitWithAck(agentSocket, 'message:send', { missionId, content: 'fin de ronde' });
    await pause(150);
    expect(seen).toEqual([]);
  });

  it('refuses sending to an archived mission with 409', async () => {
    const archived = await createMission(t.database.db, { status: 'ARCHIVED', agentIds: [agent.agentId] });
    const ack = await emitWithAck<Ack>(agentSocket, 'message:send', { missionId: archived, content: 'allô' });
    expect(ack).toMatchObject({ ok: false, error: { statusCode: 409, message: MSG.missionArchived } });
  });

  it('takes the sockets of an agent removed from the mission out of its room at once: no messages, no typing', async () => {
    const removed = await createUser(t.database.db, { role: 'AGENT' });
    const team = await createMission(t.database.db, { agentIds: [removed.agentId, agent.agentId] });
    const phone = await socketOf(removed);
    const tablet = await socketOf(removed);
    for (const socket of [phone, tablet, adminSocket])
      expect(await emitWithAck(socket, 'mission:subscribe', { missionId: team })).toEqual({ ok: true });
    const assignment = await t.database.db.query.missionAssignments.findFirst({
      where: (a, { and, eq }) => and(eq(a.missionId, team), eq(a.agentId, removed.agentId as string)),
    });
    const removal = await t.app.inject({
      method: 'DELETE',
      url: `/api/missions/assignments/${assignment?.id}`,
      headers: await authHeader(t.app, admin),
    });
    expect(removal.statusCode).toBe(204);

    const overheard = [collect(phone, 'message:new'), collect(tablet, 'message:new')];
    const toTeam = nextEvent<ChatMessageEvent>(agentSocket, 'message:new');
    await emitWithAck(agentSocket, 'mission:subscribe', { missionId: team });
    const sent = await emitWithAck<Ack>(adminSocket, 'message:send', {
      missionId: team,
      content: 'Relève à 6 h',
    });
    expect(sent.ok).toBe(true);
    expect((await toTeam).content).toBe('Relève à 6 h');
    await pause(150);
    expect(overheard).toEqual([[], []]);
    const typing = await emitWithAck<Ack>(phone, 'typing:start', { missionId: team });
    expect(typing).toMatchObject({ ok: false, error: { statusCode: 403, message: MSG.chatNotSubscribed } });
    const back = await emitWithAck<Ack>(tablet, 'mission:subscribe', { missionId: team });
    expect(back).toMatchObject({ ok: false, error: { statusCode: 403, message: MSG.chatNotMember } });
  });

  it('empties the chat room of a mission once archived: typing there is refused', async () => {
    const done = await createMission(t.database.db, { status: 'COMPLETED', agentIds: [agent.agentId] });
    for (const socket of [agentSocket, adminSocket])
      expect(await emitWithAck(socket, 'mission:subscribe', { missionId: done })).toEqual({ ok: true });
    const archiving = await t.app.inject({
      method: 'PATCH',
      url: `/api/missions/${done}`,
      headers: await authHeader(t.app, admin),
      payload: { status: 'ARCHIVED' },
    });
    expect(archiving.statusCode).toBe(200);
    for (const socket of [agentSocket, adminSocket]) {
      const typing = await emitWithAck<Ack>(socket, 'typing:start', { missionId: done });
      expect(typing).toMatchObject({ ok: false, error: { statusCode: 403, message: MSG.chatNotSubscribed } });
    }
  });
});
