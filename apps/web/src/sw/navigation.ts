/**
 * How the service worker answers a page load (a navigation): with the precached index.html when it has it, at once,
 * whatever the network (a slow mobile network took seconds before the first paint); the network's page only before
 * the shell is cached. A new deploy comes as a new worker, which the page offers with 'Une nouvelle version est
 * disponible'.
 */

/** Paths that are not pages of the app: the API, sockets, uploads, and files (a name with an extension). */
export const NOT_APP_PAGES: RegExp[] = [
  /^\/(api|socket\.io|calls|uploads)(\/|\?|$)/,
  /\/[^/?]*\.[^/?]*(\?|$)/,
];

type Fetch = (request: Request) => Promise<Response>;

/** A navigation handler: the cached shell when there is one, else the network's answer or error. */
export function shellFirstNavigation(
  fetchPage: Fetch,
  cachedShell: () => Promise<Response | undefined>,
): (request: Request) => Promise<Response> {
  return async (request) => (await cachedShell()) ?? fetchPage(request);
}
