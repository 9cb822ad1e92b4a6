import type { Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { PresenceChange } from '@secops/domain/calls';
import { arrivesWithin, connectCallListed, eventMatching } from '../../test/call-fixtures.ts';
import { createUser, type TestUser } from '../../test/fixtures.ts';
import { accessToken, collect, createMission } from '../../test/realtime-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

describe('call presence on /calls', () => {
  let t: TestApp;
  const open: Socket[] = [];

  const connect = async (user: TestUser) => {
    const listed = await connectCallListed(t.url as string, {
      token: await accessToken(t.app, user),
      userId: user.id,
    });
    open.push(listed.socket);
    return listed;
  };
  const change = (socket: Socket, event: 'user-online' | 'user-offline', user: TestUser) =>
    eventMatching<PresenceChange>(socket, event, (c) => c.userId === user.id);

  beforeAll(async () => {
    t = await createTestApp({}, { listen: true });
  });
  afterEach(() => {
    open.splice(0).forEach((socket) => socket.close());
  });
  afterAll(() => t.close());

  it('sends a socket the list once when it connects, then only who comes and goes, never the user themselves', async () => {
    const admin = await createUser(t.database.db, { role: 'ADMIN' });
    const supervisor = await createUser(t.database.db, { role: 'SUPERVISOR' });
    const watcher = await connect(admin);
    expect(watcher.online).not.toContain(admin.id);
    const lists = collect(watcher.socket, 'available-users');
    const arrived = change(watcher.socket, 'user-online', supervisor);
    const phone = await connect(supervisor);
    expect(await arrived).toEqual({ userId: supervisor.id });
    expect(phone.online).toContain(admin.id);
    expect(phone.online).not.toContain(supervisor.id);

    // A second socket of a user already online changes nothing for the others; the last one to leave does.
    const tablet = await connect(supervisor);
    const early = arrivesWithin(watcher.socket, 'user-offline');
    phone.socket.close();
    expect(await early).toBe(false);
    const gone = change(watcher.socket, 'user-offline', supervisor);
    tablet.socket.close();
    expect(await gone).toEqual({ userId: supervisor.id });
    expect(lists).toEqual([]);
  });

  it('shows a field user staff and the users sharing a live mission with them, no one else', async () => {
    const fieldUser = () => createUser(t.database.db, { role: 'AGENT' });
    const [agent, mate, stranger, former] = [
      await fieldUser(),
      await fieldUser(),
      await fieldUser(),
      await fieldUser(),
    ];
    const lead = await createUser(t.database.db, { role: 'LEAD' });
    const supervisor = await createUser(t.database.db, { role: 'SUPERVISOR' });
    await createMission(t.database.db, { agentIds: [agent.agentId, mate.agentId] });
    await createMission(t.database.db, { agentIds: [stranger.agentId, lead.agentId] });
    await createMission(t.database.db, { status: 'ARCHIVED', agentIds: [agent.agentId, former.agentId] });
    const staff = await connect(supervisor);
    await connect(stranger);
    await connect(former);
    const mine = await connect(agent);
    expect(mine.online.sort()).toEqual([supervisor.id]);

    const strangerNews = arrivesWithin(mine.socket, 'user-online');
    const seenByStaff = change(staff.socket, 'user-online', lead);
    const leadSocket = await connect(lead);
    expect(await seenByStaff).toEqual({ userId: lead.id });
    expect(await strangerNews).toBe(false);
    expect(leadSocket.online.sort()).toEqual([stranger.id, supervisor.id].sort());

    const mateArrives = change(mine.socket, 'user-online', mate);
    const mateSocket = await connect(mate);
    expect(await mateArrives).toEqual({ userId: mate.id });
    expect(mateSocket.online.sort()).toEqual([agent.id, supervisor.id].sort());

    const quiet = arrivesWithin(mine.socket, 'user-offline');
    leadSocket.socket.close();
    expect(await quiet).toBe(false);
    const mateLeaves = change(mine.socket, 'user-offline', mate);
    mateSocket.socket.close();
    expect(await mateLeaves).toEqual({ userId: mate.id });
  });
});
