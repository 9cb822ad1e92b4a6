import net from 'node:net';
import type { AddressInfo } from 'node:net';

type Pair = { client: net.Socket; upstream: net.Socket; drop(): void };

/**
 * A TCP proxy in front of a server, which a test can cut (every connection dropped, new ones refused), stall (every
 * connection kept open, new ones taken, nothing passed either way) and restore: a database outage or hang and its
 * recovery, without stopping the database other tests use.
 */
export async function startTcpProxy(target: { host: string; port: number }) {
  const open = new Set<Pair>();
  let state: 'up' | 'cut' | 'stalled' = 'up';
  const flow = ({ client, upstream }: Pair) => client.pipe(upstream).pipe(client);
  const server = net.createServer((client) => {
    if (state === 'cut') return client.destroy();
    const upstream = net.connect(target);
    const pair: Pair = {
      client,
      upstream,
      drop() {
        client.destroy();
        upstream.destroy();
        open.delete(pair);
      },
    };
    open.add(pair);
    client.on('error', pair.drop).on('close', pair.drop);
    upstream.on('error', pair.drop).on('close', pair.drop);
    if (state === 'up') flow(pair);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    /** Drops every connection and refuses new ones, as a stopped server would. */
    cut() {
      state = 'cut';
      open.forEach((pair) => pair.drop());
    },
    /** Holds every connection open and takes new ones, passing nothing: a server that hangs. */
    stall() {
      state = 'stalled';
      for (const { client, upstream } of open) {
        client.unpipe(upstream).pause();
        upstream.unpipe(client).pause();
      }
    },
    /** Passes again: what a stall held back goes on its way. */
    restore() {
      const stalled = state === 'stalled';
      state = 'up';
      if (stalled) open.forEach(flow);
    },
    close: () => {
      open.forEach((pair) => pair.drop());
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
