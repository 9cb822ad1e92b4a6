/**
 * The app for the call benchmarks: a throwaway database seeded by the caller's statements, the app started in this
 * process on a free port with its socket servers attached as main.ts does (no Redis), a session per bench user as a
 * sign-in opens it, and a count of every byte the HTTP server wrote (WebSocket frames included).
 */
import type { Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../../apps/server/src/app.ts';
import { loadConfig } from '../../apps/server/src/config.ts';
import { openDatabase } from '../../apps/server/src/db/client.ts';
import { startSession } from '../../apps/server/src/modules/auth/session.service.ts';
import { attachRealtime } from '../../apps/server/src/realtime/realtime.plugin.ts';
import { createThrowawayDatabase, queryRows, runStatements } from './throwaway-database.ts';

export type Party = { userId: string; token: string };

export type CallsApp = {
  url: string;
  /** The users whose e-mail starts with `bench-`, by e-mail, each with the access token of a session of their own. */
  parties: Map<string, Party>;
  /** Bytes written by the server on every connection so far. */
  bytesSent(): number;
  close(): Promise<void>;
};

export async function startCallsApp(seed: string[]): Promise<CallsApp> {
  const db = await createThrowawayDatabase('secops_calls_bench');
  const database = await openDatabase({ databaseUrl: db.url });
  await runStatements(db.url, seed);
  const users = await queryRows<{ id: string; email: string; role: 'SUPERVISOR' | 'AGENT' }>(
    db.url,
    `select id, email, role from users where email like 'bench-%' order by email`,
  );
  const config = loadConfig({
    NODE_ENV: 'development',
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
    JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0123',
    WEB_DIST: '/nonexistent',
    DATA_DIR: path.join(os.tmpdir(), 'secops-calls-bench'),
  });
  const app = await buildApp({ config, database });
  const connections = new Set<Socket>();
  let closedBytes = 0;
  app.server.on('connection', (socket: Socket) => {
    connections.add(socket);
    socket.once('close', () => {
      connections.delete(socket);
      closedBytes += socket.bytesWritten;
    });
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  await attachRealtime(app);
  const parties = new Map<string, Party>();
  for (let i = 0; i < users.length; i += 50) {
    await Promise.all(
      users.slice(i, i + 50).map(async (user) => {
        const { accessToken } = await startSession(database.db, app.deps.jwt, user);
        parties.set(user.email, { userId: user.id, token: accessToken });
      }),
    );
  }
  return {
    url: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`,
    parties,
    bytesSent: () => [...connections].reduce((sum, socket) => sum + socket.bytesWritten, closedBytes),
    close: async () => {
      await app.close();
      await database.close();
      await db.drop();
    },
  };
}
