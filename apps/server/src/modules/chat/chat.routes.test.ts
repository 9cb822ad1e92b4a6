import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as MSG from '@secops/domain/messages';
import { chatMessages } from '../../db/schema/index.ts';
import { authHeader, createUser, type TestUser } from '../../test/fixtures.ts';
import { createMission } from '../../test/realtime-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

describe('mission chat over HTTP', () => {
  let t: TestApp;
  let agent: TestUser;
  let outsider: TestUser;
  let admin: TestUser;
  let missionId: string;

  const call = async (method: 'GET' | 'POST', user: TestUser | undefined, url: string, payload?: object) =>
    t.app.inject({ method, url, payload, headers: user ? await authHeader(t.app, user) : {} });

  beforeAll(async () => {
    t = await createTestApp();
    agent = await createUser(t.database.db, { role: 'AGENT', firstName: 'Yanis', lastName: 'Durand' });
    outsider = await createUser(t.database.db, { role: 'AGENT' });
    admin = await createUser(t.database.db, { role: 'ADMIN', email: 'regie@secops.test' });
    missionId = await createMission(t.database.db, { agentIds: [agent.agentId] });
  });
  afterAll(() => t.close());

  it('stores a member’s message, trimmed, and answers it with its sender and mentions (201)', async () => {
    const res = await call('POST', agent, `/api/chat/mission/${missionId}`, { content: '  @regie arrivé  ' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      missionId,
      senderId: agent.id,
      content: '@regie arrivé',
      type: 'TEXT',
      mentions: [admin.id],
      sender: {
        id: agent.id,
        agent: { id: agent.agentId, firstName: 'Yanis', lastName: 'Durand', photo: null },
      },
    });
  });

  it("dates a guard's queued message when it was written and stores a message sent twice once (200)", async () => {
    const url = `/api/chat/mission/${missionId}`;
    const sentAt = new Date(Date.now() - 3 * 60_000).toISOString();
    const body = { content: 'Ronde faite, RAS', sentAt, clientRequestId: 'chat-offline-1' };
    const first = await call('POST', agent, url, body);
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ createdAt: sentAt, declaredAt: null });
    const again = await call('POST', agent, url, body);
    expect(again.statusCode).toBe(200);
    expect(again.json().id).toBe(first.json().id);
    // Another user's id is theirs alone.
    expect((await call('POST', admin, url, body)).statusCode).toBe(201);
    const weekend = new Date(Date.now() - 60 * 3_600_000).toISOString();
    const late = await call('POST', agent, url, { content: 'Écrit samedi', sentAt: weekend });
    expect(late.json()).toMatchObject({ declaredAt: weekend });
    expect(Date.now() - Date.parse(late.json().createdAt)).toBeLessThan(60_000);
    const bad = await call('POST', agent, url, { content: 'x', sentAt: 'demain' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(MSG.dateInvalid);
  });

  it('refuses an empty or whitespace-only message and one over 2,000 characters (400)', async () => {
    const blank = await call('POST', agent, `/api/chat/mission/${missionId}`, { content: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toBe(MSG.chatMessageEmpty);
    const long = await call('POST', admin, `/api/chat/mission/${missionId}`, { content: 'a'.repeat(2001) });
    expect(long.json().message).toBe(MSG.chatMessageTooLong);
  });

  it('refuses a user who is not a member: 403 to read and to write', async () => {
    const read = await call('GET', outsider, `/api/chat/mission/${missionId}`);
    expect(read.statusCode).toBe(403);
    expect(read.json().message).toBe(MSG.chatNotMember);
    expect(
      (await call('POST', outsider, `/api/chat/mission/${missionId}`, { content: 'salut' })).statusCode,
    ).toBe(403);
    expect((await call('GET', undefined, `/api/chat/mission/${missionId}`)).statusCode).toBe(401);
  });

  it('answers 404 for an unknown mission and 409 when writing to an archived one', async () => {
    expect(
      (await call('GET', admin, '/api/chat/mission/00000000-0000-4000-8000-000000000000')).statusCode,
    ).toBe(404);
    expect((await call('GET', admin, '/api/chat/mission/42')).statusCode).toBe(404);
    const archived = await createMission(t.database.db, { status: 'ARCHIVED', agentIds: [agent.agentId] });
    const res = await call('POST', agent, `/api/chat/mission/${archived}`, { content: 'encore là ?' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(MSG.missionArchived);
    expect((await call('GET', agent, `/api/chat/mission/${archived}`)).statusCode).toBe(200);
  });

  it('pages the history newest first with limit and before', async () => {
    const page = await createMission(t.database.db, { agentIds: [agent.agentId] });
    const at = (minute: number) => new Date(Date.UTC(2026, 2, 2, 9, minute));
    await t.database.db.insert(chatMessages).values(
      [1, 2, 3, 4, 5].map((n) => ({
        missionId: page,
        senderId: admin.id,
        content: `m${n}`,
        createdAt: at(n),
      })),
    );
    const first = await call('GET', agent, `/api/chat/mission/${page}?limit=2`);
    expect(first.json().map((m: { content: string }) => m.content)).toEqual(['m5', 'm4']);
    const oldest = first.json()[1].id as string;
    const next = await call('GET', agent, `/api/chat/mission/${page}?limit=2&before=${oldest}`);
    expect(next.json().map((m: { content: string }) => m.content)).toEqual(['m3', 'm2']);
    expect(next.json()[0].sender).toMatchObject({ email: 'regie@secops.test', agent: null });
  });

  it('refuses bad paging values with 400', async () => {
    expect((await call('GET', admin, `/api/chat/mission/${missionId}?limit=201`)).statusCode).toBe(400);
    expect((await call('GET', admin, `/api/chat/mission/${missionId}?before=abc`)).statusCode).toBe(400);
    const foreign = await call(
      'GET',
      admin,
      `/api/chat/mission/${missionId}?before=00000000-0000-4000-8000-000000000000`,
    );
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().message).toBe(MSG.chatCursorInvalid);
  });
});
