import { useEffect } from 'react';
import { useBlocker, type Blocker } from 'react-router';

/**
 * Holds back leaving the page (a link, another tab of the screen, back) while there are unsaved changes, so the page
 * can ask first; closing or reloading the browser tab gets the browser's own question.
 */
export function useLeaveGuard(dirty: boolean): Blocker {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty &&
      (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
  );
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);
  return blocker;
}
