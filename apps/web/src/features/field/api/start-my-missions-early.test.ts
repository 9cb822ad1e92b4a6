// @vitest-environment jsdom
import type { SessionUser } from '@secops/domain/auth';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../../auth/index.ts';
import { startMyMissionsEarly } from './start-my-missions-early.ts';

const signIn = (user: Partial<SessionUser>) =>
  useAuthStore
    .getState()
    .login({ user: user as SessionUser, accessToken: 'access-1', refreshToken: 'refresh-1' });
const asked = (fetchMock: ReturnType<typeof vi.fn>) => fetchMock.mock.calls.map(([url]) => url);

afterEach(() => {
  useAuthStore.getState().logout();
  vi.unstubAllGlobals();
});

describe('Mes Missions asked for by the page entry', () => {
  it("asks for an agent's missions and shifts with the kept token", () => {
    const fetchMock = vi.fn(async () => new Response('[]'));
    vi.stubGlobal('fetch', fetchMock);
    signIn({ id: 'u1', role: 'AGENT', agent: { id: 'agent 1' } as SessionUser['agent'] });
    startMyMissionsEarly();
    expect(asked(fetchMock)).toEqual(['/api/missions', '/api/agents/agent%201/shifts']);
  });

  it('asks for nothing for staff or when nobody is signed in, and no shifts without an agent record', () => {
    const fetchMock = vi.fn(async () => new Response('[]'));
    vi.stubGlobal('fetch', fetchMock);
    startMyMissionsEarly();
    signIn({ id: 'u2', role: 'ADMIN', agent: null });
    startMyMissionsEarly();
    expect(fetchMock).not.toHaveBeenCalled();
    signIn({ id: 'u3', role: 'LEAD', agent: null });
    startMyMissionsEarly();
    expect(asked(fetchMock)).toEqual(['/api/missions']);
  });
});
