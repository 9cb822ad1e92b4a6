/** GETs a URL and parses its JSON body; a timeout, a network error or a non-2xx answer throws. */
export async function getJson(url: URL, options: { timeoutMs: number; userAgent: string }): Promise<unknown> {
  const response = await fetch(url, {
    headers: { accept: 'application/json', 'user-agent': options.userAgent, 'accept-language': 'fr' },
    signal: AbortSignal.timeout(options.timeoutMs),
  });
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  return response.json();
}
