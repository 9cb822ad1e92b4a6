// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PUSH_TEXTS } from '../texts.ts';
import { PushCard } from './push-setting.tsx';

const KEY = `B${'A'.repeat(86)}`;
const ENDPOINT = 'https://fcm.googleapis.com/fcm/send/abc';

type Calls = { method: string; url: string; body: unknown }[];

/** The browser's push machinery: a permission, a service worker registration and its push manager. */
function fakeBrowser(permission: NotificationPermission, answer: NotificationPermission = 'granted') {
  const state = { permission, subscription: null as null | Record<string, unknown> };
  const subscribe = vi.fn(async (options: { applicationServerKey: Uint8Array }) => {
    state.subscription = {
      endpoint: ENDPOINT,
      options,
      toJSON: () => ({ endpoint: ENDPOINT, keys: { p256dh: 'p256', auth: 'auth' } }),
      unsubscribe: vi.fn(async () => {
        state.subscription = null;
        return true;
      }),
    };
    return state.subscription;
  });
  const registration = {
    pushManager: { getSubscription: async () => state.subscription, subscribe },
  };
  vi.stubGlobal('PushManager', function PushManager() {});
  vi.stubGlobal(
    'Notification',
    Object.assign(function Notification() {}, {
      get permission() {
        return state.permission;
      },
      requestPermission: vi.fn(async () => (state.permission = answer)),
    }),
  );
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { ready: Promise.resolve(registration), getRegistration: async () => registration },
  });
  return { state, subscribe };
}

function fakeServer(): Calls {
  const calls: Calls = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      calls.push({
        method: init?.method ?? 'GET',
        url,
        body: init?.body ? JSON.parse(String(init.body)) : null,
      });
      if (url.endsWith('/push/public-key')) {
        return new Response(JSON.stringify({ publicKey: KEY }), {
          headers: { 'Content-Type': 'application/json' },
        });
      }
      return new Response(null, { status: init?.method === 'DELETE' ? 204 : 201 });
    }),
  );
  return calls;
}

const renderCard = () =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <PushCard />
    </QueryClientProvider>,
  );

describe('the Notifications card', () => {
  let calls: Calls;
  beforeEach(() => {
    calls = fakeServer();
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    Reflect.deleteProperty(navigator, 'serviceWorker');
  });

  it('asks permission, subscribes with the server key and stores the subscription, then can turn it off', async () => {
    const browser = fakeBrowser('default');
    renderCard();
    await userEvent.click(await screen.findByRole('button', { name: PUSH_TEXTS.enable }));

    expect(await screen.findByText(PUSH_TEXTS.stateOn)).toBeTruthy();
    const options = browser.subscribe.mock.calls[0]![0] as {
      userVisibleOnly: boolean;
      applicationServerKey: Uint8Array;
    };
    expect(options.userVisibleOnly).toBe(true);
    expect(options.applicationServerKey).toHaveLength(65);
    expect(calls.find((c) => c.method === 'POST')).toEqual({
      method: 'POST',
      url: '/api/push/subscriptions',
      body: { endpoint: ENDPOINT, keys: { p256dh: 'p256', auth: 'auth' } },
    });

    await userEvent.click(screen.getByRole('button', { name: PUSH_TEXTS.disable }));
    expect(await screen.findByText(PUSH_TEXTS.stateOff)).toBeTruthy();
    expect(calls.find((c) => c.method === 'DELETE')?.body).toEqual({ endpoint: ENDPOINT });
    expect(browser.state.subscription).toBeNull();
  });

  it('says when the browser refused, without a button that could not work', async () => {
    fakeBrowser('denied');
    renderCard();
    expect(await screen.findByText(PUSH_TEXTS.stateDenied)).toBeTruthy();
    expect(screen.getByText(PUSH_TEXTS.stateDeniedHint)).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('stays off when the agent declines the permission prompt', async () => {
    const browser = fakeBrowser('default', 'default');
    renderCard();
    await userEvent.click(await screen.findByRole('button', { name: PUSH_TEXTS.enable }));
    expect(await screen.findByText(PUSH_TEXTS.stateOff)).toBeTruthy();
    expect(browser.subscribe).not.toHaveBeenCalled();
  });

  it('says push is not available on a browser without it', async () => {
    renderCard();
    expect(await screen.findByText(PUSH_TEXTS.stateUnsupported)).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
