/** Downloads one URL to nowhere in its own process, counting bytes and lines, so the server's memory is its own. */
type Job = { url: string; headers: Record<string, string> };

process.once('message', async ({ url, headers }: Job) => {
  const started = performance.now();
  const res = await fetch(url, { headers });
  if (!res.ok || !res.body) throw new Error(`download: HTTP ${res.status}`);
  let bytes = 0;
  let lines = 0;
  for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
    bytes += chunk.byteLength;
    for (const byte of chunk) if (byte === 10) lines += 1;
  }
  process.send!({ bytes, lines, ms: performance.now() - started });
  process.exit(0);
});
