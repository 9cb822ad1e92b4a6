import { createClient } from 'redis';

export type Redis = ReturnType<typeof createClient>;

/** Connects to Redis when a URL is configured; the app runs without it on one process. */
export async function openRedis(url: string | undefined): Promise<Redis | undefined> {
  if (!url) return undefined;
  const client = createClient({
    url,
    socket: { reconnectStrategy: (retries) => Math.min(retries * 200, 3000) },
  });
  client.on('error', () => undefined);
  await client.connect();
  return client;
}
