/** Runs `task` once the browser is idle after the first paint (Safari has no requestIdleCallback). */
export function whenIdle(task: () => void): void {
  if ('requestIdleCallback' in window) requestIdleCallback(task, { timeout: 5000 });
  else setTimeout(task, 2000);
}
