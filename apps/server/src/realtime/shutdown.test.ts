import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client.ts';
import { gpsPositions } from '../db/schema/index.ts';
import { createUser } from '../test/fixtures.ts';
import { accessToken, connectSocket, createMission, nextEvent } from '../test/realtime-fixtures.ts';
import { createTestApp, createTestDatabase } from '../test/test-app.ts';

describe('shutdown', () => {
  let database: Database;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    ({ database, drop } = await createTestDatabase());
  });
  afterAll(() => drop());

  it('cuts the socket connections so that clients reconnect elsewhere, and keeps the positions, when the app closes', async () => {
    const t = await createTestApp({}, { listen: true, database });
    const agent = await createUser(database.db, { role: 'AGENT' });
    const missionId = await createMission(database.db, { agentIds: [agent.agentId], onDuty: true });
    const socket = await connectSocket(t.url as string, '/gps', { token: await accessToken(t.app, agent) });
    const position = { missionId, lat: 48.8, lng: 2.3, accuracy: 4 };
    // Both acknowledged, so both stored (an acknowledgement waits for the batch to be written).
    await socket.timeout(5000).emitWithAck('position:update', position);
    await socket.timeout(5000).emitWithAck('position:update', { ...position, lat: 48.81 });
    const disconnected = nextEvent<string>(socket, 'disconnect');

    await t.close();

    // A lost transport, which clients answer by reconnecting (to another process behind the same address).
    expect(await disconnected).toBe('transport close');
    expect(await database.db.$count(gpsPositions)).toBe(2);
  });
});
