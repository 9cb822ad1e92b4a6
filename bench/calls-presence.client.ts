/**
 * Client side of the presence run of bench/calls.bench.ts (calls-presence.ts), in a child process: connects each of
 * its users at its time, keeps each socket's view of who is online, and reports once the views have been quiet.
 */
import type { Socket } from 'socket.io-client';
import { openCallsSocket } from './lib/calls-socket.ts';
import type { Party } from './lib/calls-app.ts';

export type PresenceSetup = { type: 'setup'; url: string; arrivals: { party: Party; atMs: number }[] };
export type PresenceReady = { type: 'ready' };
/** How many sockets connected, and how many other users each one sees at the end. */
export type PresenceReport = { type: 'report'; connected: number; seen: number[] };
type Command = { type: 'start'; at: number } | { type: 'late'; party: Party };

const QUIET_MS = 2000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
let lastChange = Date.now();

/** A socket and the set of users it is told are online: a whole list, then (with the new protocol) changes. */
function connect(url: string, party: Party): Promise<{ socket: Socket; online: Set<string> }> {
  const socket = openCallsSocket(url, party, 60_000);
  let online = new Set<string>();
  const seen = {
    socket,
    get online() {
      return online;
    },
  };
  socket.on('available-users', (ids: string[]) => {
    online = new Set(ids);
    lastChange = Date.now();
  });
  socket.on('user-online', ({ userId }: { userId: string }) => {
    online.add(userId);
    lastChange = Date.now();
  });
  socket.on('user-offline', ({ userId }: { userId: string }) => {
    online.delete(userId);
    lastChange = Date.now();
  });
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(seen));
    socket.once('connect_error', reject);
  });
}

async function quiet(): Promise<void> {
  while (Date.now() - lastChange < QUIET_MS) await sleep(200);
}

let setup: PresenceSetup | undefined;
const views: { socket: Socket; online: Set<string> }[] = [];

process.on('message', (message: PresenceSetup | Command) => {
  void (async () => {
    if (message.type === 'setup') {
      setup = message;
      process.send?.({ type: 'ready' } satisfies PresenceReady);
    } else if (message.type === 'start' && setup) {
      const { url, arrivals } = setup;
      await Promise.all(
        arrivals.map(async ({ party, atMs }) => {
          await sleep(message.at - Date.now() + atMs);
          views.push(await connect(url, party));
        }),
      );
      await quiet();
      process.send?.({
        type: 'report',
        connected: views.length,
        seen: views.map((view) => view.online.size),
      } satisfies PresenceReport);
    } else if (message.type === 'late' && setup) {
      const view = await connect(setup.url, message.party);
      lastChange = Date.now();
      await quiet();
      process.send?.({ type: 'report', connected: 1, seen: [view.online.size] } satisfies PresenceReport);
    }
  })().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
});
