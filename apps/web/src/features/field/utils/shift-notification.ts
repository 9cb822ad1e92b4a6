const supported = () => typeof window !== 'undefined' && 'Notification' in window;

/**
 * Asks once, at the agent's first tap, whether the browser may show notifications, when the agent has not answered yet
 * ('default'): browsers show the question only after a tap (Safari refuses it otherwise), and reading the permission
 * is left out of the page's start. Returns what stops waiting for the tap.
 */
export function askNotificationPermissionOnTap(): () => void {
  if (!supported()) return () => undefined;
  const stop = () => document.removeEventListener('click', ask, true);
  function ask() {
    stop();
    if (Notification.permission !== 'default') return;
    void Promise.resolve(Notification.requestPermission()).catch((error: unknown) =>
      console.warn('Notification permission request failed', error),
    );
  }
  document.addEventListener('click', ask, true);
  return stop;
}

/**
 * A system notification, when the agent has allowed them, tagged with the shift's id so that the same shift never
 * stacks two notifications.
 */
export function notifyShift(shiftId: string, title: string, body: string): void {
  if (!supported() || Notification.permission !== 'granted') return;
  try {
    new Notification(title, { body, tag: shiftId });
  } catch (error) {
    // Some mobile browsers allow notifications only from a service worker.
    console.warn('Shift notification unavailable', error);
  }
}
