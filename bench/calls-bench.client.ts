/**
 * Client side of bench/calls.bench.ts, run in a child process: both users of each of its call pairs, so that every
 * latency is measured on one clock. Each caller sends call-user with an SDP offer, its callee answers on
 * incoming-call, and once call-answered arrives both sides send an ICE candidate every `intervalMs`; the candidate's
 * foundation carries a sequence number that the receiver looks up to measure send → receive.
 */
import { performance } from 'node:perf_hooks';
import type { Socket } from 'socket.io-client';
import { openCallsSocket } from './lib/calls-socket.ts';
import type { Party } from './lib/calls-app.ts';
import { sampleSdp } from './lib/sample-sdp.ts';

export type ClientSetup = {
  type: 'setup';
  url: string;
  pairs: { caller: Party; callee: Party }[];
  /** How long each pair sends candidates once connected. */
  seconds: number;
  intervalMs: number;
  /** The app tells each socket who else is connected: wait until every socket has its list and the changes stop. */
  presence: boolean;
  /** While the calls last, this user connects every `everyMs` and leaves a second later. */
  churn?: { party: Party; everyMs: number };
};
/** Connected: how long the sockets took to connect, and until the presence lists had settled. */
export type ClientReady = { type: 'ready'; connectMs: number; settledMs: number };
export type ClientReport = {
  type: 'report';
  /** call-user → call-answered at the caller, per pair, in ms. */
  setupMs: number[];
  /** call-user → incoming-call at the callee, per pair, in ms. */
  ringMs: number[];
  /** ice-candidate send → receive, per candidate, in ms. */
  relayMs: number[];
  candidatesSent: number;
  callsAnswered: number;
  /** call-error codes and call-rejected reasons, counted. */
  errors: Record<string, number>;
  /** CPU used by this client process during the calls, in % of one core. */
  cpuPercent: number;
};

const now = () => performance.now();
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const OFFER = { type: 'offer' as const, sdp: sampleSdp('offer') };
const ANSWER = { type: 'answer' as const, sdp: sampleSdp('answer') };

/** The sockets that have had their list of who is connected, and when the last presence message came. */
const listed = new WeakSet<Socket>();
let lastPresence = now();

function connect(url: string, party: Party): Promise<Socket> {
  const socket = openCallsSocket(url, party, 30_000);
  // Listening before the connection: the list comes right after it.
  socket.on('available-users', () => {
    listed.add(socket);
    lastPresence = now();
  });
  for (const change of ['user-online', 'user-offline']) socket.on(change, () => (lastPresence = now()));
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}

async function inBatches<T, R>(items: T[], size: number, run: (item: T) => Promise<R>): Promise<R[]> {
  const out: R[] = [];
  for (let i = 0; i < items.length; i += size)
    out.push(...(await Promise.all(items.slice(i, i + size).map(run))));
  return out;
}

/** Resolves once every socket has had its list of who is connected and no change has come for a second. */
async function presenceSettled(sockets: Socket[]): Promise<void> {
  for (const deadline = now() + 120_000; now() < deadline; await sleep(250)) {
    if (sockets.every((socket) => listed.has(socket)) && now() - lastPresence > 1000) return;
  }
  throw new Error('presence did not settle within 120 s');
}

/** A user who comes and goes: each arrival and departure is a presence change. */
function visit(url: string, churn: NonNullable<ClientSetup['churn']>): NodeJS.Timeout {
  return setInterval(() => {
    void connect(url, churn.party).then((socket) => setTimeout(() => socket.close(), 1000));
  }, churn.everyMs);
}

async function runClient(setup: ClientSetup): Promise<void> {
  const connecting = now();
  const pairs = await inBatches(setup.pairs, 50, async (pair) => ({
    caller: { ...pair.caller, socket: await connect(setup.url, pair.caller) },
    callee: { ...pair.callee, socket: await connect(setup.url, pair.callee) },
    calledAt: 0,
  }));
  const sockets = pairs.flatMap((p) => [p.caller.socket, p.callee.socket]);
  const connected = now();
  if (setup.presence) await presenceSettled(sockets);
  for (const event of ['available-users', 'user-online', 'user-offline'])
    sockets.forEach((socket) => socket.off(event));
  process.send?.({
    type: 'ready',
    connectMs: connected - connecting,
    settledMs: now() - connecting,
  } satisfies ClientReady);
  await new Promise<void>((resolve) => process.once('message', () => resolve()));

  const report: ClientReport = {
    type: 'report',
    ...{
      setupMs: [],
      ringMs: [],
      relayMs: [],
      candidatesSent: 0,
      callsAnswered: 0,
      errors: {},
      cpuPercent: 0,
    },
  };
  const count = (key: string) => (report.errors[key] = (report.errors[key] ?? 0) + 1);
  const sentAt = new Map<number, number>();
  let sequence = 0;
  let streaming = 0;
  const timers: NodeJS.Timeout[] = [];
  const cpu = process.cpuUsage();
  const started = now();

  const stream = (from: Socket, to: string, host: number) => {
    const send = () => {
      sequence += 1;
      sentAt.set(sequence, now());
      report.candidatesSent += 1;
      from.emit('ice-candidate', {
        to,
        candidate: {
          candidate: `candidate:${sequence} 1 udp 2122260223 192.168.${host >> 8}.${host & 255} ${50000 + (sequence % 10000)} typ host generation 0 ufrag Xk3v network-id 1`,
          sdpMid: '0',
          sdpMLineIndex: 0,
          usernameFragment: 'Xk3v',
        },
      });
    };
    const interval = setInterval(send, setup.intervalMs);
    timers.push(interval);
    return interval;
  };

  for (const [index, pair] of pairs.entries()) {
    const { caller, callee } = pair;
    for (const socket of [caller.socket, callee.socket]) {
      socket.on('call-error', (e: { code: string }) => count(`call-error ${e.code}`));
      socket.on('call-rejected', (e: { reason?: string }) => count(`call-rejected ${e.reason ?? ''}`));
      socket.on('ice-candidate', (e: { candidate: { candidate: string } }) => {
        const id = Number(e.candidate.candidate.slice(10, e.candidate.candidate.indexOf(' ')));
        const at = sentAt.get(id);
        if (at === undefined) return count('unexpected candidate');
        sentAt.delete(id);
        report.relayMs.push(now() - at);
      });
    }
    callee.socket.on('incoming-call', (call: { from: string }) => {
      report.ringMs.push(now() - pair.calledAt);
      callee.socket.emit('answer-call', { to: call.from, answer: ANSWER });
    });
    caller.socket.once('call-answered', () => {
      report.setupMs.push(now() - pair.calledAt);
      report.callsAnswered += 1;
      streaming += 1;
      // Both sides start at a random point of the interval, as candidates of real calls would.
      setTimeout(() => {
        const streams = [
          stream(caller.socket, callee.userId, 2 * index),
          stream(callee.socket, caller.userId, 2 * index + 1),
        ];
        setTimeout(() => {
          streams.forEach((s) => clearInterval(s));
          streaming -= 1;
        }, setup.seconds * 1000);
      }, Math.random() * setup.intervalMs);
    });
  }
  for (const pair of pairs) {
    pair.calledAt = now();
    pair.caller.socket.emit('call-user', { to: pair.callee.userId, offer: OFFER, callType: 'video' });
  }

  // Calls not answered within 30 s count as such; streams end `seconds` after their answer.
  for (let waited = 0; waited < 30_000 && report.callsAnswered < pairs.length; waited += 100)
    await sleep(100);
  const churn = setup.churn && visit(setup.url, setup.churn);
  while (streaming > 0) await sleep(100);
  clearInterval(churn);
  // Late is not lost: wait for every candidate until nothing has arrived for 5 s (at most 60 s) before counting.
  for (
    let waited = 0, last = -1, quiet = 0;
    waited < 60_000 && quiet < 5000 && sentAt.size > 0;
    waited += 500
  ) {
    quiet = report.relayMs.length === last ? quiet + 500 : 0;
    last = report.relayMs.length;
    await sleep(500);
  }
  timers.forEach((timer) => clearInterval(timer));
  const used = process.cpuUsage(cpu);
  report.cpuPercent = Math.round(((used.user + used.system) / 1000 / (now() - started)) * 100);
  // The sockets stay open until every client has reported: leaving now would change the others' presence.
  process.send?.(report);
}

process.once('message', (setup: ClientSetup) => {
  runClient(setup).catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
});
