import net from 'node:net';
import type { AddressInfo } from 'node:net';

/**
 * A TCP load balancer in front of several server processes, as a proxy would be in production: each new connection
 * goes to the next backend in turn, and to the one after when a backend refuses it (a stopped process).
 */
export async function startBalancer(backends: number[]) {
  let turn = 0;
  const open = new Set<net.Socket>();
  const connect = (client: net.Socket, tries: number) => {
    if (tries >= backends.length) return client.destroy();
    const port = backends[turn++ % backends.length] as number;
    const upstream = net.connect({ host: '127.0.0.1', port });
    // Refused before connecting: that process is down, try the next one.
    upstream.once('error', () => connect(client, tries + 1));
    upstream.once('connect', () => {
      upstream.removeAllListeners('error');
      open.add(upstream);
      const drop = () => {
        client.destroy();
        upstream.destroy();
        open.delete(upstream);
      };
      upstream.on('close', drop).on('error', drop);
      client.on('close', drop);
      client.pipe(upstream).pipe(client);
    });
  };
  const server = net.createServer((client) => {
    // Data the client sends meanwhile waits in its buffer until the pipe to a backend is made.
    client.pause();
    client.on('error', () => undefined);
    connect(client, 0);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => {
      open.forEach((socket) => socket.destroy());
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
