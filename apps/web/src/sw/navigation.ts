/**
 * How the service worker answers a page load (a navigation): from the network first, so a new deploy is seen as soon
 * as there is a connection, and from the precached index.html when there is none, so the field app still opens.
 */

/** Paths that are not pages of the app: the API, sockets, uploads, and files (a name with an extension). */
export const NOT_APP_PAGES: RegExp[] = [
  /^\/(api|socket\.io|calls|uploads)(\/|\?|$)/,
  /\/[^/?]*\.[^/?]*(\?|$)/,
];

/** A page that takes longer than this (a basement's last bar of signal) opens from the cache instead. */
export const NAVIGATION_TIMEOUT_MS = 4000;

type Fetch = (request: Request) => Promise<Response>;

/** Rejects after `ms`, so a hanging request falls back to the cache. */
function timeout(ms: number): { promise: Promise<never>; cancel: () => void } {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const promise = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('navigation timeout')), ms);
  });
  return { promise, cancel: () => clearTimeout(timer) };
}

/**
 * A navigation handler: the network's page when it answers in time (a 4xx included: it is the server's answer),
 * else the cached shell, on a network error, a timeout or a server error (a proxy's 502 while the app restarts).
 * With no cached shell either, the network's answer or error stands.
 */
export function networkFirstNavigation(
  fetchPage: Fetch,
  cachedShell: () => Promise<Response | undefined>,
  timeoutMs = NAVIGATION_TIMEOUT_MS,
): (request: Request) => Promise<Response> {
  return async (request) => {
    const limit = timeout(timeoutMs);
    let failure: unknown;
    try {
      const response = await Promise.race([fetchPage(request), limit.promise]);
      if (response.status < 500) return response;
      failure = response;
    } catch (error) {
      failure = error;
    } finally {
      limit.cancel();
    }
    const shell = await cachedShell();
    if (shell) return shell;
    if (failure instanceof Response) return failure;
    return Response.error();
  };
}
