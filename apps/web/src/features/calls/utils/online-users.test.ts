import { describe, expect, it } from 'vitest';
import { onlineUsersOf, type PresenceSource } from './online-users.ts';

const [A, B, C] = ['user-a', 'user-b', 'user-c'];

/** A call socket as far as presence goes: the test plays the server's events. */
function fakeSocket() {
  const handlers = new Map<string, (payload?: unknown) => void>();
  const socket = {
    on: (event: string, handler: (payload?: unknown) => void) => handlers.set(event, handler),
  } as unknown as PresenceSource;
  const server = (event: string, payload?: unknown) => handlers.get(event)?.(payload);
  return { socket, server };
}

describe('online users of the call socket', () => {
  it('starts from the list sent on connecting, then follows who comes and goes', () => {
    const { socket, server } = fakeSocket();
    const online = onlineUsersOf(socket);
    const seen: (readonly string[])[] = [];
    online.subscribe((ids) => seen.push(ids));
    server('available-users', [A, B]);
    server('user-online', { userId: C });
    server('user-online', { userId: C });
    server('user-offline', { userId: A });
    server('user-offline', { userId: A });
    expect(online.current).toEqual([B, C]);
    expect(seen).toEqual([
      [A, B],
      [A, B, C],
      [B, C],
    ]);
  });

  it('forgets everyone when the connection is lost, and takes the next list whole', () => {
    const { socket, server } = fakeSocket();
    const online = onlineUsersOf(socket);
    server('available-users', [A]);
    server('disconnect');
    expect(online.current).toEqual([]);
    server('available-users', [B]);
    expect(online.current).toEqual([B]);
  });

  it('is kept per socket, so that a screen attached later sees who is already online', () => {
    const { socket, server } = fakeSocket();
    onlineUsersOf(socket);
    server('available-users', [A, B]);
    expect(onlineUsersOf(socket).current).toEqual([A, B]);
  });
});
