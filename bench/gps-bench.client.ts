/**
 * Client side of bench/gps.bench.ts, run in a child process: agent sockets sending one position a second each,
 * admin sockets subscribed to every mission, measuring position:update → position:updated latency.
 */
import { performance } from 'node:perf_hooks';
import { io, type Socket } from 'socket.io-client';

export type ClientSetup = {
  type: 'setup';
  url: string;
  agents: { token: string; missionId: string }[];
  admins: string[];
  seconds: number;
  warmUpSeconds: number;
};
export type ClientReport = {
  type: 'report';
  sent: number;
  acked: number;
  refused: number;
  /** Refusals by error code ('TIMEOUT' when no acknowledgement came within 10 s). */
  errors: Record<string, number>;
  received: number;
  /** position:updated messages received (each carries one or more positions). */
  messages: number;
  /** CPU used by this client process while sending, in % of one core. */
  cpuPercent: number;
  /** Latency histogram, 0.1 ms buckets: [bucket, count] pairs. */
  histogram: [number, number][];
};

// Sending and receiving processes share the system clock; the send time travels in `accuracy` (ms modulo 100 s).
const now = () => performance.timeOrigin + performance.now();
const MODULO = 100_000;
const BUCKET_MS = 0.1;

function connect(url: string, token: string): Promise<Socket> {
  const socket = io(`${url}/gps`, {
    auth: { token },
    transports: ['websocket'],
    forceNew: true,
    reconnection: false,
    timeout: 20_000,
  });
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

async function runClient(setup: ClientSetup): Promise<void> {
  const histogram = new Map<number, number>();
  let received = 0;
  let messages = 0;
  let measureFrom = Infinity;
  const admins = await inBatches(setup.admins, 50, (token) => connect(setup.url, token));
  for (const admin of admins) {
    await admin.timeout(10_000).emitWithAck('mission:subscribe', { missionId: 'all' });
    admin.on('position:updated', (positions: { accuracy: number }[]) => {
      received += positions.length;
      messages += 1;
      const at = now();
      if (at < measureFrom) return;
      for (const position of positions) {
        const latency = ((((at % MODULO) - position.accuracy) % MODULO) + MODULO) % MODULO;
        const bucket = Math.floor(latency / BUCKET_MS);
        histogram.set(bucket, (histogram.get(bucket) ?? 0) + 1);
      }
    });
  }
  const agents = await inBatches(setup.agents, 100, async (agent) => ({
    ...agent,
    socket: await connect(setup.url, agent.token),
  }));
  process.send?.({ type: 'ready' });
  await new Promise<void>((resolve) => process.once('message', () => resolve()));

  let sent = 0;
  let acked = 0;
  let refused = 0;
  const errors: Record<string, number> = {};
  const refuse = (code: string) => {
    refused += 1;
    errors[code] = (errors[code] ?? 0) + 1;
  };
  const started = now();
  const cpu = process.cpuUsage();
  measureFrom = started + setup.warmUpSeconds * 1000;
  const timers: NodeJS.Timeout[] = [];
  agents.forEach((agent, i) => {
    const send = () => {
      sent += 1;
      const payload = {
        missionId: agent.missionId,
        lat: 48.85,
        lng: 2.35,
        accuracy: now() % MODULO,
        speed: 1,
      };
      agent.socket
        .timeout(10_000)
        .emitWithAck('position:update', payload)
        .then((ack: { ok: boolean; error?: { code: string } }) =>
          ack.ok ? (acked += 1) : refuse(ack.error?.code ?? 'UNKNOWN'),
        )
        .catch(() => refuse('TIMEOUT'));
    };
    // Spread the agents evenly over each second.
    const offset = (i / agents.length) * 1000;
    timers.push(setTimeout(() => timers.push(setInterval(send, 1000)), offset));
  });
  await new Promise((resolve) => setTimeout(resolve, setup.seconds * 1000));
  timers.forEach((timer) => clearTimeout(timer));
  // Late is not lost: wait until nothing has arrived for 2 s (at most 30 s) before counting.
  for (let waited = 0, last = -1; waited < 30_000 && received !== last; waited += 2000) {
    last = received;
    await new Promise((resolve) => setTimeout(resolve, 2000));
  }
  const used = process.cpuUsage(cpu);
  const cpuPercent = Math.round(((used.user + used.system) / 1000 / (now() - started)) * 100);
  const report: ClientReport = {
    type: 'report',
    ...{ sent, acked, refused, errors, received, messages, cpuPercent },
    histogram: [...histogram],
  };
  process.send?.(report);
  [...admins, ...agents.map((a) => a.socket)].forEach((socket) => socket.close());
}

process.once('message', (setup: ClientSetup) => {
  runClient(setup).catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
});
