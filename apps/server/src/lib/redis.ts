import type { createClient } from 'redis';

export type Redis = ReturnType<typeof createClient>;

/**
 * Connects to Redis when a URL is configured; the app runs without it on one process. The client library is loaded
 * only then: it takes a tenth of a second of every start otherwise.
 */
export async function openRedis(url: string | undefined): Promise<Redis | undefined> {
  if (!url) return undefined;
  const { createClient } = await import('redis');
  const client = createClient({
    url,
    socket: { reconnectStrategy: (retries) => Math.min(retries * 200, 3000) },
  });
  client.on('error', () => undefined);
  await client.connect();
  return client;
}
