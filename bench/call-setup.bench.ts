/**
 * Call set-up with real WebRTC: two Chromium pages on the app's origin, with fake camera and microphone, call each
 * other through the signaling server (getUserMedia → offer → call-user → incoming-call → answer → ICE relayed) until
 * both RTCPeerConnections are connected, one call after the other. ICE servers are empty: host candidates on
 * localhost, so the figures hold signaling, media set-up, ICE checks and DTLS, not a TURN relay or a real network.
 * The server runs in this process on PostgreSQL, serving the built web app (WEB_DIST).
 *
 *   cd apps/web && npx vite build --outDir /tmp/dist --emptyOutDir && cd ../..
 *   WEB_DIST=/tmp/dist BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx bench/call-setup.bench.ts
 *   (BENCH_CALLS changes the number of timed calls; CHROMIUM_PATH the browser)
 */
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Page } from '@playwright/test';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { startSession } from '../apps/server/src/modules/auth/session.service.ts';
import { attachRealtime } from '../apps/server/src/realtime/realtime.plugin.ts';
import { installCallPeer, type CallPeer, type CallTimes, type PeerOptions } from './lib/call-peer.browser.ts';
import { formatSummary, summarize } from './lib/latency.ts';
import { createThrowawayDatabase, queryRows, runStatements } from './lib/throwaway-database.ts';

const CALLS = Number(process.env.BENCH_CALLS ?? 30);
// The first calls start the browser's media and WebRTC machinery; they are made but not timed.
const WARM_UP_CALLS = 2;
const root = fileURLToPath(new URL('..', import.meta.url));
const socketIoBrowser = path.join(root, 'node_modules/socket.io-client/dist/socket.io.min.js');

const db = await createThrowawayDatabase('secops_call_setup_bench');
const database = await openDatabase({ databaseUrl: db.url });
await runStatements(db.url, [
  `insert into users (email, password_hash, role, first_name, last_name) values
     ('bench-caller@example.test', 'x', 'SUPERVISOR', 'Claire', 'Durand'),
     ('bench-callee@example.test', 'x', 'AGENT', 'Noah', 'Petit')`,
]);
const [caller, callee] = await queryRows<{ id: string; role: 'SUPERVISOR' | 'AGENT' }>(
  db.url,
  `select id, role from users order by email`,
);
if (!caller || !callee) throw new Error('seed failed');
const config = loadConfig({
  NODE_ENV: 'development',
  LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
  JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0123',
  WEB_DIST: process.env.WEB_DIST ?? path.join(root, 'apps/web/dist'),
  DATA_DIR: path.join(os.tmpdir(), 'secops-call-setup-bench'),
});
const app = await buildApp({ config, database });
await app.listen({ host: '127.0.0.1', port: 0 });
await attachRealtime(app);
const origin = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--use-fake-device-for-media-stream',
    '--use-fake-ui-for-media-stream',
    '--no-sandbox',
    '--disable-gpu',
  ],
});

/** A page of the app's origin (the login screen) with the call socket and a peer connection ready. */
async function openPeer(user: { id: string; role: 'SUPERVISOR' | 'AGENT' }, peerId: string): Promise<Page> {
  // The app's CSP allows its own scripts only; the socket.io-client script is added by the benchmark.
  const context = await browser.newContext({ permissions: ['camera', 'microphone'], bypassCSP: true });
  // tsx keeps function names through a helper that the page does not have.
  await context.addInitScript('globalThis.__name = (fn) => fn;');
  const page = await context.newPage();
  await page.goto(`${origin}/login`);
  await page.addScriptTag({ path: socketIoBrowser });
  const { accessToken } = await startSession(database.db, app.deps.jwt, user);
  await page.evaluate(installCallPeer, {
    token: accessToken,
    userId: user.id,
    peerId,
    iceServers: [],
  } satisfies PeerOptions);
  return page;
}

const callerPage = await openPeer(caller, callee.id);
const calleePage = await openPeer(callee, caller.id);
const peer = (page: Page) =>
  page.evaluate(() => (window as unknown as { callPeer: CallPeer }).callPeer.callee);

const timings: (CallTimes & { calleeConnectedAt: number; incomingAt: number; answerSentAt: number })[] = [];
for (let i = 0; i < WARM_UP_CALLS + CALLS; i += 1) {
  const times = await callerPage.evaluate(() =>
    (window as unknown as { callPeer: CallPeer }).callPeer.call(),
  );
  await calleePage.waitForFunction(
    () => (window as unknown as { callPeer: CallPeer }).callPeer.callee.connectedAt > 0,
  );
  const other = await peer(calleePage);
  await callerPage.evaluate(() => (window as unknown as { callPeer: CallPeer }).callPeer.hangUp());
  await calleePage.waitForFunction(() => (window as unknown as { callPeer: CallPeer }).callPeer.callee.idle);
  if (i >= WARM_UP_CALLS) timings.push({ ...times, ...other, calleeConnectedAt: other.connectedAt });
}

const phase = (label: string, pick: (t: (typeof timings)[number]) => number) =>
  console.log(`${label.padEnd(46)} ${formatSummary(summarize(timings.map(pick)))}`);
console.log(
  `\n${CALLS} calls, one after the other (after ${WARM_UP_CALLS} untimed), ICE servers [] (localhost)`,
);
phase('call-user → caller connected', (t) => t.connectedAt - t.callUserAt);
phase('call-user → both connected', (t) => Math.max(t.connectedAt, t.calleeConnectedAt) - t.callUserAt);
phase('start (camera asked) → caller connected', (t) => t.connectedAt - t.startedAt);
phase('  start → call-user (camera, offer)', (t) => t.callUserAt - t.startedAt);
phase('  call-user → incoming-call (server)', (t) => t.incomingAt - t.callUserAt);
phase('  incoming-call → answer-call (camera, answer)', (t) => t.answerSentAt - t.incomingAt);
phase('  answer-call → call-answered (server)', (t) => t.answeredAt - t.answerSentAt);
phase('  call-answered → connected (ICE, DTLS)', (t) => t.connectedAt - t.answeredAt);
console.log(
  `load average ${os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}, ${os.cpus().length} CPUs`,
);

await browser.close();
await app.close();
await database.close();
await db.drop();
