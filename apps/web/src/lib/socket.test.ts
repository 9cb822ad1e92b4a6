// @vitest-environment jsdom
import type { RefreshResponse } from '@secops/domain/auth';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { connectSession } from './api-client.ts';
import { ApiError } from './api-error.ts';

type Handler = (...args: unknown[]) => void;
type AuthCallback = (send: (data: object) => void) => void;

/** Stands in for a socket.io client socket: records its options, its handlers and the calls made on it. */
class FakeSocket {
  connected = false;
  active = false;
  handlers = new Map<string, Handler[]>();
  connect = vi.fn();
  disconnect = vi.fn();
  constructor(
    readonly namespace: string,
    readonly options: { auth: AuthCallback; path?: string },
  ) {}
  on(event: string, handler: Handler) {
    this.handlers.set(event, [...(this.handlers.get(event) ?? []), handler]);
    return this;
  }
  removeAllListeners() {
    this.handlers.clear();
    return this;
  }
  fire(event: string, ...args: unknown[]) {
    this.handlers.get(event)?.forEach((handler) => handler(...args));
  }
  handshakeToken(): unknown {
    let sent: unknown;
    this.options.auth((data) => (sent = data));
    return sent;
  }
}

const created: FakeSocket[] = [];
vi.mock('socket.io-client', () => ({
  io: (namespace: string, options: { auth: AuthCallback }) => {
    const socket = new FakeSocket(namespace, options);
    created.push(socket);
    return socket;
  },
}));

const { callSocket, chatSocket, closeSockets, gpsSocket, isSocketConnected, unwrapAck } =
  await import('./socket.ts');

let accessToken = 'first-access';
const user = {
  id: 'u1',
  email: 'a@b.fr',
  firstName: null,
  lastName: null,
  role: 'ADMIN',
  twoFAEnabled: false,
  agent: null,
};

beforeEach(() => {
  accessToken = 'first-access';
  created.length = 0;
  connectSession({
    getAccessToken: () => accessToken,
    getRefreshToken: () => 'refresh',
    onRefreshed: (session: RefreshResponse) => (accessToken = session.accessToken),
    onSessionLost: () => undefined,
  });
});

afterEach(() => {
  closeSockets();
  vi.unstubAllGlobals();
});

describe('socket', () => {
  it('opens one socket per namespace, on first use only', () => {
    expect(created).toHaveLength(0);
    const gps = gpsSocket();
    expect(gpsSocket()).toBe(gps);
    chatSocket();
    expect(created.map((socket) => socket.namespace)).toEqual(['/gps', '/chat']);
  });

  it('connects each socket in a task of its own, and never one closed before', async () => {
    const gps = created.length;
    gpsSocket();
    chatSocket();
    const [first, second] = created.slice(gps) as [FakeSocket, FakeSocket];
    expect(first.connect).not.toHaveBeenCalled();
    expect(second.connect).not.toHaveBeenCalled();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(first.connect).toHaveBeenCalledTimes(1);
    expect(second.connect).toHaveBeenCalledTimes(1);

    callSocket('u1');
    const calls = created.at(-1) as FakeSocket;
    closeSockets();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(calls.connect).not.toHaveBeenCalled();
  });

  it('sends the access token of the moment at each handshake', () => {
    gpsSocket();
    const socket = created[0] as FakeSocket;
    expect(socket.handshakeToken()).toEqual({ token: 'first-access' });
    accessToken = 'refreshed-by-a-request';
    expect(socket.handshakeToken()).toEqual({ token: 'refreshed-by-a-request' });
  });

  it('renews an expired session once and connects again after a refused handshake', async () => {
    const fetchMock = vi.fn(async () =>
      Response.json({ user, accessToken: 'renewed-access', refreshToken: 'renewed-refresh' }),
    );
    vi.stubGlobal('fetch', fetchMock);
    gpsSocket();
    const socket = created[0] as FakeSocket;
    await vi.waitFor(() => expect(socket.connect).toHaveBeenCalledTimes(1));
    socket.handshakeToken();
    socket.fire('connect_error', Object.assign(new Error('Session expirée'), { data: { statusCode: 401 } }));
    await vi.waitFor(() => expect(socket.connect).toHaveBeenCalledTimes(2));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(socket.handshakeToken()).toEqual({ token: 'renewed-access' });
  });

  it('leaves transport failures to socket.io, which reconnects by itself', () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    gpsSocket();
    const socket = created[0] as FakeSocket;
    socket.active = true;
    socket.fire('connect_error', new Error('xhr poll error'));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('closes every socket on sign-out, and opens a new one for the next user', () => {
    const first = gpsSocket();
    chatSocket();
    closeSockets();
    expect(created.every((socket) => socket.disconnect.mock.calls.length === 1)).toBe(true);
    expect(isSocketConnected('/gps')).toBe(false);
    expect(gpsSocket()).not.toBe(first);
  });

  it('opens the call socket on its own path, naming its user, and closes it on sign-out', () => {
    callSocket('u1');
    const socket = created[0] as FakeSocket;
    expect([socket.namespace, socket.options.path]).toEqual(['/', '/calls']);
    expect(socket.handshakeToken()).toEqual({ token: 'first-access', userId: 'u1' });
    closeSockets();
    expect(socket.disconnect).toHaveBeenCalledTimes(1);
    expect(isSocketConnected('/calls')).toBe(false);
  });

  it("turns a refused acknowledgement into the server's French message", () => {
    expect(unwrapAck({ ok: true, userId: 'u1' })).toMatchObject({ userId: 'u1' });
    const refusal = {
      statusCode: 403,
      code: 'FORBIDDEN',
      message: "Vous n'êtes pas affecté à cette mission",
    };
    expect(() => unwrapAck({ ok: false, error: refusal })).toThrow(ApiError);
    expect(() => unwrapAck({ ok: false, error: refusal })).toThrow("Vous n'êtes pas affecté à cette mission");
  });
});
