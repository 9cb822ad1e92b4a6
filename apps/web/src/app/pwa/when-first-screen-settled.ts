import { whenIdle } from '../../lib/when-idle.ts';

/** What the wait needs of the query client: how many queries are fetching, and word when that may have changed. */
export type QueryActivity = {
  isFetching: () => number;
  subscribe: (listener: () => void) => () => void;
};

const afterLoad = (task: () => void) => {
  if (document.readyState === 'complete') task();
  else window.addEventListener('load', task, { once: true });
};

/**
 * Calls `task` once the first screen and its data are shown: the page has loaded, no query is fetching, and the
 * browser is idle with still none fetching. The service worker's precache waits for this, so that on a slow network
 * it never takes the connections the screen's own code and data need.
 */
export function whenFirstScreenSettled(
  queries: QueryActivity,
  task: () => void,
  idle: (task: () => void) => void = whenIdle,
): void {
  const settle = () => {
    if (queries.isFetching() > 0) return waitForQueries();
    idle(() => (queries.isFetching() > 0 ? waitForQueries() : task()));
  };
  const waitForQueries = () => {
    const stop = queries.subscribe(() => {
      if (queries.isFetching() > 0) return;
      stop();
      settle();
    });
  };
  afterLoad(settle);
}
