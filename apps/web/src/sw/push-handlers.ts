/// <reference lib="webworker" />
/**
 * Web push in the service worker: a push shows a notification (even with the app closed), a tap on it focuses the
 * tab already on that page or opens one. The server sends `{title, body, url, tag}` (apps/server modules/push).
 */

export interface PushMessage {
  title: string;
  body: string;
  url: string;
  tag?: string;
}

const ICON = '/icons/icon-192.png';
const FALLBACK: PushMessage = { title: 'Security Ops Manager', body: '', url: '/' };

/** Reads the JSON payload; a missing or malformed one still shows a generic notification. */
export function readPushMessage(data: { json(): unknown } | null | undefined): PushMessage {
  let raw: unknown = null;
  try {
    raw = data ? data.json() : null;
  } catch {
    raw = null;
  }
  if (!raw || typeof raw !== 'object') return FALLBACK;
  const r = raw as Record<string, unknown>;
  const text = (v: unknown, d: string) => (typeof v === 'string' && v.length > 0 ? v : d);
  const url = text(r.url, '/');
  return {
    title: text(r.title, FALLBACK.title),
    body: text(r.body, ''),
    // Only same-origin paths: a payload never sends the user to another site.
    url: url.startsWith('/') && !url.startsWith('//') ? url : '/',
    tag: typeof r.tag === 'string' && r.tag ? r.tag : undefined,
  };
}

/** The url stored in a notification's data, as an absolute same-origin address. */
export function notificationTarget(data: unknown, origin: string): string {
  const url = data && typeof data === 'object' ? (data as { url?: unknown }).url : undefined;
  const path = typeof url === 'string' && url.startsWith('/') && !url.startsWith('//') ? url : '/';
  return new URL(path, origin).href;
}

async function openOrFocus(scope: ServiceWorkerGlobalScope, target: string): Promise<void> {
  const windows = await scope.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const same = windows.find((c) => c.url === target);
  if (same) {
    await same.focus();
    return;
  }
  const any = windows.find((c) => new URL(c.url).origin === new URL(target).origin);
  if (any) {
    const moved = await any.navigate(target).catch(() => null);
    if (moved) {
      await moved.focus();
      return;
    }
  }
  await scope.clients.openWindow(target);
}

export function registerPushHandlers(scope: ServiceWorkerGlobalScope): void {
  scope.addEventListener('push', (event) => {
    const msg = readPushMessage(event.data);
    event.waitUntil(
      scope.registration.showNotification(msg.title, {
        body: msg.body,
        tag: msg.tag,
        data: { url: msg.url },
        icon: ICON,
        badge: ICON,
      }),
    );
  });

  scope.addEventListener('notificationclick', (event) => {
    event.notification.close();
    const target = notificationTarget(event.notification.data, scope.location.origin);
    event.waitUntil(openOrFocus(scope, target));
  });
}
