import net from 'node:net';
import type { AddressInfo } from 'node:net';

/**
 * A TCP proxy in front of a server, which a test can cut (every connection dropped, new ones refused) and restore:
 * a database outage and its recovery, without stopping the database other tests use.
 */
export async function startTcpProxy(target: { host: string; port: number }) {
  const open = new Set<net.Socket>();
  let up = true;
  const server = net.createServer((client) => {
    if (!up) return client.destroy();
    const upstream = net.connect(target);
    open.add(client).add(upstream);
    const drop = () => {
      client.destroy();
      upstream.destroy();
      open.delete(client);
      open.delete(upstream);
    };
    client.on('error', drop).on('close', drop);
    upstream.on('error', drop).on('close', drop);
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    /** Drops every connection and refuses new ones, as a stopped server would. */
    cut() {
      up = false;
      open.forEach((socket) => socket.destroy());
      open.clear();
    },
    restore() {
      up = true;
    },
    close: () => {
      open.forEach((socket) => socket.destroy());
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
