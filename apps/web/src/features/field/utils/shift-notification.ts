const supported = () => typeof window !== 'undefined' && 'Notification' in window;

/** Asks once whether the browser may show notifications, when the agent has not answered yet ('default'). */
export function askNotificationPermission(): void {
  if (!supported() || Notification.permission !== 'default') return;
  void Promise.resolve(Notification.requestPermission()).catch((error: unknown) =>
    console.warn('Notification permission request failed', error),
  );
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
