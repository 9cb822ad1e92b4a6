import { describe, expect, it, vi } from 'vitest';
import { readPushMessage, registerPushHandlers } from './push-handlers.ts';

type Listener = (event: unknown) => void;

/** A service worker scope with what the handlers use: listeners, notifications and window clients. */
function fakeScope(windows: { url: string }[] = []) {
  const listeners = new Map<string, Listener>();
  const shown: { title: string; options: NotificationOptions }[] = [];
  const focused: string[] = [];
  const opened: string[] = [];
  const clients = windows.map((w) => ({
    url: w.url,
    focus: vi.fn(async function (this: { url: string }) {
      focused.push(this.url);
      return this;
    }),
    navigate: vi.fn(async (url: string) => ({ url, focus: async () => void focused.push(url) })),
  }));
  const scope = {
    addEventListener: (type: string, listener: Listener) => void listeners.set(type, listener),
    registration: {
      showNotification: async (title: string, options: NotificationOptions) =>
        void shown.push({ title, options }),
    },
    clients: {
      matchAll: async () => clients,
      openWindow: async (url: string) => void opened.push(url),
    },
    location: { origin: 'https://ops.example.fr' },
  };
  registerPushHandlers(scope as unknown as ServiceWorkerGlobalScope);
  /** Dispatches an event and waits for what it handed to waitUntil. */
  const fire = async (type: string, event: object) => {
    const pending: Promise<unknown>[] = [];
    listeners.get(type)?.({ ...event, waitUntil: (p: Promise<unknown>) => pending.push(p) });
    await Promise.all(pending);
  };
  return { fire, shown, focused, opened, clients };
}

const pushData = (value: unknown) => ({ json: () => value });

describe('push in the service worker', () => {
  it('shows the notification the server sent, tagged, with the page to open and the app icon', async () => {
    const sw = fakeScope();
    const message = {
      title: 'SOS — Yanis Durand',
      body: 'Mission : Escorte Opéra',
      url: '/admin/gps',
      tag: 'sos-1',
    };
    await sw.fire('push', { data: pushData(message) });
    expect(sw.shown).toEqual([
      {
        title: 'SOS — Yanis Durand',
        options: {
          body: 'Mission : Escorte Opéra',
          tag: 'sos-1',
          data: { url: '/admin/gps' },
          icon: '/icons/icon-192.png',
          badge: '/icons/icon-192.png',
        },
      },
    ]);
  });

  it('still shows something for a push without readable data, and never a link to another site', () => {
    expect(readPushMessage(null)).toMatchObject({ title: 'Security Ops Manager', url: '/' });
    const broken = {
      json: () => {
        throw new SyntaxError('bad json');
      },
    };
    expect(readPushMessage(broken).url).toBe('/');
    expect(readPushMessage(pushData({ title: 'x', url: 'https://evil.example/' })).url).toBe('/');
    expect(readPushMessage(pushData({ title: 'x', url: '//evil.example/' })).url).toBe('/');
  });

  it('focuses the tab already on the page a tapped notification names', async () => {
    const sw = fakeScope([
      { url: 'https://ops.example.fr/agent' },
      { url: 'https://ops.example.fr/admin/gps' },
    ]);
    const close = vi.fn();
    await sw.fire('notificationclick', { notification: { data: { url: '/admin/gps' }, close } });
    expect(close).toHaveBeenCalled();
    expect(sw.focused).toEqual(['https://ops.example.fr/admin/gps']);
    expect(sw.opened).toEqual([]);
  });

  it('takes an open tab of the app to the page, or opens a window when there is none', async () => {
    const withTab = fakeScope([{ url: 'https://ops.example.fr/agent' }]);
    const notification = { data: { url: '/agent/missions/m-1' }, close: () => undefined };
    await withTab.fire('notificationclick', { notification });
    expect(withTab.clients[0]!.navigate).toHaveBeenCalledWith('https://ops.example.fr/agent/missions/m-1');
    expect(withTab.focused).toEqual(['https://ops.example.fr/agent/missions/m-1']);

    const none = fakeScope();
    await none.fire('notificationclick', { notification });
    expect(none.opened).toEqual(['https://ops.example.fr/agent/missions/m-1']);
  });
});
