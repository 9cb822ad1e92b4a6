import { API_BASE } from './api-base.ts';

/** How long a response started early waits to be taken: past it, a later read asks the server again. */
export const EARLY_RESPONSE_MS = 10_000;

type Early = { token: string; response: Promise<Response | null> };
const started = new Map<string, Early>();

/**
 * Starts a GET of the API (`path` as the API client takes it) from the page's entry, before the application's code
 * has arrived: a page load on /agent asks for Mes Missions' data this way. The API client takes the response once,
 * for the same URL and token, instead of asking again.
 */
export function startEarlyGet(path: string, token: string): void {
  const url = `${API_BASE}${path}`;
  const response = fetch(url, {
    headers: { Accept: 'application/json', Authorization: `Bearer ${token}` },
  }).catch(() => null);
  const early = { token, response };
  started.set(url, early);
  setTimeout(() => {
    if (started.get(url) === early) started.delete(url);
  }, EARLY_RESPONSE_MS);
}

/**
 * The response of the GET started early for `url` with `token`, once; undefined when there is none (or it was
 * started with another token). Null when it could not reach the server: ask again.
 */
export function takeEarlyGet(url: string, token: string | null): Promise<Response | null> | undefined {
  const early = started.get(url);
  if (!early || early.token !== token) return undefined;
  started.delete(url);
  return early.response;
}
